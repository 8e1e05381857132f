/**
 * No built image anyone can fetch may carry a camera's metadata: EXIF (its GPS position, the camera,
 * the time), XMP (the photographer's name) or IPTC. Variants of library images, generated covers
 * and the files in public/ are all checked by their bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BuiltSite, CheckResult } from './site.ts';

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

/** The site check: every raster image in the build, none carrying camera metadata. */
export async function checkImageMetadata(
  site: Pick<BuiltSite, 'clientDir' | 'files'>,
): Promise<CheckResult> {
  const images = [...site.files].filter((file) => RASTER_IMAGE.test(file));
  const problems = await imagesWithMetadata(images, (file) =>
    readFileSync(join(site.clientDir, file)),
  );
  return {
    summary: `${images.length} raster images checked for EXIF, XMP and IPTC`,
    failures: problems.map((problem) =>
      'unreadable' in problem
        ? `${problem.file}: could not be read (${problem.unreadable})`
        : `${problem.file}: carries ${problem.kinds.join(', ')} metadata`,
    ),
  };
}
