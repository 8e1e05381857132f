/**
 * The library images a build leaves out because they do not decode (decodable.ts), as the build,
 * the public reads and the admin's publishing status see them.
 */
import type { Database } from '#lib/db/database.ts';
import { decodableImages, imageProblem, type CheckedImage } from './decodable.ts';
import { getImageFile, imagesInUse, type ImageInUse, type MediaUse } from './admin.ts';

export interface LeftOutImage {
  id: string;
  filename: string;
  /** Why it cannot be decoded, in the decoder's words. */
  reason: string;
  /** The pages that show something else instead. */
  usedBy: MediaUse[];
}

const bytesOf = (db: Database) => async (id: string) => (await getImageFile(db, id))?.data ?? null;

/** Of these library rows, the ones a page may show. */
export const shownImages = <T extends CheckedImage>(db: Database, rows: readonly T[]) =>
  decodableImages(rows, bytesOf(db));

/** The images pages use that decode: the build writes their variants. */
export async function shownImagesInUse(db: Database): Promise<ImageInUse[]> {
  return shownImages(db, await imagesInUse(db));
}

/** The images pages use that do not decode, with why and what shows something else instead. */
export async function leftOutImages(db: Database): Promise<LeftOutImage[]> {
  const leftOut: LeftOutImage[] = [];
  const load = bytesOf(db);
  for (const image of await imagesInUse(db)) {
    const reason = await imageProblem(image, () => load(image.id));
    if (reason !== null) {
      leftOut.push({ id: image.id, filename: image.filename, reason, usedBy: image.usedBy });
    }
  }
  return leftOut;
}
