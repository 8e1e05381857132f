import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ASSET_BROTLI_QUALITY,
  PAGE_BROTLI_QUALITY,
  precompressDirectory,
} from '#integrations/precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'northbeam-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    expect(await precompressDirectory(dir)).toBe(2);
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

  it('a page’s brotli is kept by its content’s hash, for the next build', () => {
    const key = createHash('sha256').update(page).digest('hex');
    const kept = join('node_modules', '.cache', 'precompress', `${key}-q${PAGE_BROTLI_QUALITY}.br`);
    expect(readFileSync(kept)).toEqual(readFileSync(join(dir, 'index.html.br')));
  });
});
