/**
 * Where a link in a post's body may point, as the editor's link dialog reads the address typed or
 * chosen (docs/product-rules.md, "Rich-text editor"): a page on this site (a path, which must exist),
 * an http(s) address on another site, an email or phone link, or a heading on the same page. The
 * renderer shows nothing else as a link (render.ts), so nothing else is offered.
 */

export type BodyLink =
  | { kind: 'page'; href: string; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'contact'; href: string }
  | { kind: 'anchor'; href: string }
  | { kind: 'refused'; message: string };

const URL_BREAKER = /[\\\s\p{Cc}]/u;

export const BODY_LINK_MESSAGES = {
  empty: 'Enter an address, or choose a page from the list.',
  unusable:
    'Start an address on another site with https://, and a page on this site with / (such as /pricing).',
  breaker: 'An address may not contain spaces or backslashes.',
  missing: (path: string) =>
    `No page on this site is at ${path}. Choose one from the list, or check the address.`,
  unpublished: (title: string, path: string) =>
    `“${title}” is not published, so ${path} is not on the site yet. Publish it first, or link to another page.`,
} as const;

/** The path a site address names: no query or fragment, no trailing slash (but the home page's). */
export const pagePath = (href: string): string =>
  href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';

export function bodyLink(input: string): BodyLink {
  const href = input.trim();
  if (!href) return { kind: 'refused', message: BODY_LINK_MESSAGES.empty };
  if (URL_BREAKER.test(href)) return { kind: 'refused', message: BODY_LINK_MESSAGES.breaker };
  if (/^\/(?!\/)/.test(href)) return { kind: 'page', href, path: pagePath(href) };
  if (/^#[^#]+$/.test(href)) return { kind: 'anchor', href };
  if (/^(mailto|tel):./i.test(href)) return { kind: 'contact', href };
  if (/^https?:\/\/[^/?#]+\.[^/?#]+/i.test(href) && URL.canParse(href)) {
    const url = new URL(href);
    if (!url.username && !url.password) return { kind: 'external', href };
  }
  return { kind: 'refused', message: BODY_LINK_MESSAGES.unusable };
}

/** The insight a site path names (/insights/{slug}), or null. */
export const insightSlugOf = (path: string): string | null =>
  /^\/insights\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path)?.[1] ?? null;
