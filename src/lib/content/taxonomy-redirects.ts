/**
 * Old addresses of renamed audiences, stages and topics. Like a post's, an old slug is recorded
 * against the record (not its next slug), so chains collapse: A → B, then B → C, leaves A → C and
 * B → C. A listing's later pages move with it: /topic/old/2 → /topic/new/2.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { taxonomySlugRedirects } from '#lib/db/schema.ts';
import type { RedirectRule } from './slug-redirects.ts';
import { taxonomyTables } from './queries.ts';
import { TAXONOMY_KIND_LIST, TAXONOMY_TERMS } from './taxonomy-terms.ts';
import type { TaxonomyKind } from './types.ts';

export class TaxonomySlugConflict extends Error {}

export interface TaxonomyRedirect {
  kind: TaxonomyKind;
  from: string;
  to: string;
}

/** Clears `slug` for the record `id` (null for a new one): its own old slug comes back, another's is refused. */
export async function claimTaxonomySlug(
  tx: Transaction,
  kind: TaxonomyKind,
  id: string | null,
  slug: string,
): Promise<void> {
  const table = taxonomyTables[kind].table;
  const [redirect] = await tx
    .select({ taxonomyId: taxonomySlugRedirects.taxonomyId, name: table.name, slug: table.slug })
    .from(taxonomySlugRedirects)
    .innerJoin(table, eq(table.id, taxonomySlugRedirects.taxonomyId))
    .where(and(eq(taxonomySlugRedirects.kind, kind), eq(taxonomySlugRedirects.fromSlug, slug)));
  if (!redirect) return;
  const where = and(eq(taxonomySlugRedirects.kind, kind), eq(taxonomySlugRedirects.fromSlug, slug));
  if (redirect.taxonomyId === id) {
    await tx.delete(taxonomySlugRedirects).where(where);
    return;
  }
  const { prefix } = TAXONOMY_TERMS[kind];
  throw new TaxonomySlugConflict(
    `${prefix}/${slug} is the old address of “${redirect.name}” and still redirects readers to ${prefix}/${redirect.slug}. Choose another slug.`,
  );
}

export async function recordOldTaxonomySlug(
  tx: Transaction,
  kind: TaxonomyKind,
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

export async function forgetTaxonomyRedirects(
  tx: Transaction,
  kind: TaxonomyKind,
  id: string,
): Promise<void> {
  await tx
    .delete(taxonomySlugRedirects)
    .where(and(eq(taxonomySlugRedirects.kind, kind), eq(taxonomySlugRedirects.taxonomyId, id)));
}

/** Every old slug with its record's current slug. */
export async function allTaxonomyRedirects(db: Database): Promise<TaxonomyRedirect[]> {
  const lists = await Promise.all(
    TAXONOMY_KIND_LIST.map(async (kind) => {
      const table = taxonomyTables[kind].table;
      const rows = await db
        .select({ from: taxonomySlugRedirects.fromSlug, to: table.slug })
        .from(taxonomySlugRedirects)
        .innerJoin(table, eq(table.id, taxonomySlugRedirects.taxonomyId))
        .where(eq(taxonomySlugRedirects.kind, kind));
      return rows.filter((row) => row.from !== row.to).map((row) => ({ kind, ...row }));
    }),
  );
  return lists.flat().sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * The rules a build serves: each old address of a listing page the build has, page by page.
 * `builtPaths` are the build's page paths without trailing slash (`/topic/cloud`, `/topic/cloud/2`).
 */
export function taxonomyRedirectRules(
  redirects: readonly TaxonomyRedirect[],
  builtPaths: ReadonlySet<string>,
): RedirectRule[] {
  return redirects.flatMap(({ kind, from, to }) => {
    const { prefix } = TAXONOMY_TERMS[kind];
    const current = `${prefix}/${to}`;
    const old = `${prefix}/${from}`;
    if (builtPaths.has(old)) return [];
    return [...builtPaths]
      .filter((path) => path === current || path.startsWith(`${current}/`))
      .sort()
      .map((path) => ({ from: old + path.slice(current.length), to: path }));
  });
}

/** The kind, slug and page suffix of a listing address (`/topic/cloud/2` → topic, cloud, /2), or null. */
export function taxonomyAddress(
  pathname: string,
): { kind: TaxonomyKind; slug: string; rest: string } | null {
  for (const kind of TAXONOMY_KIND_LIST) {
    const { prefix } = TAXONOMY_TERMS[kind];
    const match = new RegExp(
      `^${prefix}/([a-z0-9]+(?:-[a-z0-9]+)*)((?:/[1-9][0-9]{0,3})?)(?:\\.html|/)?$`,
    ).exec(pathname);
    if (match) return { kind, slug: match[1]!, rest: match[2] ?? '' };
  }
  return null;
}

/** Where an old listing address leads now (Netlify's catch-all looks it up per request), or null. */
export async function liveTaxonomyRedirect(db: Database, pathname: string): Promise<string | null> {
  const address = taxonomyAddress(pathname);
  if (!address) return null;
  const table = taxonomyTables[address.kind].table;
  const [row] = await db
    .select({ to: table.slug })
    .from(taxonomySlugRedirects)
    .innerJoin(table, eq(table.id, taxonomySlugRedirects.taxonomyId))
    .where(
      and(
        eq(taxonomySlugRedirects.kind, address.kind),
        eq(taxonomySlugRedirects.fromSlug, address.slug),
      ),
    );
  return row ? `${TAXONOMY_TERMS[address.kind].prefix}/${row.to}${address.rest}` : null;
}
