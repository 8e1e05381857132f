/** Writes .br and .gz beside every compressible static file after a build, so servers send them as they are. */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { diskCache, type DiskCache } from '#lib/runtime/disk-cache.ts';

const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const GZIP_LEVEL = 9;
/** zlib runs on libuv's thread pool (4 threads): keep that many files in flight. */
const CONCURRENCY = 4;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Hashed assets are few and cached for a year, so they get brotli's slowest, smallest setting. Pages
 * get 10. Measured on the home page (37 KB): 6,610 bytes at 7 in ~2 ms, 5,998 at 10 in ~12 ms, 5,853
 * at 11 in ~37 ms (9, like 8, is no smaller than 7). Every visit pays the bytes before its first
 * paint; the milliseconds are paid once per content (see `compressedCache`).
 */
export const ASSET_BROTLI_QUALITY = 11;
export const PAGE_BROTLI_QUALITY = 10;
/**
 * Files past this size get 8: the feeds and indexes that list every post (ten thousand posts make a
 * 4.5 MB rss.xml) change with every post and are fetched rarely; 10 took 4.2 s on that feed, 8
 * 0.14 s for 9% more bytes (bench/results.md).
 */
export const LARGE_FILE_BYTES = 512 * 1024;
export const LARGE_FILE_BROTLI_QUALITY = 8;

const isHashedAsset = (file: string) => /[\\/]_astro[\\/]/.test(file);

const brotliAt = (content: Buffer, quality: number) =>
  brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
    },
  });

/**
 * A rebuild after one edit changes few pages and none of the hashed assets: each compressed file is
 * kept by its content's hash and settings, so only what changed is compressed again (the assets'
 * brotli at 11 was most of the 1.9 CPU s this step took on every rebuild).
 */
const compressedCache = diskCache('precompress');
const contentHash = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function compressFile(file: string, cache: DiskCache): Promise<boolean> {
  const content = await readFile(file);
  if (content.byteLength < MIN_BYTES) return false;
  const hash = contentHash(content);
  const quality = isHashedAsset(file)
    ? ASSET_BROTLI_QUALITY
    : content.byteLength > LARGE_FILE_BYTES
      ? LARGE_FILE_BROTLI_QUALITY
      : PAGE_BROTLI_QUALITY;
  const [br, gzipped] = await Promise.all([
    cache(`${hash}-q${quality}`, 'br', () => brotliAt(content, quality)),
    cache(`${hash}-level${GZIP_LEVEL}`, 'gz', () => gz(content, { level: GZIP_LEVEL })),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

async function compressAll(
  files: AsyncIterator<string> | Iterator<string>,
  cache: DiskCache,
): Promise<number> {
  let count = 0;
  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      if (await compressFile(next.value, cache)) count += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return count;
}

/** `cache`: where the compressed files are kept between builds (tests give their own). */
export async function precompressDirectory(
  dir: string,
  cache: DiskCache = compressedCache,
): Promise<number> {
  return compressAll(filesUnder(dir), cache);
}

/**
 * The same for some files only (an incremental publish compresses the files it wrote). Files that
 * are not compressible, or under 1 KB, are skipped, as in a whole build.
 */
export async function precompressFiles(
  files: readonly string[],
  cache: DiskCache = compressedCache,
): Promise<number> {
  return compressAll(files.filter((file) => COMPRESSIBLE.test(file)).values(), cache);
}

export default function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const count = await precompressDirectory(fileURLToPath(dir));
        const pruned = await compressedCache.pruneUnused();
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${count} files pre-compressed (br, gz) in ${seconds} s; ${pruned} unused cache entries removed`,
        );
      },
    },
  };
}
