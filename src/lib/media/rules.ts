/**
 * What the media library accepts, and the messages for what it refuses. Free of zod, so the admin's
 * upload form checks the same limits without carrying a validator.
 */
import { IMAGE_TYPES } from './image-type.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The largest upload body the media route reads: an image plus room for the multipart framing and
 * its alt text.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
export const MAX_ALT_LENGTH = 250;
/** Wider or taller images are refused: nobody needs them on a web page, and decoding costs memory. */
export const MAX_IMAGE_SIDE = 8000;

const accepted = Object.values(IMAGE_TYPES)
  .map((type) => type.label)
  .join(', ');

export const MEDIA_MESSAGES = {
  tooLarge: (bytes: number) =>
    `The image is ${formatBytes(bytes)}; the limit is ${formatBytes(MAX_IMAGE_BYTES)}. Export it smaller and try again.`,
  bodyTooLarge: `The upload is larger than ${formatBytes(MAX_IMAGE_BYTES)}, the limit for an image.`,
  svg: 'SVG files are not accepted: they can carry scripts. Upload a JPEG, PNG, WebP or AVIF instead.',
  unknown: `That file is not an image the site can use. Upload a ${accepted} file.`,
  unreadable: 'The image could not be read: the file may be damaged. Export it again and retry.',
  undecodable: (reason: string) =>
    `The image could not be decoded completely (${reason}): the file is damaged or cut short. Export it again and upload the new file.`,
  tooBig: `The image is larger than ${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels on a side. Export it smaller and try again.`,
  noFile: 'Choose an image to upload.',
  notMultipart: 'Send the image as multipart/form-data, with the fields "file" and "alt".',
} as const;

/** "1.2 MB", "800 KB", "532 bytes": sizes as the admin shows them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} byte${bytes === 1 ? '' : 's'}`;
}
