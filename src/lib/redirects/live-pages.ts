/**
 * Whether an address is a page the site serves, which a redirect must not hide (docs/redirects.md)
 * and a menu may link to (src/lib/pages/menu-links.ts). Checked when a redirect is saved: the
 * site's own paths, its fixed pages, and the pages the database makes (insights, audiences, stages,
 * topics, locations, industries, composed pages at /{slug}) and the blog's articles. Each build checks again against the
 * files it wrote, so a page that appears later at a redirected address wins over the redirect.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { industries, landingPages, locations, posts } from '#lib/db/schema.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import { TAXONOMY_KIND_LIST, TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { PAGE_DOCUMENTS } from '#lib/pages/registry.ts';

/** Paths the site keeps for itself: its API, admin, built assets and generated images. */
export const RESERVED_PREFIXES = [
  '/api/',
  '/admin',
  '/_astro/',
  '/media/',
  '/covers/',
  '/og/',
  '/pagefind/',
  '/preview/',
  '/illustrations/',
  '/images/',
  '/404',
  '/sitemap',
] as const;

/** Every page of `src/pages` without a parameter (tests/unit/redirect-rules.test.ts keeps it true). */
export const STATIC_PAGES = [
  '/',
  '/ai-strategy',
  '/blog',
  '/blog-generator',
  '/client-portal',
  '/cloud-solutions',
  '/compare',
  '/compliance',
  '/contact',
  '/contact/send',
  '/contact/thanks',
  '/cybersecurity-services',
  '/day-in-life',
  '/emergency',
  '/employee-lifecycle',
  '/industries',
  '/insights',
  '/insights/index.json',
  '/locations',
  '/managed-it-services',
  '/network-architecture-design',
  '/partnerships',
  '/pricing',
  '/process',
  '/referral-program',
  '/robots.txt',
  '/roi-calculator',
  '/rss.xml',
  '/search',
  '/security-check',
  '/services',
  '/transparency',
] as const;

const STATIC = new Set<string>(STATIC_PAGES);

/** The blog's articles: page documents, each at the one address the registry gives it. */
const BLOG_ARTICLE_PATHS = new Set<string>(
  Object.values(PAGE_DOCUMENTS)
    .flatMap((entry) => entry.paths)
    .filter((path) => path.startsWith('/blog/')),
);

/** A page the database makes, by what it is and its slug. */
export type LivePage = {
  kind: 'post' | 'location' | 'industry' | 'landing-page' | TaxonomyKind;
  slug: string;
};

/**
 * What is at `path` before the database is asked: an address kept for the site itself, a fixed
 * page (a route of src/pages or a blog article), a page the database may hold (it exists only if
 * that row does), or nothing (null). Redirects and the menus' links both read it.
 */
export type PathKind =
  { kind: 'reserved' } | { kind: 'fixed' } | { kind: 'record'; page: LivePage };

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function pathKind(path: string): PathKind | null {
  if (
    RESERVED_PREFIXES.some(
      (prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix),
    )
  ) {
    return { kind: 'reserved' };
  }
  if (STATIC.has(path)) return { kind: 'fixed' };
  const [, section, slug, ...rest] = path.split('/');
  const record = (page: LivePage) => ({ kind: 'record', page }) as const;
  if (section && slug === undefined) {
    // One segment the site does not use itself: a composed page's address.
    const page = decodedSegment(section);
    return page === null ? null : record({ kind: 'landing-page', slug: page });
  }
  if (!slug) return null;
  const decoded = decodedSegment(slug);
  if (decoded === null) return null;
  if (section === 'insights' && rest.length === 0) return record({ kind: 'post', slug: decoded });
  if (section === 'blog' && rest.length === 0) {
    return BLOG_ARTICLE_PATHS.has(`/blog/${decoded}`) ? { kind: 'fixed' } : null;
  }
  if ((section === 'locations' || section === 'industries') && rest.length === 0) {
    return record({ kind: section === 'locations' ? 'location' : 'industry', slug: decoded });
  }
  for (const kind of TAXONOMY_KIND_LIST) {
    if (`/${section}` !== TAXONOMY_TERMS[kind].prefix) continue;
    const pageNumber = rest.length === 1 && /^[1-9][0-9]{0,3}$/.test(rest[0]!);
    return rest.length === 0 || pageNumber ? record({ kind, slug: decoded }) : null;
  }
  return null;
}

/**
 * What `path` is to a redirect before the database is asked: kept for the site or a fixed page (a
 * problem at once), a page the database may hold (`page`: taken only if that row exists), or free.
 */
function classify(path: string): { problem: string } | { page: LivePage } | null {
  const found = pathKind(path);
  if (found?.kind === 'reserved') {
    return {
      problem: `${path} is kept for the site itself (its admin, API and images); it cannot be redirected.`,
    };
  }
  if (found?.kind === 'fixed') return { problem: takenMessage(path) };
  return found && { page: found.page };
}

const takenMessage = (path: string) =>
  `${path} is a page on this site; a redirect from it would hide the page.`;

function tableOf(kind: LivePage['kind']) {
  if (kind === 'post') return posts;
  if (kind === 'location') return locations;
  if (kind === 'industry') return industries;
  if (kind === 'landing-page') return landingPages;
  return taxonomyTables[kind].table;
}

/**
 * Which of `slugs` are pages of `kind` the site shows, asked in slices of a thousand: a draft or an
 * unpublished page is no page yet (a retired page's address may redirect), a scheduled post is.
 */
async function existingSlugs(
  db: Database | Transaction,
  kind: LivePage['kind'],
  slugs: string[],
): Promise<Set<string>> {
  const table = tableOf(kind);
  const found = new Set<string>();
  for (let at = 0; at < slugs.length; at += 1000) {
    const rows = await db
      .select({ slug: table.slug })
      .from(table)
      .where(
        and(
          inArray(table.slug, slugs.slice(at, at + 1000)),
          'isPublished' in table ? eq(table.isPublished, true) : undefined,
        ),
      );
    for (const row of rows) found.add(row.slug);
  }
  return found;
}

/** Why `path` (normalized, no query) cannot be a redirect's source, or null when it can. */
export async function livePageProblem(
  db: Database | Transaction,
  path: string,
): Promise<string | null> {
  return (await livePageProblems(db, [path])).get(path) ?? null;
}

/**
 * Why each of `paths` cannot be a redirect's source (those that can are left out): one query per
 * kind of page, however many paths (a CSV of thousands of rows).
 */
export async function livePageProblems(
  db: Database | Transaction,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const problems = new Map<string, string>();
  const wanted = new Map<LivePage['kind'], Map<string, string[]>>();
  for (const path of new Set(paths)) {
    const found = classify(path);
    if (!found) continue;
    if ('problem' in found) {
      problems.set(path, found.problem);
      continue;
    }
    const bySlug = wanted.get(found.page.kind) ?? new Map<string, string[]>();
    bySlug.set(found.page.slug, [...(bySlug.get(found.page.slug) ?? []), path]);
    wanted.set(found.page.kind, bySlug);
  }
  for (const [kind, bySlug] of wanted) {
    for (const slug of await existingSlugs(db, kind, [...bySlug.keys()])) {
      for (const path of bySlug.get(slug) ?? []) problems.set(path, takenMessage(path));
    }
  }
  return problems;
}

/** Whether a build wrote a file for `path` (a page or an asset): the page wins over a redirect. */
export function isBuiltFile(clientDir: string, path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const base = resolve(clientDir);
  const file = resolve(join(base, decoded));
  if (!file.startsWith(base)) return false;
  return [file, `${file}.html`, join(file, 'index.html')].some(
    (candidate) => candidate !== base && existsSync(candidate),
  );
}
