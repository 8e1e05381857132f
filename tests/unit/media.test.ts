/**
 * The media library's pure rules: what a file really is (magic bytes, never the name), what an
 * upload is refused for, which widths a build writes, and the `<picture>` and cover a page shows.
 */
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  articleCover,
  coverFor,
  previewCardCover,
  STOCK_COVER_NAMES,
} from '#lib/brand/cover-choice.ts';
import { detectImageType } from '#lib/media/image-type.ts';
import { inspectUpload } from '#lib/media/inspect.ts';
import { libraryPicture } from '#lib/media/picture.ts';
import { formatBytes, MAX_IMAGE_BYTES, MEDIA_MESSAGES } from '#lib/media/rules.ts';
import { cardVariantPath, mediaIdOf, srcsetFor, variantWidths } from '#lib/media/urls.ts';

const ID = '0b7c6a1e-2f3d-4c5b-8a9e-1d2c3b4a5f6e';
const bytes = (text: string) => new TextEncoder().encode(text);
const real: Record<string, Uint8Array> = {};

beforeAll(async () => {
  for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const) {
    real[format] = new Uint8Array(
      await sharp({ create: { width: 64, height: 40, channels: 3, background: '#0b5' } })
        .toFormat(format)
        .toBuffer(),
    );
  }
});

describe('detectImageType reads the first bytes', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ])('a real %s file is %s', (format, type) => {
    expect(detectImageType(real[format]!)).toEqual({ ok: true, type });
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an SVG after an XML declaration', '<?xml version="1.0"?>\n<svg></svg>'],
    ['an SVG after a byte-order mark and spaces', '\uFEFF  \n<SVG></SVG>'],
    ['an SVG after a comment', '<!-- drawn by hand -->\n<svg></svg>'],
  ])('refuses %s as SVG', (_name, text) => {
    expect(detectImageType(bytes(text))).toEqual({ ok: false, reason: 'svg' });
  });

  it.each([
    ['a GIF', () => real.gif!],
    ['text named photo.png', () => bytes('this is not a picture')],
    ['an HTML page', () => bytes('<!doctype html><html><body><svg></svg></body></html>')],
    ['half a PNG signature', () => real.png!.subarray(0, 5)],
    [
      'a HEIC photo (ftyp heic)',
      () => new Uint8Array([0, 0, 0, 24, ...bytes('ftypheic'), 0, 0, 0, 0, ...bytes('mif1heic')]),
    ],
    ['a RIFF that is not WebP (WAV)', () => bytes('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['nothing', () => new Uint8Array()],
  ])('refuses %s as unknown', (_name, make) => {
    expect(detectImageType(make())).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('inspectUpload', () => {
  it('reads the type and dimensions of a good image', () => {
    expect(inspectUpload(real.webp!)).toEqual({
      ok: true,
      type: 'image/webp',
      width: 64,
      height: 40,
    });
  });

  it.each([
    ['an empty file', () => new Uint8Array(), 400, MEDIA_MESSAGES.noFile],
    [
      'a file over 5 MB',
      () => new Uint8Array(MAX_IMAGE_BYTES + 1),
      413,
      MEDIA_MESSAGES.tooLarge(MAX_IMAGE_BYTES + 1),
    ],
    ['an SVG', () => bytes('<svg/>'), 415, MEDIA_MESSAGES.svg],
    ['a GIF', () => real.gif!, 415, MEDIA_MESSAGES.unknown],
    [
      'a PNG that stops after its signature',
      () => real.png!.subarray(0, 12),
      400,
      MEDIA_MESSAGES.unreadable,
    ],
  ])('refuses %s', (_name, make, status, message) => {
    expect(inspectUpload(make())).toEqual({ ok: false, status, message });
  });

  it('says how large the file is, and the limit', () => {
    expect(MEDIA_MESSAGES.tooLarge(7_340_032)).toBe(
      'The image is 7 MB; the limit is 5 MB. Export it smaller and try again.',
    );
    expect([
      formatBytes(532),
      formatBytes(1),
      formatBytes(204_800),
      formatBytes(1_258_291),
    ]).toEqual(['532 bytes', '1 byte', '200 KB', '1.2 MB']);
  });
});

describe('the widths a build writes', () => {
  it.each([
    [3000, [480, 800, 1200, 1600]],
    [1600, [480, 800, 1200, 1600]],
    [1000, [480, 800, 1000]],
    [480, [480]],
    [300, [300]],
  ])('an image %i px wide gets %j', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });

  it('lists them in srcset, and a card takes the smallest at least 600 px wide', () => {
    expect(srcsetFor(ID, 1000, 'avif')).toBe(
      `/media/${ID}/480.avif 480w, /media/${ID}/800.avif 800w, /media/${ID}/1000.avif 1000w`,
    );
    expect(cardVariantPath({ id: ID, width: 3000 })).toBe(`/media/${ID}/800.webp`);
    expect(cardVariantPath({ id: ID, width: 500 })).toBe(`/media/${ID}/500.webp`);
  });

  it.each([
    [`/media/${ID}`, ID],
    [`/media/${ID}/800.webp`, null],
    ['/media/not-an-id', null],
    ['/images/insights/cloud.svg', null],
  ])('%s names the library image %s', (path, id) => {
    expect(mediaIdOf(path)).toBe(id);
  });
});

describe('what a page shows for a cover', () => {
  const image = { id: ID, width: 2400, height: 1600, alt: 'Two engineers at a server rack' };
  const post = { slug: 'rack-day', coverImageUrl: `/media/${ID}`, coverImage: image };

  it('a library image: AVIF then WebP at every width, with its alt text', () => {
    expect(libraryPicture(image, '100vw')).toEqual({
      src: `/media/${ID}/1200.webp`,
      srcset: srcsetFor(ID, 2400, 'webp'),
      sizes: '100vw',
      alt: 'Two engineers at a server rack',
      sources: [{ type: 'image/avif', srcset: srcsetFor(ID, 2400, 'avif') }],
      width: 1200,
      height: 800,
    });
    expect(articleCover(post, null)).toMatchObject({ src: `/media/${ID}/1200.webp` });
    expect(coverFor(post)).toBe(`/media/${ID}/800.webp`);
  });

  it('a preview shows the original, served for the preview', () => {
    expect(articleCover(post, { src: `/preview/token/cover` })).toEqual({
      src: '/preview/token/cover',
      alt: 'Two engineers at a server rack',
    });
  });

  it('a built-in topic graphic stands for the generated cover', () => {
    const stock = {
      slug: 'rack-day',
      coverImageUrl: '/images/insights/cloud.svg',
      coverImage: null,
    };
    expect(articleCover(stock, null)).toMatchObject({ src: '/covers/insights/1200/rack-day.webp' });
    expect(coverFor(stock)).toBe('/covers/insights/600/rack-day.webp');
  });

  it('a preview card never names a file only a build writes', () => {
    const original = (id: string) => `/api/admin/media/${id}/file`;
    expect(previewCardCover(post, original)).toBe(`/api/admin/media/${ID}/file`);
    // A share link's viewer may not load originals: the card variant published posts have.
    expect(previewCardCover(post)).toBe(`/media/${ID}/800.webp`);
    const stock = { coverImageUrl: '/images/insights/cloud.svg', coverImage: null };
    expect(previewCardCover(stock, original)).toBe('/images/insights/cloud.svg');
    // A library image that is gone: a shipped graphic, not a generated cover.
    const gone = { coverImageUrl: `/media/${ID}`, coverImage: null };
    const fallback = previewCardCover(gone, original);
    expect(fallback).toMatch(/^\/images\/insights\/[\w-]+\.svg$/);
    expect(STOCK_COVER_NAMES.map((name) => `/images/insights/${name}.svg`)).toContain(fallback);
  });

  it('the list of built-in topic graphics is the files in public/images/insights', () => {
    const files = readdirSync('public/images/insights').map((file) => file.replace(/\.svg$/, ''));
    expect([...STOCK_COVER_NAMES].sort()).toEqual(files.sort());
  });
});
