/** The public reads of the media library: what pages need to show an image (size and alt text). */
import { inArray } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { media } from '#lib/db/schema.ts';
import type { LibraryImage } from '#lib/content/types.ts';
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
    .select({ id: media.id, width: media.width, height: media.height, alt: media.alt })
    .from(media)
    .where(inArray(media.id, ids));
  return new Map(rows.map((row) => [mediaPath(row.id), row]));
}
