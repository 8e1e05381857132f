/** The public reads of industry pages: the build's list of published industries. */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { industries } from '#lib/db/schema.ts';
import type { Industry } from '#lib/content/types.ts';
import { libraryImages } from '#lib/media/queries.ts';

const { id: _industryId, ...industryColumns } = getTableColumns(industries);

/** The published industry rows, each with its library image if it has one. */
export async function listIndustries(db: Database): Promise<Industry[]> {
  const rows = await db
    .select(industryColumns)
    .from(industries)
    .where(eq(industries.isPublished, true))
    .orderBy(asc(industries.name));
  const images = await libraryImages(
    db,
    rows.map((row) => row.imageUrl),
  );
  return rows.map((row) => ({
    ...row,
    libraryImage: (row.imageUrl && images.get(row.imageUrl)) || null,
  }));
}
