/** Which pages search engines may index: the sitemap filter and each page's robots meta agree on this. */

/** Pages that are never indexed. */
export const NOINDEX_PATHS = [
  '/blog-generator',
  '/contact/thanks',
  // The no-JavaScript door of the contact form: POST only, GET redirects to /contact.
  '/contact/send',
  // The no-JavaScript door of site search: a static page of links, not content of its own.
  '/search',
] as const;

/**
 * Path prefixes that are never indexed: the admin and every page under it (its previews), and the
 * not-found screens.
 */
export const NOINDEX_PREFIXES = ['/admin', '/404'] as const;

/**
 * Whether search engines may index the page at `pathname`; `hidden` adds the pages the content
 * hides (composed pages marked noindex), read from the database by the build.
 */
export function isIndexablePath(
  pathname: string,
  hidden: ReadonlySet<string> = new Set(),
): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').replace(/\.html$/, '') : pathname;
  return (
    !NOINDEX_PATHS.some((p) => p === path) &&
    !hidden.has(path) &&
    !NOINDEX_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

const NOINDEX_META = /<meta\s+name="robots"\s+content="[^"]*noindex/i;

/** Whether a built page's HTML asks search engines not to index it (its robots meta). */
export const hasNoindexMeta = (html: string): boolean => NOINDEX_META.test(html);
