/**
 * Draws a cover at build time: satori lays the tree out with the brand's font and turns the text
 * into paths (the result is the same on every machine), resvg renders it to pixels it, sharp makes the WebP
 * sizes pages show. Every result is cached on disk by a hash of its input, so a build redraws only
 * the covers whose title, topic or layout changed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { diskCache } from '#lib/runtime/disk-cache.ts';
import { COVER, coverTree, type CoverInput } from './cover-layout.ts';

/** Bump when the rendering changes (fonts, rasterizer options); the drawing is in the key itself. */
const RENDER_VERSION = 2;
const cached = diskCache('northbeam-covers');

const require = createRequire(import.meta.url);
let fonts:
  Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  ));

/** The cache key: the whole drawing (layout, motif, colors, text), the variant and the renderer. */
export const coverKey = (input: CoverInput, variant: string): string =>
  createHash('sha256')
    .update(JSON.stringify({ tree: coverTree(input), variant, RENDER_VERSION }))
    .digest('hex')
    .slice(0, 32);

/** The cover as a 1200 × 630 PNG: the page's Open Graph image. */
export function coverPng(input: CoverInput): Promise<Buffer> {
  return cached(coverKey(input, 'png'), 'png', async () => {
    const svg = await satori(coverTree(input) as Parameters<typeof satori>[0], {
      ...COVER,
      fonts: await loadFonts(),
    });
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: COVER.width } }).render().asPng();
    // A 256-color palette keeps the art and the text crisp at a third of the size.
    return sharp(png)
      .png({ compressionLevel: 9, palette: true, quality: 90, dither: 1 })
      .toBuffer();
  });
}

/** The widths pages load the cover at. */
export const COVER_WIDTHS = [600, 1200] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** The cover as WebP at `width` (for `srcset`). */
export function coverWebp(input: CoverInput, width: CoverWidth): Promise<Buffer> {
  return cached(coverKey(input, `webp-${width}`), 'webp', async () =>
    sharp(await coverPng(input))
      .resize({ width })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}

/** A cover route's static paths: each item at each width (`/covers/{section}/{width}/{slug}.webp`). */
export const coverWidthPaths = <T>(items: readonly { slug: string; item: T }[]) =>
  items.flatMap(({ slug, item }) =>
    COVER_WIDTHS.map((width) => ({
      params: { width: String(width), slug },
      props: { item, width },
    })),
  );

/** A cover route's answer: the drawing as WebP at the width asked for. */
export const coverWebpResponse = async (input: CoverInput, width: CoverWidth) =>
  new Response(new Uint8Array(await coverWebp(input, width)), {
    headers: { 'Content-Type': 'image/webp' },
  });
