/**
 * How a built page is handed to the search indexer: only the main content is indexed, headings weigh
 * more than body text, navigation, forms and "related" lists are left out, and each page carries its
 * section as metadata. Pages marked noindex are skipped whatever their path.
 */
import { hasNoindexMeta } from '#config/indexing.ts';
import { searchSectionFor } from './sections.ts';

/** Pagefind weights (0-10, body text 1): a match in the title ranks first, then in a heading. */
export const HEADING_WEIGHTS = { h1: 10, h2: 5, h3: 3 } as const;

/**
 * Elements inside <main> that are not the page's own text: related-article lists, tag chips (they
 * would put "Audience: Law Firms" in every excerpt) and the hidden text of a broken-image fallback.
 */
export const IGNORED_ATTRIBUTES: readonly RegExp[] = [
  /id="related/,
  /aria-label="Tags"/,
  /class="[^"]*\bimage-fallback\b/,
];

const TITLE = /<title>([^<]*)<\/title>/i;

/** The brand suffix every page title ends with, dropped from result titles. */
export const TITLE_SUFFIX = / \| Northbeam IT$/;

/**
 * The page's <title> without the brand, as the result title: it names the page ("Cybersecurity
 * Services") where the <h1> is often a promise ("Stop attacks before they become incidents").
 */
export function resultTitle(html: string): string | null {
  const title = TITLE.exec(html)?.[1]?.replace(TITLE_SUFFIX, '').trim();
  return title ? title : null;
}

/** The page's HTML marked up for Pagefind, or null when search leaves it out. */
export function prepareForIndex(html: string, path: string): string | null {
  const section = searchSectionFor(path);
  if (section === null || hasNoindexMeta(html) || !/<main\b/.test(html)) return null;
  const title = resultTitle(html);
  // The title goes in as metadata only (searched and shown, but kept out of the excerpt text).
  const titleMeta = title
    ? `<span data-pagefind-ignore data-pagefind-meta="title">${title}</span>`
    : '';
  let marked = html.replace(
    /<main\b([^>]*)>/,
    `<main data-pagefind-body data-pagefind-meta="section:${section}"$1>${titleMeta}`,
  );
  for (const [tag, weight] of Object.entries(HEADING_WEIGHTS)) {
    marked = marked.replace(
      new RegExp(`<${tag}\\b`, 'g'),
      `<${tag} data-pagefind-weight="${weight}"`,
    );
  }
  marked = marked.replace(/<(nav|form)\b/g, '<$1 data-pagefind-ignore="all"');
  for (const attribute of IGNORED_ATTRIBUTES) {
    marked = marked.replace(
      new RegExp(`<([a-z][a-z0-9]*)\\b([^>]*\\s${attribute.source})`, 'g'),
      '<$1 data-pagefind-ignore="all"$2',
    );
  }
  return marked;
}
