/**
 * Build time: a library image resized to one of its widths, in AVIF or WebP, cached on disk by the
 * original's hash so a build only encodes new images.
 */
import sharp from 'sharp';
import { diskCache } from '#lib/runtime/disk-cache.ts';
import type { MediaFormat } from './urls.ts';

/** Bump when the encoding settings change. */
const ENCODING_VERSION = 1;
const cached = diskCache('northbeam-media');

export const VARIANT_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

export function imageVariant(
  original: { sha256: string; load: () => Promise<Buffer> },
  width: number,
  format: MediaFormat,
): Promise<Buffer> {
  const key = `${original.sha256.slice(0, 32)}-${width}-v${ENCODING_VERSION}`;
  return cached(key, format, async () => {
    // rotate(): honor the camera's orientation before the EXIF (and its GPS position) is dropped.
    const resized = sharp(await original.load())
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return format === 'avif'
      ? resized.avif({ quality: 55, effort: 3 }).toBuffer()
      : resized.webp({ quality: 80 }).toBuffer();
  });
}

/** A 1 × 1 transparent image: what the build writes for a variant that cannot be encoded. */
export function blankImage(format: MediaFormat): Promise<Buffer> {
  const pixel = sharp({
    create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  });
  return format === 'avif' ? pixel.avif().toBuffer() : pixel.webp().toBuffer();
}
