/** The public reads of the media library: what pages need to show an image (size and alt text). */
import { inArray } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { media } from '#lib/db/schema.ts';
import type { LibraryImage } from '#lib/content/types.ts';
import { shownImages } from './left-out.ts';
import { mediaIdOf, mediaPath } from './urls.ts';

/** The library images these paths name, by path (paths that name none are left out). */
export async function libraryImages(
  db: Database,
  paths: readonly (string | null)[],
): Promise<Map<string, LibraryImage>> {
  const ids = [...new Set(paths.map((path) => (path ? mediaIdOf(path) : null)))].filter(
    (id): id is string => id !== null,
  );
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: media.id,
      width: media.width,
      height: media.height,
      alt: media.alt,
      sha256: media.sha256,
    })
    .from(media)
    .where(inArray(media.id, ids));
  // An image that does not decode is left out, as if the path named none (left-out.ts).
  const shown = await shownImages(db, rows);
  return new Map(shown.map(({ sha256: _sha256, ...row }) => [mediaPath(row.id), row]));
}

/** The images of `paths` that `images` holds, in order (the others are left out). */
export const imagesOf = (
  images: ReadonlyMap<string, LibraryImage>,
  paths: readonly string[],
): LibraryImage[] => paths.flatMap((path) => images.get(path) ?? []);
