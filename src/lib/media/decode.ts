/**
 * Whether an image decodes completely, the way the build's encoder reads it: every compressed byte
 * (a JPEG cut short, a PNG with damaged data and an AVIF missing its tail all fail here), with
 * sharp's default strictness, which the variants use too. Uploads are refused on a problem; images
 * already stored are checked again when a page would show them (decodable.ts).
 */
import sharp from 'sharp';
import { MAX_IMAGE_SIDE } from './rules.ts';

/** Why the image cannot be decoded (sharp's own words), or null when it decodes. */
export async function decodeProblem(bytes: Uint8Array): Promise<string | null> {
  try {
    // Decoding to a thumbnail still reads all of the compressed data (a JPEG's smaller scale skips
    // work in the inverse DCT, not in the file), at a fraction of a full-size decode's time.
    await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
    return null;
  } catch (error) {
    return reasonOf(error);
  }
}

/** sharp's message without the library prefix and on one line: "premature end of JPEG image". */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')[0]!
      .replace(/^(VipsJpeg|vipspng|VipsForeignLoad\w*|heif|webp):\s*/i, '')
      .trim() || 'unknown decoding error'
  );
}
