/**
 * Search and social metadata of built pages: what each page declares, what an indexable page must
 * carry, and whether the sitemap lists exactly the indexable pages.
 */
import { decodeXML } from 'entities';
import type { Tag } from './tags.ts';
import { META_DESCRIPTION_MAX } from '#lib/seo/meta-text.ts';

export interface PageMetadata {
  /** URL path of the page, e.g. `/blog`. */
  path: string;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  /** Content of `<meta name="robots">`, or null. */
  robots: string | null;
  noindex: boolean;
  /** Open Graph and Twitter values by property/name: `og:title` → ['...']. */
  social: Record<string, string[]>;
  /** Raw text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
}

export function readMetadata(path: string, tags: readonly Tag[]): PageMetadata {
  const page: PageMetadata = {
    path,
    titles: [],
    descriptions: [],
    canonicals: [],
    robots: null,
    noindex: false,
    social: {},
    jsonLd: [],
  };
  for (const tag of tags) {
    if (tag.name === 'title') page.titles.push((tag.text ?? '').trim());
    else if (tag.name === 'link' && /(^|\s)canonical(\s|$)/i.test(tag.attrs['rel'] ?? '')) {
      page.canonicals.push(tag.attrs['href'] ?? '');
    } else if (tag.name === 'script' && tag.attrs['type'] === 'application/ld+json') {
      page.jsonLd.push(tag.text ?? '');
    } else if (tag.name === 'meta') {
      const name = (tag.attrs['name'] ?? '').toLowerCase();
      const property = tag.attrs['property'] ?? '';
      const content = tag.attrs['content'] ?? '';
      if (name === 'description') page.descriptions.push(content.trim());
      else if (name === 'robots') page.robots = content;
      const key = /^(og|twitter):/.test(property) ? property : /^twitter:/.test(name) ? name : '';
      if (key) (page.social[key] ??= []).push(content);
    }
  }
  page.noindex = /\bnoindex\b|\bnone\b/i.test(page.robots ?? '');
  return page;
}

/** The absolute URL a page at `path` has on the site: its canonical. */
export function canonicalUrlFor(path: string, siteUrl: string): string {
  return new URL(path, new URL(siteUrl).origin).href;
}

/** Problems with one JSON-LD block: it must parse, and every item must carry @context and @type. */
export function jsonLdProblems(raw: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    return [`JSON-LD does not parse: ${(error as Error).message}`];
  }
  const items = Array.isArray(data) ? data : [data];
  if (items.length === 0) return ['JSON-LD is empty'];
  const problems: string[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) {
      problems.push('JSON-LD item is not an object');
      continue;
    }
    const record = item as Record<string, unknown>;
    const context = record['@context'];
    if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context)) {
      problems.push(`JSON-LD @context is ${JSON.stringify(context)}, not https://schema.org`);
    }
    const type = record['@type'];
    const graph = record['@graph'];
    const typed =
      (typeof type === 'string' && type.length > 0) ||
      (Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === 'string'));
    if (!typed && !Array.isArray(graph)) problems.push('JSON-LD has no @type');
  }
  return problems;
}

/** The schema.org types declared at the top level of a page's JSON-LD blocks. */
export function jsonLdTypes(blocks: readonly string[]): string[] {
  const types: string[] = [];
  for (const raw of blocks) {
    try {
      const data: unknown = JSON.parse(raw);
      for (const item of Array.isArray(data) ? data : [data]) {
        const type = (item as Record<string, unknown> | null)?.['@type'];
        if (typeof type === 'string') types.push(type);
        else if (Array.isArray(type)) types.push(...type.filter((t) => typeof t === 'string'));
      }
    } catch {
      // Reported by jsonLdProblems.
    }
  }
  return types;
}

export interface MetadataRules {
  /** The site's origin (SITE_URL): canonicals and og:url must be this plus the page path. */
  siteUrl: string;
  /** Shortest acceptable meta description. */
  minDescriptionLength: number;
  /** Longest meta description search results show uncut. */
  maxDescriptionLength: number;
  /** Twitter card type every page declares. */
  twitterCard: string;
  /** Pages other than the home page must declare a BreadcrumbList. */
  breadcrumbsBelowRoot: boolean;
}

export interface MetadataProblem {
  page: string;
  problem: string;
}

const REQUIRED_SOCIAL = ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card'];

/** What one indexable page lacks or gets wrong. */
export function pageMetadataProblems(page: PageMetadata, rules: MetadataRules): string[] {
  const problems: string[] = [];
  const expected = canonicalUrlFor(page.path, rules.siteUrl);
  if (page.titles.length !== 1 || !page.titles[0]) {
    problems.push(`expected one non-empty <title>, found ${page.titles.length}`);
  }
  if (page.descriptions.length !== 1) {
    problems.push(`expected one meta description, found ${page.descriptions.length}`);
  } else {
    const length = (page.descriptions[0] ?? '').length;
    if (length < rules.minDescriptionLength) {
      problems.push(
        `meta description has ${length} characters, fewer than ${rules.minDescriptionLength}`,
      );
    } else if (length > rules.maxDescriptionLength) {
      problems.push(
        `meta description has ${length} characters, more than ${rules.maxDescriptionLength} (search results cut it)`,
      );
    }
  }
  if (page.canonicals.length !== 1) {
    problems.push(`expected one canonical link, found ${page.canonicals.length}`);
  } else if (page.canonicals[0] !== expected) {
    problems.push(`canonical is ${page.canonicals[0]}, expected ${expected}`);
  }
  for (const key of REQUIRED_SOCIAL) {
    const values = page.social[key] ?? [];
    if (values.length !== 1 || !values[0]) {
      problems.push(`expected one non-empty ${key}, found ${values.length}`);
    }
  }
  const ogUrl = page.social['og:url']?.[0];
  if (ogUrl && ogUrl !== expected) problems.push(`og:url is ${ogUrl}, expected ${expected}`);
  const ogImage = page.social['og:image']?.[0];
  if (ogImage && !/^https?:\/\//.test(ogImage)) {
    problems.push(`og:image is not an absolute URL: ${ogImage}`);
  }
  const card = page.social['twitter:card']?.[0];
  if (card && card !== rules.twitterCard) {
    problems.push(`twitter:card is ${card}, expected ${rules.twitterCard}`);
  }
  if (page.jsonLd.length === 0) problems.push('no JSON-LD');
  for (const block of page.jsonLd) problems.push(...jsonLdProblems(block));
  if (
    rules.breadcrumbsBelowRoot &&
    page.path !== '/' &&
    !jsonLdTypes(page.jsonLd).includes('BreadcrumbList')
  ) {
    problems.push('no BreadcrumbList JSON-LD');
  }
  return problems;
}

/** Titles or descriptions that more than one indexable page uses. */
export function duplicateMetadata(pages: readonly PageMetadata[]): MetadataProblem[] {
  const problems: MetadataProblem[] = [];
  for (const field of ['titles', 'descriptions'] as const) {
    const byValue = new Map<string, string[]>();
    for (const page of pages) {
      const value = page[field][0];
      if (value) byValue.set(value, [...(byValue.get(value) ?? []), page.path]);
    }
    for (const [value, paths] of byValue) {
      if (paths.length < 2) continue;
      const label = field === 'titles' ? 'title' : 'description';
      for (const path of paths) {
        problems.push({
          page: path,
          problem: `${label} "${value.slice(0, 60)}${value.length > 60 ? '…' : ''}" is shared with ${paths.filter((p) => p !== path).join(', ')}`,
        });
      }
    }
  }
  return problems;
}

/** The `<loc>` URLs of a sitemap document. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => decodeXML(m[1] ?? ''));
}

/**
 * Compares the sitemap with the built pages: every indexable page listed, every listed URL an
 * indexable built page on this site.
 */
export function sitemapProblems(
  locations: readonly string[],
  pages: readonly PageMetadata[],
  siteUrl: string,
): MetadataProblem[] {
  const problems: MetadataProblem[] = [];
  const byUrl = new Map(pages.map((page) => [canonicalUrlFor(page.path, siteUrl), page]));
  const listed = new Set<string>();
  for (const loc of locations) {
    if (listed.has(loc)) problems.push({ page: loc, problem: 'listed twice in the sitemap' });
    listed.add(loc);
    const page = byUrl.get(loc);
    if (!page) problems.push({ page: loc, problem: 'in the sitemap but not a built page' });
    else if (page.noindex)
      problems.push({ page: page.path, problem: 'noindex page in the sitemap' });
  }
  for (const [url, page] of byUrl) {
    if (!page.noindex && !listed.has(url)) {
      problems.push({ page: page.path, problem: 'indexable page missing from the sitemap' });
    }
  }
  return problems;
}

/** The rules every indexable page of this site keeps (docs/budgets.md has the sizes, these the tags). */
export function metadataRules(siteUrl: string): MetadataRules {
  return {
    siteUrl,
    minDescriptionLength: 50,
    maxDescriptionLength: META_DESCRIPTION_MAX,
    twitterCard: 'summary_large_image',
    breadcrumbsBelowRoot: true,
  };
}
