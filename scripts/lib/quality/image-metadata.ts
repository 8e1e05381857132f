/**
 * No built image anyone can fetch may carry a camera's metadata: EXIF (its GPS position, the camera,
 * the time), XMP (the photographer's name) or IPTC. Variants of library images, generated covers
 * and the files in public/ are all checked by their bytes.
 */
import sharp from 'sharp';

export const RASTER_IMAGE = /\.(png|jpe?g|webp|avif|gif)$/i;

export interface ImageMetadataProblem {
  file: string;
  /** What it still carries. */
  kinds: ('EXIF' | 'XMP' | 'IPTC')[];
}

/** The metadata `bytes` carry, by kind (empty when clean). */
export async function metadataKinds(bytes: Uint8Array): Promise<ImageMetadataProblem['kinds']> {
  const { exif, xmp, iptc } = await sharp(bytes).metadata();
  return [
    ...(exif ? (['EXIF'] as const) : []),
    ...(xmp ? (['XMP'] as const) : []),
    ...(iptc ? (['IPTC'] as const) : []),
  ];
}

/** The files of `files` that carry metadata; an image sharp cannot read is reported as such. */
export async function imagesWithMetadata(
  files: readonly string[],
  read: (file: string) => Uint8Array,
): Promise<(ImageMetadataProblem | { file: string; unreadable: string })[]> {
  const problems: (ImageMetadataProblem | { file: string; unreadable: string })[] = [];
  for (const file of files.filter((name) => RASTER_IMAGE.test(name))) {
    try {
      const kinds = await metadataKinds(read(file));
      if (kinds.length > 0) problems.push({ file, kinds });
    } catch (error) {
      problems.push({ file, unreadable: (error as Error).message });
    }
  }
  return problems;
}
