/**
 * The admin's reads and writes of industry pages, each write through the shared versioned change
 * (src/lib/content/versioned.ts).
 */
import { asc, eq } from 'drizzle-orm';
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
import { industries } from '#lib/db/schema.ts';
import { libraryImageExists } from '#lib/media/exists.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { refuseTooLongAsShown } from '#lib/pages/admin.ts';
import { industryInput, type ValidIndustryInput } from './input.ts';

export type IndustryRow = typeof industries.$inferSelect;

const NOT_FOUND = 'That industry does not exist.';
const industryRecord = versionedRecord<IndustryRow>(industries, {
  resource: 'industries',
  noun: 'industry page',
  notFound: NOT_FOUND,
});

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

/** Before a save: the slug is free, and a library image still exists. */
async function checkPage(
  tx: Database | Transaction,
  id: string | null,
  input: ValidIndustryInput,
): Promise<void> {
  await clearPageSlug(tx, 'industry', id, input.slug, {
    notFound: NOT_FOUND,
    taken: slugTaken(input.slug).message,
  });
  if (
    input.imageUrl &&
    mediaIdOf(input.imageUrl) &&
    !(await libraryImageExists(tx, input.imageUrl))
  ) {
    throw new ContentError('unknown-image', MISSING_INDUSTRY_IMAGE_MESSAGE, { field: 'imageUrl' });
  }
  await refuseTooLongAsShown(tx, industryInput, input);
}

function translate(error: unknown, slug: string): never {
  // Two saves of the same new slug at once: the unique index decides.
  if (pgCode(error) === UNIQUE_VIOLATION) throw slugTaken(slug);
  throw error;
}

/** A new industry page. */
export async function createIndustry(
  db: Database | Transaction,
  editor: AdminUser,
  input: ValidIndustryInput,
): Promise<IndustryRow> {
  return createVersioned(db, editor, industryRecord, {
    insert: async (tx) => {
      await checkPage(tx, null, input);
      const [row] = await tx
        .insert(industries)
        .values({ ...input, updatedAt: new Date() })
        .returning();
      return { id: row!.id, result: row! };
    },
    activity: (saved) => ({
      action: 'industry.created',
      subjectType: 'industry',
      subjectId: saved.id,
      summary: `Created the ${saved.isPublished ? '' : 'unpublished '}industry page for ${saved.name}`,
    }),
    announce: (saved) => `Created the industry page for ${saved.name}`,
  }).catch((error: unknown) => translate(error, input.slug));
}

/**
 * Replaces an industry page (publish or unpublish with isPublished), provided it is still at
 * `expectedVersion`. A new slug leaves the old address redirecting to the page.
 */
export async function updateIndustry(
  db: Database | Transaction,
  editor: AdminUser,
  id: string,
  input: ValidIndustryInput,
  expectedVersion: number,
): Promise<IndustryRow> {
  return updateVersioned(db, editor, industryRecord, id, expectedVersion, {
    write: async (tx, before) => {
      await checkPage(tx, id, input);
      await tx
        .update(industries)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(industries.id, id));
      await recordRename(tx, 'industry', id, before.slug, input.slug);
    },
    read: (tx) => readRecord(tx, industryRecord, id),
    activity: (saved) => ({
      action: 'industry.updated',
      subjectType: 'industry',
      subjectId: saved.id,
      summary: `Saved the industry page for ${saved.name} (${saved.isPublished ? 'published' : 'not published'})`,
    }),
    announce: (saved) => `Saved the industry page for ${saved.name}`,
  }).catch((error: unknown) => translate(error, input.slug));
}
