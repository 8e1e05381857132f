/** The links check of a built site: broken internal links and assets, and orphan pages. */
import type { BuiltSite, CheckResult } from './site.ts';
import { findBrokenLinks, findOrphanPages } from './links.ts';

const PAGES_SHOWN = 3;

/**
 * The links check: every internal link and asset resolves to a built file or an on-demand route,
 * every #fragment to an element of its target page, and every indexable page but the home page is
 * linked from another indexable page. One failure per broken URL, with the pages that carry it.
 */
export function checkLinks(site: BuiltSite): CheckResult {
  const broken = findBrokenLinks(
    site.pages,
    {
      files: site.files,
      ids: new Map(site.pages.map((page) => [page.path, page.ids])),
      onDemand: site.onDemand,
    },
    site.siteUrl,
  );
  const pagesByUrl = new Map<string, Set<string>>();
  for (const link of broken) {
    const key = `${link.url} (${link.source}) — ${link.reason}`;
    pagesByUrl.set(key, (pagesByUrl.get(key) ?? new Set()).add(link.page));
  }
  const failures = [...pagesByUrl].map(([key, pageSet]) => {
    const onPages = [...pageSet];
    const shown = onPages.slice(0, PAGES_SHOWN).join(', ');
    const more = onPages.length > PAGES_SHOWN ? ', …' : '';
    return `${key} — on ${onPages.length === 1 ? shown : `${onPages.length} pages (${shown}${more})`}`;
  });
  const orphans = findOrphanPages(
    site.pages,
    new Set(site.pages.filter((page) => !page.metadata.noindex).map((page) => page.path)),
    site.files,
    site.siteUrl,
  );
  for (const orphan of orphans) {
    failures.push(`${orphan} — orphan page: indexable, yet no other indexable page links to it`);
  }
  const references = site.pages.reduce((sum, page) => sum + page.references.length, 0);
  const distinct = new Set(broken.map((link) => link.url)).size;
  return {
    summary: `${
      broken.length
        ? `${broken.length} broken (${distinct} distinct URLs) of ${references} references`
        : `${references} references, none broken`
    }; ${orphans.length ? `${orphans.length} orphan pages` : 'no orphan pages'}`,
    failures,
  };
}
