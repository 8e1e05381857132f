/** The public reads of composed pages: the build's list of published pages and their images. */
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { LibraryImage } from '#lib/content/types.ts';
import type { Database } from '#lib/db/database.ts';
import { landingPages } from '#lib/db/schema.ts';
import { libraryImages } from '#lib/media/queries.ts';
import { landingPagePath } from './addresses.ts';
import { landingPageImagePaths } from './images.ts';
import { liveLandingPage } from './live.ts';

const { id: _id, version: _version, ...pageColumns } = getTableColumns(landingPages);

export type PublishedLandingPage = Omit<typeof landingPages.$inferSelect, 'id' | 'version'>;

/** The live pages (published, their time come) by address, with the library images they show (by path). */
export async function listLandingPages(
  db: Database,
): Promise<{ pages: PublishedLandingPage[]; images: Map<string, LibraryImage> }> {
  const pages = await db
    .select(pageColumns)
    .from(landingPages)
    .where(liveLandingPage())
    .orderBy(asc(landingPages.slug));
  return { pages, images: await libraryImages(db, pages.flatMap(landingPageImagePaths)) };
}

/** The addresses of the live pages search engines are asked not to list. */
export async function noindexLandingPaths(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: landingPages.slug })
    .from(landingPages)
    .where(and(liveLandingPage(), eq(landingPages.noindex, true)))
    .orderBy(asc(landingPages.slug));
  return rows.map((row) => landingPagePath(row.slug));
}
