/** The admin's reads and writes of industry pages. */
import { asc, eq } from 'drizzle-orm';
import { ContentError, pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import { clearPageSlug, recordRename } from '#lib/content/page-slug-redirects.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { industries } from '#lib/db/schema.ts';
import { libraryImageExists } from '#lib/media/exists.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import type { ValidIndustryInput } from './input.ts';

export type IndustryRow = typeof industries.$inferSelect;

export const MISSING_INDUSTRY_IMAGE_MESSAGE =
  'That image is not in the media library (it may have been deleted). Choose another image.';

export async function listAllIndustries(db: Database): Promise<IndustryRow[]> {
  return db.select().from(industries).orderBy(asc(industries.name));
}

const slugTaken = (slug: string) =>
  new ContentError(
    'slug-taken',
    `Another industry already uses the slug "${slug}" (/industries/${slug}).`,
  );

/**
 * Creates (id null) or replaces an industry page. A library image must exist when it is saved; a new
 * slug leaves the old address redirecting to the page.
 */
export async function saveIndustry(
  db: Database | Transaction,
  id: string | null,
  input: ValidIndustryInput,
): Promise<IndustryRow> {
  const before = await clearPageSlug(db, 'industry', id, input.slug, {
    notFound: 'That industry does not exist.',
    taken: slugTaken(input.slug).message,
  });
  if (
    input.imageUrl &&
    mediaIdOf(input.imageUrl) &&
    !(await libraryImageExists(db, input.imageUrl))
  ) {
    throw new ContentError('unknown-image', MISSING_INDUSTRY_IMAGE_MESSAGE, { field: 'imageUrl' });
  }
  const values = { ...input, updatedAt: new Date() };
  try {
    const [row] = id
      ? await db.update(industries).set(values).where(eq(industries.id, id)).returning()
      : await db.insert(industries).values(values).returning();
    if (!row) throw new ContentError('not-found', 'That industry does not exist.');
    await recordRename(db, 'industry', row.id, before, row.slug);
    return row;
  } catch (error) {
    // Two saves of the same new slug at once: the unique index decides.
    if (pgCode(error) === UNIQUE_VIOLATION) throw slugTaken(input.slug);
    throw error;
  }
}
