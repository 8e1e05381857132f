/**
 * Images an import brings into the media library, through the same checks as an upload (its real
 * type by its bytes, at most 5 MB and 8,000 px a side, decoded in full; SVG and other types
 * refused) and stored the same way: the original bytes, served to visitors only as the build's
 * re-encoded variants, without EXIF, GPS or XMP. An image already in the library (the same bytes)
 * is used again rather than stored twice.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#lib/db/database.ts';
import { media } from '#lib/db/schema.ts';
import { insertImage } from '#lib/media/admin.ts';
import { decodeProblem } from '#lib/media/decode.ts';
import type { ImageType } from '#lib/media/image-type.ts';
import { inspectUpload } from '#lib/media/inspect.ts';
import { MAX_ALT_LENGTH, MEDIA_MESSAGES } from '#lib/media/rules.ts';
import { mediaPath, variantPath, variantWidths } from '#lib/media/urls.ts';

export interface CheckedImage {
  bytes: Uint8Array;
  type: ImageType;
  width: number;
  height: number;
  filename: string;
  alt: string;
  sha256: string;
}

/** An image's bytes, checked as an upload would be; or why they are refused. */
export async function checkImage(
  bytes: Uint8Array,
  filename: string,
  alt: string,
): Promise<{ ok: true; image: CheckedImage } | { ok: false; reason: string }> {
  const inspection = inspectUpload(bytes);
  if (!inspection.ok) return { ok: false, reason: inspection.message };
  const damaged = await decodeProblem(bytes);
  if (damaged) return { ok: false, reason: MEDIA_MESSAGES.undecodable(damaged) };
  return {
    ok: true,
    image: {
      bytes,
      type: inspection.type,
      width: inspection.width,
      height: inspection.height,
      filename,
      alt: altFor(alt, filename),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** Alt text within the library's limit; a file name made readable when the source gave none. */
export function altFor(alt: string, filename: string): string {
  const clean = alt.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const fallback = filename
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/-\d+x\d+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  const text = clean || fallback || 'Image';
  return text.length > MAX_ALT_LENGTH ? `${text.slice(0, MAX_ALT_LENGTH - 1)}…` : text;
}

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  alt: string;
  /** False when the library had these bytes already. */
  created: boolean;
}

/** Stores a checked image, or finds the library's copy of the same bytes. */
export async function storeImage(
  tx: Transaction,
  image: CheckedImage,
  uploadedBy: string,
  /** The id to keep (an export of another instance's library). */
  id?: string,
): Promise<StoredImage> {
  const [existing] = await tx
    .select({ id: media.id, width: media.width, height: media.height, alt: media.alt })
    .from(media)
    .where(eq(media.sha256, image.sha256))
    .limit(1);
  if (existing) return { ...existing, created: false };
  const stored = await insertImage(tx, { ...image, uploadedBy, ...(id && { id }) });
  return {
    id: stored.id,
    width: stored.width,
    height: stored.height,
    alt: stored.alt,
    created: true,
  };
}

/**
 * The address a post's body names a library image by; each build shows it as a `<picture>` of its
 * widths, as it does a cover.
 */
export const bodyImagePath = (image: { id: string }): string => mediaPath(image.id);

/** Where an old attachment page leads: the image itself, at its widest variant. */
export function fullImagePath(image: { id: string; width: number }): string {
  const widths = variantWidths(image.width);
  return variantPath(image.id, widths[widths.length - 1]!, 'webp');
}
