/**
 * Whether an address is a page the site serves, which a redirect must not hide (docs/redirects.md).
 * Checked when a redirect is saved: the site's own paths, its fixed pages, and the pages the
 * database makes (insights, audiences, stages, topics, locations, industries) and the blog's
 * articles. Each build checks again against the files it wrote, so a page that appears later at a
 * redirected address wins over the redirect.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { industries, locations, posts } from '#lib/db/schema.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import { TAXONOMY_KIND_LIST, TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
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

/** Why `path` (normalized, no query) cannot be a redirect's source, or null when it can. */
export async function livePageProblem(
  db: Database | Transaction,
  path: string,
): Promise<string | null> {
  const taken = `${path} is a page on this site; a redirect from it would hide the page.`;
  if (
    RESERVED_PREFIXES.some(
      (prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix),
    )
  ) {
    return `${path} is kept for the site itself (its admin, API and images); it cannot be redirected.`;
  }
  if (STATIC.has(path)) return taken;
  const [, section, slug, ...rest] = path.split('/');
  if (!slug) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  if (section === 'insights' && rest.length === 0) {
    const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, decoded));
    return post ? taken : null;
  }
  if (section === 'blog' && rest.length === 0) {
    return BLOG_ARTICLE_PATHS.has(`/blog/${decoded}`) ? taken : null;
  }
  if (section === 'locations' || section === 'industries') {
    const table = section === 'locations' ? locations : industries;
    const [page] = await db.select({ id: table.id }).from(table).where(eq(table.slug, decoded));
    return page && rest.length === 0 ? taken : null;
  }
  for (const kind of TAXONOMY_KIND_LIST) {
    if (`/${section}` !== TAXONOMY_TERMS[kind].prefix) continue;
    const { table } = taxonomyTables[kind];
    const [page] = await db.select({ id: table.id }).from(table).where(eq(table.slug, decoded));
    const pageNumber = rest.length === 1 && /^[1-9][0-9]{0,3}$/.test(rest[0]!);
    return page && (rest.length === 0 || pageNumber) ? taken : null;
  }
  return null;
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
