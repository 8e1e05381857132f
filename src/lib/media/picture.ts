/** The `<picture>` a page shows for a library image: AVIF first, WebP otherwise, at every built width. */
import type { LibraryImage } from '#lib/content/types.ts';
import { mediaIdOf, srcsetFor, variantPath, variantWidths } from './urls.ts';

export interface PictureImage {
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
  sources: { type: string; srcset: string }[];
  /** The size of the `src` variant. */
  width: number;
  height: number;
}

/** How wide an image in an article shows: the reading column, else the screen less its padding. */
export const READING_COLUMN_SIZES =
  '(min-width: 48rem) 45rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)';

/** The fallback `src`: the widest variant up to 1200 px. */
const FALLBACK_MAX = 1200;

export function libraryPicture(image: LibraryImage, sizes: string): PictureImage {
  const widths = variantWidths(image.width);
  const fallback = [...widths].reverse().find((w) => w <= FALLBACK_MAX) ?? widths[0]!;
  return {
    src: variantPath(image.id, fallback, 'webp'),
    srcset: srcsetFor(image.id, image.width, 'webp'),
    sizes,
    alt: image.alt,
    sources: [{ type: 'image/avif', srcset: srcsetFor(image.id, image.width, 'avif') }],
    width: fallback,
    height: Math.round((image.height * fallback) / image.width),
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The `<picture>` as HTML, for a body rendered from Markdown: lazy, with its width and height (a
 * single `<img>` when it has no other widths, as in a preview).
 */
export function pictureHtml(picture: PictureImage): string {
  if (!picture.srcset) {
    return `<img src="${picture.src}" alt="${escapeAttribute(picture.alt)}" width="${picture.width}" height="${picture.height}" loading="lazy" decoding="async">`;
  }
  const sources = picture.sources
    .map(
      (source) =>
        `<source type="${source.type}" srcset="${source.srcset}" sizes="${picture.sizes}">`,
    )
    .join('');
  return `<picture>${sources}<img src="${picture.src}" srcset="${picture.srcset}" sizes="${picture.sizes}" alt="${escapeAttribute(picture.alt)}" width="${picture.width}" height="${picture.height}" loading="lazy" decoding="async"></picture>`;
}

/**
 * How a body shows its library images (the renderer's `libraryImage`): each as the `<picture>` of
 * its built variants with the alt text the body gives it; an image not in `images` (deleted, or
 * left out because it does not decode) is left out of the page.
 */
export function bodyPictures(images: readonly LibraryImage[]) {
  const byPath = new Map(images.map((image) => [`/media/${image.id}`, image]));
  return (path: string, alt: string): string | null | undefined => {
    if (!mediaIdOf(path)) return undefined;
    const image = byPath.get(path);
    return image ? pictureHtml(libraryPicture({ ...image, alt }, READING_COLUMN_SIZES)) : null;
  };
}
