import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ASSET_BROTLI_QUALITY,
  LARGE_FILE_BROTLI_QUALITY,
  LARGE_FILE_BYTES,
  PAGE_BROTLI_QUALITY,
  precompressDirectory,
  precompressFiles,
} from '#integrations/precompress.ts';
import { diskCache } from '#lib/runtime/disk-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'northbeam-precompress-'));
// A cache of its own: a build running beside the tests prunes what it did not use from the real one.
const compressedCache = diskCache(`precompress-test-${process.pid}`);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(compressedCache.dir, { recursive: true, force: true });
});

/** A page-like text that brotli's settings compress to different sizes. */
const page = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `<li class="card p-${i % 7}"><a href="/insights/post-${i * 37}">Post ${i}</a></li>`,
  ).join('\n'),
);
const brotliAt = (content: Buffer, quality: number) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

describe('precompressDirectory', () => {
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, '_astro', 'app.js'), page);
  writeFileSync(join(dir, 'tiny.html'), '<p>hi</p>');
  writeFileSync(join(dir, 'photo.png'), page);

  it('writes .br and .gz beside each compressible file of 1 KB or more, each decoding to it', async () => {
    expect(await precompressDirectory(dir, compressedCache)).toBe(2);
    for (const file of ['index.html', '_astro/app.js']) {
      const path = join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(page);
      expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(page);
    }
    expect(existsSync(join(dir, 'tiny.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });

  it('pages at their quality, hashed assets at brotli’s smallest', () => {
    expect(brotliAt(page, PAGE_BROTLI_QUALITY).byteLength).not.toBe(
      brotliAt(page, ASSET_BROTLI_QUALITY).byteLength,
    );
    expect(readFileSync(join(dir, 'index.html.br')).byteLength).toBe(
      brotliAt(page, PAGE_BROTLI_QUALITY).byteLength,
    );
    expect(readFileSync(join(dir, '_astro', 'app.js.br')).byteLength).toBe(
      brotliAt(page, ASSET_BROTLI_QUALITY).byteLength,
    );
  });

  it('gives a file over the large size brotli 8 instead, and compresses only the files named', async () => {
    const feed = Buffer.concat(
      Array.from({ length: Math.ceil(LARGE_FILE_BYTES / page.byteLength) + 1 }, () => page),
    );
    writeFileSync(join(dir, 'rss.xml'), feed);
    writeFileSync(join(dir, 'other.html'), page);
    expect(await precompressFiles([join(dir, 'rss.xml')], compressedCache)).toBe(1);
    expect(readFileSync(join(dir, 'rss.xml.br'))).toEqual(
      brotliAt(feed, LARGE_FILE_BROTLI_QUALITY),
    );
    expect(existsSync(join(dir, 'other.html.br'))).toBe(false);
  });

  it('keeps each brotli and gzip by its content’s hash and settings, for the next build', () => {
    const key = createHash('sha256').update(page).digest('hex');
    const kept = (entry: string) => readFileSync(join(compressedCache.dir, `${key}-${entry}`));
    expect(kept(`q${PAGE_BROTLI_QUALITY}.br`)).toEqual(readFileSync(join(dir, 'index.html.br')));
    expect(kept(`q${ASSET_BROTLI_QUALITY}.br`)).toEqual(
      readFileSync(join(dir, '_astro', 'app.js.br')),
    );
    expect(kept('level9.gz')).toEqual(readFileSync(join(dir, 'index.html.gz')));
  });

  it('compresses again only what is not in the cache', async () => {
    const changed = Buffer.concat([page, Buffer.from('<p>an edit</p>')]);
    writeFileSync(join(dir, 'index.html'), changed);
    // Planted under the asset's key: a build that reads the cache copies it as it is.
    const assetKey = createHash('sha256').update(page).digest('hex');
    const planted = Buffer.from('kept from the last build');
    writeFileSync(join(compressedCache.dir, `${assetKey}-q${ASSET_BROTLI_QUALITY}.br`), planted);
    await precompressDirectory(dir, compressedCache);
    expect(readFileSync(join(dir, '_astro', 'app.js.br'))).toEqual(planted);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br')))).toEqual(changed);
  });
});
