/**
 * Checks an upload before anything is stored: size, real type (magic bytes) and dimensions. Pure
 * JavaScript, so it runs the same on the Node server and in a Netlify function.
 */
import { imageSize } from 'image-size';
import { detectImageType, type ImageType } from './image-type.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, MEDIA_MESSAGES } from './rules.ts';

export type Inspection =
  | { ok: true; type: ImageType; width: number; height: number }
  | { ok: false; status: 400 | 413 | 415; message: string };

export function inspectUpload(bytes: Uint8Array): Inspection {
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: MEDIA_MESSAGES.noFile };
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    return { ok: false, status: 413, message: MEDIA_MESSAGES.tooLarge(bytes.byteLength) };
  }
  const detected = detectImageType(bytes);
  if (!detected.ok) return { ok: false, status: 415, message: MEDIA_MESSAGES[detected.reason] };
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, status: 400, message: MEDIA_MESSAGES.unreadable };
  }
  const { width, height } = size;
  if (!width || !height) return { ok: false, status: 400, message: MEDIA_MESSAGES.unreadable };
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return { ok: false, status: 400, message: MEDIA_MESSAGES.tooBig };
  }
  return { ok: true, type: detected.type, width, height };
}
