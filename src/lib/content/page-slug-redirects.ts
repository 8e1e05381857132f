/**
 * Old addresses of renamed audiences, stages, topics, location, industry and composed pages. Like a
 * post's, an old slug is recorded against the record (not its next slug), so chains collapse:
 * A → B, then B → C, leaves A → C and B → C. A listing's later pages move with it:
 * /topic/old/2 → /topic/new/2.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#lib/db/database.ts';
import { industries, landingPages, locations, taxonomySlugRedirects } from '#lib/db/schema.ts';
import { ContentError } from '#lib/content/errors.ts';
import type { RedirectRule } from '#lib/posts/slug-redirects.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import { TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import type { KeptAddresses } from '#lib/collections/define.ts';
import type { TaxonomyKind } from './types.ts';

export class PageSlugConflict extends Error {}

interface PageKindTable {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  /** What a record is called in a refusal. */
  title: PgColumn;
  prefix: string;
}

/** A text column read as a string (the kinds' tables differ, so their columns are typed loosely). */
const asText = (column: PgColumn) => sql<string>`${column}`;

const pageKind = (
  table: PgTable & { id: PgColumn; slug: PgColumn },
  title: PgColumn,
  prefix: string,
): PageKindTable => ({ table, id: table.id, slug: table.slug, title, prefix });

const taxonomyKind = (kind: TaxonomyKind) => {
  const { table } = taxonomyTables[kind];
  return pageKind(table, table.name, TAXONOMY_TERMS[kind].prefix);
};

/** What keeps its old addresses: each kind's table, the column that names a record, its path. */
const PAGE_KINDS: Record<PageKind, PageKindTable> = {
  persona: taxonomyKind('persona'),
  journeyStage: taxonomyKind('journeyStage'),
  topic: taxonomyKind('topic'),
  location: pageKind(locations, locations.city, '/locations'),
  industry: pageKind(industries, industries.name, '/industries'),
  // At the site's top level (/{slug}): last, so the prefixed kinds claim their addresses first.
  landingPage: pageKind(landingPages, landingPages.title, ''),
};

export type PageKind = (typeof taxonomySlugRedirects.kind.enumValues)[number];
/** The kinds whose records are pages of their own, saved through a collection. */
type RecordPageKind = 'location' | 'industry' | 'landingPage';
const PAGE_KIND_LIST = taxonomySlugRedirects.kind.enumValues;

export interface PageRedirect {
  kind: PageKind;
  from: string;
  to: string;
}

/** The address of a page of `kind` at `slug` (`/topic/cloud`). */
export const pageKindPath = (kind: PageKind, slug: string) => `${PAGE_KINDS[kind].prefix}/${slug}`;

const redirectOf = (kind: PageKind, slug: string) =>
  and(eq(taxonomySlugRedirects.kind, kind), eq(taxonomySlugRedirects.fromSlug, slug));

/** Clears `slug` for the record `id` (null for a new one): its own old slug comes back, another's is refused. */
export async function claimPageSlug(
  tx: Database | Transaction,
  kind: PageKind,
  id: string | null,
  slug: string,
): Promise<void> {
  const page = PAGE_KINDS[kind];
  const [redirect] = await tx
    .select({
      recordId: taxonomySlugRedirects.taxonomyId,
      title: asText(page.title),
      slug: asText(page.slug),
    })
    .from(taxonomySlugRedirects)
    .innerJoin(page.table, eq(page.id, taxonomySlugRedirects.taxonomyId))
    .where(redirectOf(kind, slug));
  if (!redirect) return;
  if (redirect.recordId === id) {
    await tx.delete(taxonomySlugRedirects).where(redirectOf(kind, slug));
    return;
  }
  throw new PageSlugConflict(
    `${page.prefix}/${slug} is the old address of “${redirect.title}” and still redirects readers to ${page.prefix}/${redirect.slug}. Choose another slug.`,
  );
}

export async function recordOldPageSlug(
  tx: Database | Transaction,
  kind: PageKind,
  id: string,
  oldSlug: string,
): Promise<void> {
  await tx
    .insert(taxonomySlugRedirects)
    .values({ kind, fromSlug: oldSlug, taxonomyId: id })
    .onConflictDoUpdate({
      target: [taxonomySlugRedirects.kind, taxonomySlugRedirects.fromSlug],
      set: { taxonomyId: id },
    });
}

export async function forgetPageRedirects(
  tx: Transaction,
  kind: PageKind,
  id: string,
): Promise<void> {
  await tx
    .delete(taxonomySlugRedirects)
    .where(and(eq(taxonomySlugRedirects.kind, kind), eq(taxonomySlugRedirects.taxonomyId, id)));
}

/** Every old slug with its record's current slug. */
export async function allPageRedirects(db: Database): Promise<PageRedirect[]> {
  const lists = await Promise.all(
    PAGE_KIND_LIST.map(async (kind) => {
      const page = PAGE_KINDS[kind];
      const rows = await db
        .select({ from: taxonomySlugRedirects.fromSlug, to: asText(page.slug) })
        .from(taxonomySlugRedirects)
        .innerJoin(page.table, eq(page.id, taxonomySlugRedirects.taxonomyId))
        .where(eq(taxonomySlugRedirects.kind, kind));
      return rows
        .map((row) => ({ kind, from: row.from, to: row.to }))
        .filter((row) => row.from !== row.to);
    }),
  );
  return lists.flat().sort((a, b) => a.from.localeCompare(b.from));
}
/**
 * The rules a build serves: each old address of a listing page the build has, page by page.
 * `builtPaths` are the build's page paths without trailing slash (`/topic/cloud`, `/topic/cloud/2`).
 */
export function pageRedirectRules(
  redirects: readonly PageRedirect[],
  builtPaths: ReadonlySet<string>,
): RedirectRule[] {
  return redirects.flatMap(({ kind, from, to }) => {
    const { prefix } = PAGE_KINDS[kind];
    const current = `${prefix}/${to}`;
    const old = `${prefix}/${from}`;
    if (builtPaths.has(old)) return [];
    return [...builtPaths]
      .filter((path) => path === current || path.startsWith(`${current}/`))
      .sort()
      .map((path) => ({ from: old + path.slice(current.length), to: path }));
  });
}

/** The kind, slug and page suffix of an address (`/topic/cloud/2` → topic, cloud, /2), or null. */
export function pageAddress(
  pathname: string,
): { kind: PageKind; slug: string; rest: string } | null {
  for (const kind of PAGE_KIND_LIST) {
    const { prefix } = PAGE_KINDS[kind];
    const match = new RegExp(
      `^${prefix}/([a-z0-9]+(?:-[a-z0-9]+)*)((?:/[1-9][0-9]{0,3})?)(?:\\.html|/)?$`,
    ).exec(pathname);
    // A composed page has no later pages: /{slug}/2 is not one of its addresses.
    if (match && !(kind === 'landingPage' && match[2])) {
      return { kind, slug: match[1]!, rest: match[2] ?? '' };
    }
  }
  return null;
}

/** Where an old address leads now (Netlify's catch-all looks it up per request), or null. */
export async function livePageRedirect(db: Database, pathname: string): Promise<string | null> {
  const address = pageAddress(pathname);
  if (!address) return null;
  const page = PAGE_KINDS[address.kind];
  const [row] = await db
    .select({ to: asText(page.slug) })
    .from(taxonomySlugRedirects)
    .innerJoin(page.table, eq(page.id, taxonomySlugRedirects.taxonomyId))
    .where(redirectOf(address.kind, address.slug));
  return row ? `${page.prefix}/${row.to}${address.rest}` : null;
}

/**
 * Before a location or industry page is saved at `slug`: the record must exist (404), and the slug
 * must be neither another page's now nor another page's old address (409). Returns the record's
 * current slug, or null for a new page; `recordRename` then keeps the old address.
 */
export async function clearPageSlug(
  tx: Database | Transaction,
  kind: RecordPageKind,
  id: string | null,
  slug: string,
  messages: { notFound: string; taken: string },
): Promise<string | null> {
  const page = PAGE_KINDS[kind];
  const [current] = id
    ? await tx
        .select({ slug: asText(page.slug) })
        .from(page.table)
        .where(eq(page.id, id))
    : [{ slug: null }];
  if (!current) throw new ContentError('not-found', messages.notFound);
  const [taken] = await tx.select({ id: page.id }).from(page.table).where(eq(page.slug, slug));
  if (taken && taken.id !== id) throw new ContentError('slug-taken', messages.taken);
  try {
    await claimPageSlug(tx, kind, id, slug);
  } catch (error) {
    if (error instanceof PageSlugConflict) throw new ContentError('slug-taken', error.message);
    throw error;
  }
  return current.slug;
}

/** After a page moved from `before` to `after`, its old address leads to it. */
export async function recordRename(
  tx: Database | Transaction,
  kind: RecordPageKind,
  id: string,
  before: string | null,
  after: string,
): Promise<void> {
  if (before !== null && before !== after) await recordOldPageSlug(tx, kind, id, before);
}

/** Every old slug of the records of a kind, by record id. */
export async function oldSlugsOf(
  db: Database | Transaction,
  kind: PageKind,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: taxonomySlugRedirects.taxonomyId, slug: taxonomySlugRedirects.fromSlug })
    .from(taxonomySlugRedirects)
    .where(eq(taxonomySlugRedirects.kind, kind));
  const byId = new Map<string, string[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row.slug]);
  return byId;
}

/**
 * Old addresses of a collection's renamed records (src/lib/collections/define.ts): the address is
 * free before a save (404, 409), after a rename the old one leads to the record, and an export
 * carries and an import keeps them.
 */
export function keptAddresses(
  kind: RecordPageKind,
  messages: { notFound: string; taken: (slug: string) => string },
): KeptAddresses {
  return {
    check: async (tx, input, before) => {
      await clearPageSlug(tx, kind, before?.id ?? null, input.slug, {
        notFound: messages.notFound,
        taken: messages.taken(input.slug),
      });
    },
    afterUpdate: (tx, before, after) => recordRename(tx, kind, before.id, before.slug, after.slug),
    oldSlugs: (db) => oldSlugsOf(db, kind),
    keepOld: async (tx, id, slugs) => {
      for (const fromSlug of slugs) {
        await tx
          .insert(taxonomySlugRedirects)
          .values({ kind, fromSlug, taxonomyId: id })
          .onConflictDoNothing();
      }
    },
  };
}
