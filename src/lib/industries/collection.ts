/**
 * Industry pages as a collection (src/lib/collections/define.ts): a page per industry served, at
 * /industries/{slug}, with drafts; a renamed page keeps redirecting from its old address, and its
 * image is a library image that still exists or a built-in illustration.
 */
import { asc } from 'drizzle-orm';
import { defineCollection } from '#lib/collections/define.ts';
import { ContentError } from '#lib/content/errors.ts';
import { keptAddresses } from '#lib/content/page-slug-redirects.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { industries as industriesTable } from '#lib/db/schema.ts';
import { libraryImageExists } from '#lib/media/exists.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { refuseTooLongAsShown } from '#lib/pages/admin.ts';
import { industryDetails, industryInput, type ValidIndustryInput } from './input.ts';

export type IndustryRow = typeof industriesTable.$inferSelect;

export const MISSING_INDUSTRY_IMAGE_MESSAGE =
  'That image is not in the media library (it may have been deleted). Choose another image.';

const NOT_FOUND = 'That industry does not exist.';
const slugTaken = (slug: string) =>
  `Another industry already uses the slug "${slug}" (/industries/${slug}).`;

async function imageInLibrary(tx: Database | Transaction, input: ValidIndustryInput) {
  if (
    input.imageUrl &&
    mediaIdOf(input.imageUrl) &&
    !(await libraryImageExists(tx, input.imageUrl))
  ) {
    throw new ContentError('unknown-image', MISSING_INDUSTRY_IMAGE_MESSAGE, { field: 'imageUrl' });
  }
}

export const industries = defineCollection({
  name: 'industries',
  table: industriesTable,
  input: industryInput,
  nouns: { one: 'industry page', many: 'industry pages' },
  subject: 'industry',
  title: (row) => row.name,
  path: ({ slug }) => `/industries/${slug}`,
  order: [asc(industriesTable.name)],
  exported: true,
  notFound: NOT_FOUND,
  slugTaken,
  addresses: keptAddresses('industry', { notFound: NOT_FOUND, taken: slugTaken }),
  // A page stored before pages kept their own copy has none: the generic template shows.
  importInput: industryInput.extend({ details: industryDetails.nullable() }),
  mediaFields: ['imageUrl'],
  hooks: {
    checks: [imageInLibrary, (tx, input) => refuseTooLongAsShown(tx, industryInput, input)],
  },
});
