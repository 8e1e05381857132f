/**
 * The admin's writes of audiences, journey stages and topics. Each write is one transaction; a
 * changed slug leaves a redirect from the old address; a record in use is deleted only when the
 * admin says to take it off its posts too.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { posts } from '#lib/db/schema.ts';
import { ContentError, pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
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

export interface TaxonomyUse extends Taxonomy {
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

const notFound = (kind: TaxonomyKind) =>
  new ContentError(
    'not-found',
    `That ${TAXONOMY_TERMS[kind].noun} does not exist (it may have been deleted).`,
  );

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
  kind: TaxonomyKind,
  input: ValidTaxonomyInput,
): Promise<Taxonomy> {
  const { table } = taxonomyTables[kind];
  try {
    return await db.transaction(async (tx) => {
      await claimPageSlug(tx, kind, null, input.slug);
      const [row] = await tx
        .insert(table)
        .values(input)
        .returning({ id: table.id, slug: table.slug, name: table.name, intro: table.intro });
      return row!;
    });
  } catch (error) {
    translate(error, kind, input.slug);
  }
}

/** Renames or re-describes a record; returns it with the slug it had before. */
export async function updateTaxonomy(
  db: Database | Transaction,
  kind: TaxonomyKind,
  id: string,
  input: ValidTaxonomyInput,
): Promise<Taxonomy & { previousSlug: string }> {
  const { table } = taxonomyTables[kind];
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: table.slug })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      if (!before) throw notFound(kind);
      if (before.slug !== input.slug) {
        await claimPageSlug(tx, kind, id, input.slug);
        await recordOldPageSlug(tx, kind, id, before.slug);
      }
      const [row] = await tx
        .update(table)
        .set(input)
        .where(eq(table.id, id))
        .returning({ id: table.id, slug: table.slug, name: table.name, intro: table.intro });
      return { ...row!, previousSlug: before.slug };
    });
  } catch (error) {
    translate(error, kind, input.slug);
  }
}

/** How the refusal to delete a record in use names its posts. */
export function inUseMessage(kind: TaxonomyKind, name: string, titles: readonly string[]): string {
  const noun = TAXONOMY_TERMS[kind].noun;
  return `“${name}” is used by ${titles.length} post${titles.length === 1 ? '' : 's'}: ${namedList(titles)}. Remove the ${noun} from ${titles.length === 1 ? 'it' : 'them'} first, or delete it from ${titles.length === 1 ? 'that post' : 'those posts'} too.`;
}

/**
 * Deletes a record. While posts use it, refused with a message naming them, unless `detach`: then
 * it is taken off those posts in the same transaction. Returns its name and the posts it left.
 */
export async function deleteTaxonomy(
  db: Database | Transaction,
  kind: TaxonomyKind,
  id: string,
  options: { detach: boolean },
): Promise<{ name: string; detachedFrom: string[] }> {
  const { table, link, linkId } = taxonomyTables[kind];
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ name: table.name })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!record) throw notFound(kind);
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
  });
}
