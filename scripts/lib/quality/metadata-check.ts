/** The metadata and sitemap checks of a built site. */
import type { BuiltSite, CheckResult } from './site.ts';
import {
  duplicateMetadata,
  metadataRules,
  pageMetadataProblems,
  sitemapLocations,
  sitemapProblems,
} from './metadata.ts';

/**
 * The metadata check: every indexable page (no robots noindex) has a unique title and description,
 * a canonical equal to SITE_URL + its path, Open Graph and Twitter tags, and valid JSON-LD.
 */
export function checkMetadata(site: BuiltSite, rules = metadataRules(site.siteUrl)): CheckResult {
  const indexable = site.pages.filter((page) => !page.metadata.noindex);
  const failures = indexable.flatMap((page) =>
    pageMetadataProblems(page.metadata, rules).map((problem) => `${page.path}: ${problem}`),
  );
  for (const { page, problem } of duplicateMetadata(indexable.map((p) => p.metadata))) {
    failures.push(`${page}: ${problem}`);
  }
  return {
    summary: `${indexable.length} indexable, ${site.pages.length - indexable.length} noindex pages`,
    failures,
  };
}

/** The sitemap check: the sitemap-N.xml files list every indexable page and nothing else. */
export function checkSitemap(site: BuiltSite): CheckResult {
  const sitemaps = [...site.files]
    .filter((file) => /^\/sitemap-\d+\.xml$/.test(file))
    .sort()
    .map((file) => file.slice(1));
  const locations = sitemaps.flatMap((file) => sitemapLocations(site.read(`/${file}`)));
  const failures = sitemaps.length === 0 ? ['no sitemap-N.xml in the build'] : [];
  for (const { page, problem } of sitemapProblems(
    locations,
    site.pages.map((p) => p.metadata),
    site.siteUrl,
  )) {
    failures.push(`${page}: ${problem}`);
  }
  return {
    summary: `${locations.length} URLs in ${sitemaps.join(', ') || 'no sitemap'}`,
    failures,
  };
}
