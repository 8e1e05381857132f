/**
 * The admin's reads and writes of location pages, each write through the shared versioned change
 * (src/lib/content/versioned.ts). A published page may not be a near duplicate of another published
 * one (the build would refuse it): such a page can only be saved unpublished.
 */
import { asc, eq, ne } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import { ContentError, pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import {
  createVersioned,
  readRecord,
  updateVersioned,
  versionedRecord,
} from '#lib/content/versioned.ts';
import { clearPageSlug, recordRename } from '#lib/content/page-slug-redirects.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { locations } from '#lib/db/schema.ts';
import { locationText, nearDuplicates, type LocationText, type NearDuplicate } from './doorway.ts';
import { refuseTooLongAsShown } from '#lib/pages/admin.ts';
import { locationInput, type ValidLocationInput } from './input.ts';

export type LocationRow = typeof locations.$inferSelect;

const NOT_FOUND = 'That location does not exist.';
const locationRecord = versionedRecord<LocationRow>(locations, {
  resource: 'locations',
  noun: 'location page',
  notFound: NOT_FOUND,
});

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

/** Before a save: the slug is free (the first thing to fix) and a published page is no copy. */
async function checkPage(
  tx: Database | Transaction,
  id: string | null,
  input: ValidLocationInput,
): Promise<void> {
  await clearPageSlug(tx, 'location', id, input.slug, {
    notFound: NOT_FOUND,
    taken: slugTakenMessage(input.slug),
  });
  await refuseTooLongAsShown(tx, locationInput, input);
  if (input.isPublished) {
    refuseDuplicates(duplicatesAmong(input, await publishedLocationTexts(tx, id)), input.slug);
  }
}

function translate(error: unknown, slug: string): never {
  // Two saves of the same new slug at once: the unique index decides.
  if (pgCode(error) === UNIQUE_VIOLATION)
    throw new ContentError('slug-taken', slugTakenMessage(slug));
  throw error;
}

const place = (row: LocationRow) => `${row.city}, ${row.state}`;

/** A new location page, compared with the published ones. */
export async function createLocation(
  db: Database | Transaction,
  editor: AdminUser,
  input: ValidLocationInput,
): Promise<LocationRow> {
  return createVersioned(db, editor, locationRecord, {
    insert: async (tx) => {
      await checkPage(tx, null, input);
      const [row] = await tx
        .insert(locations)
        .values({ ...input, updatedAt: new Date() })
        .returning();
      return { id: row!.id, result: row! };
    },
    activity: (saved) => ({
      action: 'location.created',
      subjectType: 'location',
      subjectId: saved.id,
      summary: `Created the ${saved.isPublished ? '' : 'unpublished '}location page for ${place(saved)}`,
    }),
    announce: (saved) => `Created the location page for ${saved.city}`,
  }).catch((error: unknown) => translate(error, input.slug));
}

/**
 * Replaces a location page (publish or unpublish with isPublished), provided it is still at
 * `expectedVersion`. A new slug leaves the old address redirecting to the page.
 */
export async function updateLocation(
  db: Database | Transaction,
  editor: AdminUser,
  id: string,
  input: ValidLocationInput,
  expectedVersion: number,
): Promise<LocationRow> {
  return updateVersioned(db, editor, locationRecord, id, expectedVersion, {
    write: async (tx, before) => {
      await checkPage(tx, id, input);
      await tx
        .update(locations)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(locations.id, id));
      await recordRename(tx, 'location', id, before.slug, input.slug);
    },
    read: (tx) => readRecord(tx, locationRecord, id),
    activity: (saved) => ({
      action: 'location.updated',
      subjectType: 'location',
      subjectId: saved.id,
      summary: `Saved the location page for ${place(saved)} (${saved.isPublished ? 'published' : 'not published'})`,
    }),
    announce: (saved) => `Saved the location page for ${saved.city}`,
  }).catch((error: unknown) => translate(error, input.slug));
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
