/** The `<picture>` a page shows for a library image: AVIF first, WebP otherwise, at every built width. */
import type { LibraryImage } from '#lib/content/types.ts';
import { srcsetFor, variantPath, variantWidths } from './urls.ts';

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
