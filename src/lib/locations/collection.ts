/**
 * Location pages: a page per city served, with drafts; a renamed page keeps redirecting from its
 * old address. A published page may not be a near duplicate of another published one (the build
 * would refuse it): such a page can only be saved unpublished.
 */
import { asc, ne } from 'drizzle-orm';
import { defineCollection } from '#lib/collections/define.ts';
import { ContentError } from '#lib/content/errors.ts';
import { keptAddresses } from '#lib/content/page-slug-redirects.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { locations as locationsTable } from '#lib/db/schema.ts';
import { locationText, nearDuplicates, type LocationText, type NearDuplicate } from './doorway.ts';
import { refuseTooLongAsShown } from '#lib/pages/admin.ts';
import { locationDetails, locationInput, type ValidLocationInput } from './input.ts';

export type LocationRow = typeof locationsTable.$inferSelect;

const NOT_FOUND = 'That location does not exist.';

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

const slugTaken = (slug: string) =>
  `Another location already uses the slug "${slug}" (/locations/${slug}).`;

/** A published page is no near copy of another published one (the build would refuse it). */
async function noNearDuplicate(
  tx: Database | Transaction,
  input: ValidLocationInput,
  before: LocationRow | null,
): Promise<void> {
  if (!input.isPublished) return;
  refuseDuplicates(
    duplicatesAmong(input, await publishedLocationTexts(tx, before?.id ?? null)),
    input.slug,
  );
}

/** Location pages as a collection (src/lib/collections/define.ts), at /locations/{slug}. */
export const locations = defineCollection({
  name: 'locations',
  table: locationsTable,
  input: locationInput,
  nouns: { one: 'location page', many: 'location pages' },
  subject: 'location',
  title: (row) => `${row.city}, ${row.state}`,
  shortTitle: (row) => row.city,
  path: ({ slug }) => `/locations/${slug}`,
  order: [asc(locationsTable.state), asc(locationsTable.city)],
  exported: true,
  notFound: NOT_FOUND,
  slugTaken,
  // The address is checked first: it is the first thing to fix.
  addresses: keptAddresses('location', { notFound: NOT_FOUND, taken: slugTaken }),
  // A page stored before pages kept their own copy has none: the generic template shows.
  importInput: locationInput.extend({ details: locationDetails.nullable() }),
  hooks: {
    checks: [(tx, input) => refuseTooLongAsShown(tx, locationInput, input), noNearDuplicate],
  },
});

/** The other published rows' texts (`excludeId`: the row being saved). */
export async function publishedLocationTexts(
  db: Database | Transaction,
  excludeId: string | null,
): Promise<LocationText[]> {
  const rows = await db
    .select()
    .from(locationsTable)
    .where(excludeId ? ne(locationsTable.id, excludeId) : undefined);
  return rows
    .filter((row) => row.isPublished && row.details)
    .map((row) => locationText({ ...row, details: row.details! }));
}
