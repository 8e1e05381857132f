/**
 * The admin's reads and writes of location pages. A published page may not be a near duplicate of
 * another published one (the build would refuse it): such a page can only be saved unpublished.
 */
import { asc, eq, ne } from 'drizzle-orm';
import { ContentError, pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import { clearPageSlug, recordRename } from '#lib/content/page-slug-redirects.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { locations } from '#lib/db/schema.ts';
import { locationText, nearDuplicates, type LocationText, type NearDuplicate } from './doorway.ts';
import type { ValidLocationInput } from './input.ts';

export type LocationRow = typeof locations.$inferSelect;

export async function listAllLocations(db: Database): Promise<LocationRow[]> {
  return db.select().from(locations).orderBy(asc(locations.state), asc(locations.city));
}

/** The published pages this one would be a near duplicate of, if it were published. */
export function duplicatesAmong(
  input: ValidLocationInput,
  others: readonly LocationText[],
): NearDuplicate[] {
  return nearDuplicates([locationText(input), ...others]).filter(
    (pair) => pair.slug === input.slug || pair.similarTo === input.slug,
  );
}

function refuseDuplicates(pairs: readonly NearDuplicate[], slug: string): void {
  if (pairs.length === 0) return;
  const named = pairs
    .map((pair) => {
      const other = pair.slug === slug ? pair.similarTo : pair.slug;
      return `/locations/${other} (${Math.round(pair.score * 100)}% the same)`;
    })
    .join(', ');
  throw new ContentError(
    'near-duplicate',
    `This page reads too much like ${named} once the city names are removed. Rewrite its intro and FAQs for its own city, or save it unpublished for now.`,
  );
}

const slugTakenMessage = (slug: string) =>
  `Another location already uses the slug "${slug}" (/locations/${slug}).`;

/**
 * Creates (id null) or replaces a location page, compared with the other published pages. A new
 * slug leaves the old address redirecting to the page.
 */
export async function saveLocation(
  db: Database | Transaction,
  id: string | null,
  input: ValidLocationInput,
): Promise<LocationRow> {
  // A taken slug is the first thing to fix: said before any comparison of the copy.
  const before = await clearPageSlug(db, 'location', id, input.slug, {
    notFound: 'That location does not exist.',
    taken: slugTakenMessage(input.slug),
  });
  if (input.isPublished) {
    refuseDuplicates(duplicatesAmong(input, await publishedLocationTexts(db, id)), input.slug);
  }
  const values = { ...input, updatedAt: new Date() };
  try {
    const [row] = id
      ? await db.update(locations).set(values).where(eq(locations.id, id)).returning()
      : await db.insert(locations).values(values).returning();
    if (!row) throw new ContentError('not-found', 'That location does not exist.');
    await recordRename(db, 'location', row.id, before, row.slug);
    return row;
  } catch (error) {
    // Two saves of the same new slug at once: the unique index decides.
    if (pgCode(error) === UNIQUE_VIOLATION)
      throw new ContentError('slug-taken', slugTakenMessage(input.slug));
    throw error;
  }
}

/** The other published rows' texts (`excludeId`: the row being saved). */
export async function publishedLocationTexts(
  db: Database | Transaction,
  excludeId: string | null,
): Promise<LocationText[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(excludeId ? ne(locations.id, excludeId) : undefined);
  return rows
    .filter((row) => row.isPublished && row.details)
    .map((row) => locationText({ ...row, details: row.details! }));
}
