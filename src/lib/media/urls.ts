/**
 * How library images are addressed. A post stores `/media/{id}`; each build writes that image at a
 * few widths, in AVIF and WebP, to `/media/{id}/{width}.{format}`, and pages list them in `srcset`.
 */

// Regular expression literals, not `new RegExp`: a module whose top level only defines things has no
// side effects, so a bundle that uses none of it leaves it out (/insights loaded it for nothing).
const MEDIA_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The widths a build writes, never wider than the original (which is written as its own width). */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;
const WIDEST = 1600;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const mediaPath = (id: string) => `/media/${id}`;

/** The stored original, served to signed-in admins (thumbnails and previews; pages use variants). */
export const mediaOriginalPath = (id: string) => `/api/admin/media/${id}/file`;

const MEDIA_PATH_IN_TEXT =
  /\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-])/g;

/** The library image paths (`/media/{id}`) a Markdown body names, each once, in order. */
export function mediaPathsIn(markdown: string): string[] {
  return [...new Set(markdown.match(MEDIA_PATH_IN_TEXT) ?? [])];
}

/** The library image a stored cover path names, or null. */
export function mediaIdOf(path: string): string | null {
  return MEDIA_PATH.exec(path)?.[1] ?? null;
}

export function variantWidths(originalWidth: number): number[] {
  const widest = Math.min(originalWidth, WIDEST);
  return [...MEDIA_WIDTHS.filter((width) => width < widest), widest];
}

export const variantPath = (id: string, width: number, format: MediaFormat) =>
  `/media/${id}/${width}.${format}`;

/** Cards show covers about 600 px wide (twice that on dense screens is not worth the bytes). */
const CARD_WIDTH = 600;

/** The WebP a card shows: the smallest variant at least card-wide, else the widest there is. */
export function cardVariantPath(image: { id: string; width: number }): string {
  const widths = variantWidths(image.width);
  const width = widths.find((w) => w >= CARD_WIDTH) ?? widths[widths.length - 1]!;
  return variantPath(image.id, width, 'webp');
}

export const srcsetFor = (id: string, originalWidth: number, format: MediaFormat) =>
  variantWidths(originalWidth)
    .map((width) => `${variantPath(id, width, format)} ${width}w`)
    .join(', ');

/** The height at `width`, keeping the original's proportions. */
export const heightAt = (original: { width: number; height: number }, width: number) =>
  Math.round((original.height * width) / original.width);
