/**
 * Draws a cover at build time: satori lays the tree out with the brand's font and turns the text
 * into paths (the result is the same on every machine), resvg renders it to pixels, sharp makes the
 * AVIF and WebP sizes pages show. Every result is cached on disk by a hash of its input, so a build redraws only
 * the covers whose title, topic or layout changed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp, { type Sharp } from 'sharp';
import { diskCache } from '#lib/runtime/disk-cache.ts';
import { COVER, coverTree, type CoverInput } from './cover-layout.ts';
import { COVER_FORMATS, COVER_WIDTHS, type CoverFormat, type CoverWidth } from './cover-size.ts';

/** Bump when the rendering changes (fonts, rasterizer options); the drawing is in the key itself. */
const RENDER_VERSION = 4;
/** The two drawings: the social card with the title, the page cover without it (the H1 says it). */
type Drawing = 'social' | 'page';
/**
 * How the page sizes are encoded: AVIF, which browsers take first, and WebP for the rest. Flat art
 * stays clean at these qualities; with no type to keep sharp, a phone's 800 px AVIF is ~3 KB. AVIF effort 1 encodes in a third of effort 3's time for
 * about 5% more bytes: every post's first build draws six sizes, so encoding time is build time.
 */
const ENCODE: Record<CoverFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 70 }),
};
const CONTENT_TYPES: Record<CoverFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
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

const treeFor = (input: CoverInput, drawing: Drawing) =>
  coverTree(input, { withTitle: drawing === 'social' });

/** The cache key: the whole drawing (layout, motif, colors, text), the variant and the renderer. */
export const coverKey = (input: CoverInput, variant: string, drawing: Drawing = 'social'): string =>
  createHash('sha256')
    .update(JSON.stringify({ tree: treeFor(input, drawing), variant, RENDER_VERSION }))
    .digest('hex')
    .slice(0, 32);

/** The cover as a 1200 × 630 PNG: the page's Open Graph image (`social`) or the page cover's source. */
export function coverPng(input: CoverInput, drawing: Drawing = 'social'): Promise<Buffer> {
  return cached(coverKey(input, 'png', drawing), 'png', async () => {
    const svg = await satori(treeFor(input, drawing) as Parameters<typeof satori>[0], {
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

/** The page cover (no title) at `width` in `format` (for `srcset`). */
export function coverImage(
  input: CoverInput,
  width: CoverWidth,
  format: CoverFormat,
): Promise<Buffer> {
  return cached(coverKey(input, `${format}-${width}`, 'page'), format, async () =>
    ENCODE[format](sharp(await coverPng(input, 'page')).resize({ width })).toBuffer(),
  );
}

/**
 * A cover route's static paths: each item at each width in each format
 * (`/covers/{section}/{width}/{slug}.{format}`).
 */
export const coverImagePaths = <T>(items: readonly { slug: string; item: T }[]) =>
  items.flatMap(({ slug, item }) =>
    COVER_WIDTHS.flatMap((width) =>
      COVER_FORMATS.map((format) => ({
        params: { width: String(width), slug, format },
        props: { item, width, format },
      })),
    ),
  );

/** The props a cover route's page gets from `coverImagePaths`. */
export interface CoverRouteProps<T> {
  item: T;
  width: CoverWidth;
  format: CoverFormat;
}

/** A cover route's answer: the drawing at the width and in the format asked for. */
export const coverImageResponse = async (
  input: CoverInput,
  { width, format }: { width: CoverWidth; format: CoverFormat },
) =>
  new Response(new Uint8Array(await coverImage(input, width, format)), {
    headers: { 'Content-Type': CONTENT_TYPES[format] },
  });
