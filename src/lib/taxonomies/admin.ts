/**
 * The admin's writes of audiences, journey stages and topics, each through the shared versioned
 * change (src/lib/content/versioned.ts): one transaction with its activity entry, then a publish
 * request. A changed slug leaves a redirect from the old address; a record in use is deleted only
 * when the admin says to take it off its posts too.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { posts } from '#lib/db/schema.ts';
import { ContentError, pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import {
  createVersioned,
  deleteVersioned,
  updateVersioned,
  versionedRecord,
  type VersionedRecord,
} from '#lib/content/versioned.ts';
import { taxonomyTables } from './queries.ts';
import {
  claimPageSlug,
  forgetPageRedirects,
  recordOldPageSlug,
  PageSlugConflict,
} from '#lib/content/page-slug-redirects.ts';
import { TAXONOMY_KIND_LIST, TAXONOMY_TERMS } from './terms.ts';
import { namedList } from '#lib/text/named-list.ts';
import type { ValidTaxonomyInput } from './input.ts';
import type { Taxonomy, TaxonomyKind } from '#lib/content/types.ts';

/** A record as the admin edits it: with its version, which every write names and bumps. */
export interface VersionedTaxonomy extends Taxonomy {
  version: number;
}

export interface TaxonomyUse extends VersionedTaxonomy {
  /** Posts linked to it, drafts included. */
  postCount: number;
}

export type TaxonomiesInUse = Record<TaxonomyKind, TaxonomyUse[]>;

/** Every record of every kind, by name, with how many posts use it. */
export async function taxonomiesInUse(db: Database): Promise<TaxonomiesInUse> {
  const lists = await Promise.all(
    TAXONOMY_KIND_LIST.map(async (kind) => {
      const { table, link, linkId } = taxonomyTables[kind];
      const rows = await db
        .select({
          id: table.id,
          slug: table.slug,
          name: table.name,
          intro: table.intro,
          version: table.version,
          postCount: count(link.postId),
        })
        .from(table)
        .leftJoin(link, eq(linkId, table.id))
        .groupBy(table.id)
        .orderBy(asc(table.name), asc(table.slug));
      return [kind, rows] as const;
    }),
  );
  return Object.fromEntries(lists) as TaxonomiesInUse;
}

const notFoundMessage = (kind: TaxonomyKind) =>
  `That ${TAXONOMY_TERMS[kind].noun} does not exist (it may have been deleted).`;

type TaxonomyRow = typeof taxonomyTables.persona.table.$inferSelect;

/** Each kind's table as a versioned record. */
const records = Object.fromEntries(
  TAXONOMY_KIND_LIST.map((kind) => [
    kind,
    versionedRecord<TaxonomyRow>(taxonomyTables[kind].table, {
      noun: TAXONOMY_TERMS[kind].noun,
      resource: 'taxonomies',
      notFound: notFoundMessage(kind),
    }),
  ]),
) as Record<TaxonomyKind, VersionedRecord<TaxonomyRow>>;

const fields = (row: TaxonomyRow): VersionedTaxonomy => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  intro: row.intro,
  version: row.version,
});

async function readTaxonomy(
  db: Database | Transaction,
  kind: TaxonomyKind,
  id: string,
): Promise<VersionedTaxonomy> {
  const { table } = taxonomyTables[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw new ContentError('not-found', notFoundMessage(kind));
  return fields(row);
}

function translate(error: unknown, kind: TaxonomyKind, slug: string): never {
  if (error instanceof PageSlugConflict) throw new ContentError('slug-taken', error.message);
  if (pgCode(error) === UNIQUE_VIOLATION) {
    throw new ContentError(
      'slug-taken',
      `Another ${TAXONOMY_TERMS[kind].noun} already uses the slug "${slug}" (${TAXONOMY_TERMS[kind].prefix}/${slug}).`,
    );
  }
  throw error;
}

export async function createTaxonomy(
  db: Database | Transaction,
  editor: AdminUser,
  kind: TaxonomyKind,
  input: ValidTaxonomyInput,
): Promise<VersionedTaxonomy> {
  const { table } = taxonomyTables[kind];
  const { noun } = TAXONOMY_TERMS[kind];
  return createVersioned(db, editor, records[kind], {
    insert: async (tx) => {
      await claimPageSlug(tx, kind, null, input.slug);
      const [row] = await tx.insert(table).values(input).returning();
      return { id: row!.id, result: fields(row!) };
    },
    activity: (created) => ({
      action: 'taxonomy.created',
      subjectType: 'taxonomy',
      subjectId: created.id,
      summary: `Created the ${noun} “${created.name}”`,
      details: { kind, slug: created.slug },
    }),
    announce: (created) => `Created the ${noun} “${created.name}”`,
  }).catch((error: unknown) => translate(error, kind, input.slug));
}

/**
 * Renames or re-describes a record, provided it is still at `expectedVersion` (else `stale`, with
 * the current version). A new slug leaves the old address redirecting to the record's page.
 */
export async function updateTaxonomy(
  db: Database | Transaction,
  editor: AdminUser,
  kind: TaxonomyKind,
  id: string,
  input: ValidTaxonomyInput,
  expectedVersion: number,
): Promise<VersionedTaxonomy> {
  const { table } = taxonomyTables[kind];
  const { noun, prefix } = TAXONOMY_TERMS[kind];
  return updateVersioned(db, editor, records[kind], id, expectedVersion, {
    write: async (tx, before) => {
      if (before.slug !== input.slug) {
        await claimPageSlug(tx, kind, id, input.slug);
        await recordOldPageSlug(tx, kind, id, before.slug);
      }
      await tx.update(table).set(input).where(eq(table.id, id));
    },
    read: (tx) => readTaxonomy(tx, kind, id),
    activity: (updated, before) => ({
      action: 'taxonomy.updated',
      subjectType: 'taxonomy',
      subjectId: id,
      summary:
        before.slug === updated.slug
          ? `Edited the ${noun} “${updated.name}”`
          : `Edited the ${noun} “${updated.name}” and moved it from ${prefix}/${before.slug} to ${prefix}/${updated.slug}`,
      details: { kind, slug: [before.slug, updated.slug] },
    }),
    announce: (updated) => `Edited the ${noun} “${updated.name}”`,
  }).catch((error: unknown) => translate(error, kind, input.slug));
}

/** How the refusal to delete a record in use names its posts. */
export function inUseMessage(kind: TaxonomyKind, name: string, titles: readonly string[]): string {
  const noun = TAXONOMY_TERMS[kind].noun;
  return `“${name}” is used by ${titles.length} post${titles.length === 1 ? '' : 's'}: ${namedList(titles)}. Remove the ${noun} from ${titles.length === 1 ? 'it' : 'them'} first, or delete it from ${titles.length === 1 ? 'that post' : 'those posts'} too.`;
}

/**
 * Deletes a record that is still at `expectedVersion`. While posts use it, refused with a message
 * naming them, unless `detach`: then it is taken off those posts in the same transaction. Returns
 * its name and the posts it left.
 */
export async function deleteTaxonomy(
  db: Database | Transaction,
  editor: AdminUser,
  kind: TaxonomyKind,
  id: string,
  expectedVersion: number,
  options: { detach: boolean },
): Promise<{ name: string; detachedFrom: string[] }> {
  const { table, link, linkId } = taxonomyTables[kind];
  const { noun } = TAXONOMY_TERMS[kind];
  return deleteVersioned(db, editor, records[kind], id, expectedVersion, {
    remove: async (tx, record) => {
      const users = await tx
        .select({ title: posts.title })
        .from(link)
        .innerJoin(posts, eq(posts.id, link.postId))
        .where(eq(linkId, id))
        .orderBy(asc(posts.title));
      const titles = users.map((user) => user.title);
      if (titles.length > 0 && !options.detach) {
        throw new ContentError('in-use', inUseMessage(kind, record.name, titles));
      }
      await tx.delete(link).where(eq(linkId, id));
      await forgetPageRedirects(tx, kind, id);
      await tx.delete(table).where(eq(table.id, id));
      return { name: record.name, detachedFrom: titles };
    },
    activity: ({ name, detachedFrom }) => ({
      action: 'taxonomy.deleted',
      subjectType: 'taxonomy',
      subjectId: id,
      summary:
        detachedFrom.length > 0
          ? `Deleted the ${noun} “${name}” and took it off ${detachedFrom.length} post${detachedFrom.length === 1 ? '' : 's'}`
          : `Deleted the ${noun} “${name}”`,
      details: { kind, detachedFrom },
    }),
    announce: ({ name }) => `Deleted the ${noun} “${name}”`,
  });
}
