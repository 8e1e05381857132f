/**
 * Composed pages as a collection (src/lib/collections/define.ts): pages the marketer makes from the
 * brand's sections, at /{slug}, with drafts. Editors create, publish and retire them; contributors
 * write drafts. Every image a page shows must still be in the media library.
 */
import { asc } from 'drizzle-orm';
import { defineCollection } from '#lib/collections/define.ts';
import { ContentError } from '#lib/content/errors.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { landingPages as landingPagesTable } from '#lib/db/schema.ts';
import { libraryImageExists } from '#lib/media/exists.ts';
import { refuseTooLongAsShown } from '#lib/pages/admin.ts';
import { LANDING_PAGE_ACCESS } from './access.ts';
import { landingPagePath } from './addresses.ts';
import { keptAddresses } from '#lib/content/page-slug-redirects.ts';
import { landingPageInput, type ValidLandingPageInput } from './input.ts';

export type LandingPageRow = typeof landingPagesTable.$inferSelect;

export const MISSING_IMAGE_MESSAGE =
  'That image is not in the media library (it may have been deleted). Choose another image.';

/** The library images a page shows, each with the form field it is in. */
function imagesOf(input: ValidLandingPageInput): { path: string; field: string }[] {
  const images = input.sections.flatMap((section, index) =>
    section.type === 'imageText' ? [{ path: section.image, field: `sections.${index}.image` }] : [],
  );
  return input.socialImage
    ? [{ path: input.socialImage, field: 'socialImage' }, ...images]
    : images;
}

async function imagesInLibrary(tx: Database | Transaction, input: ValidLandingPageInput) {
  for (const image of imagesOf(input)) {
    if (!(await libraryImageExists(tx, image.path))) {
      throw new ContentError('unknown-image', MISSING_IMAGE_MESSAGE, { field: image.field });
    }
  }
}

const NOT_FOUND = 'That page does not exist.';
const slugTaken = (slug: string) => `Another page already uses the address /${slug}.`;

export const landingPages = defineCollection({
  name: 'landing-pages',
  table: landingPagesTable,
  input: landingPageInput,
  nouns: { one: 'page', many: 'pages' },
  subject: 'landing-page',
  title: (row) => row.title,
  path: ({ slug }) => landingPagePath(slug),
  order: [asc(landingPagesTable.title)],
  access: LANDING_PAGE_ACCESS,
  exported: true,
  notFound: NOT_FOUND,
  slugTaken,
  // A renamed page keeps its old address: it redirects to the new one.
  addresses: keptAddresses('landingPage', { notFound: NOT_FOUND, taken: slugTaken }),
  mediaFields: ['socialImage', 'sections.*.image'],
  hooks: {
    checks: [imagesInLibrary, (tx, input) => refuseTooLongAsShown(tx, landingPageInput, input)],
  },
});
