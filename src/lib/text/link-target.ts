/**
 * The one rule for link fields: where an admin-entered link may point. A page on this site is a path
 * (`/compliance`, `/insights/patching-explained`), never `//host` or `/\host`, which browsers read
 * as another site; a field that may point off the site also takes an `https:` address with a host
 * name (no credentials, no IP literal). No address holds whitespace, a backslash or a control
 * character. `linkTarget` is that rule, shared by the link fields and the redirects' targets
 * (src/lib/redirects/rules.ts); each adds what it alone asks of a path on this site.
 */

export type LinkTargets = 'site' | 'site-or-https';

// A link field names a page by its slugs: lowercase letters, digits and hyphens.
const PAGE_PATH = /^\/[a-z0-9\-/]*$/;
// Browsers read `\` as `/` and drop tabs and newlines inside URLs: an address holding one is refused.
const URL_BREAKER = /[\\\s\p{Cc}]/u;
const IP_HOST = /^(\d+\.){3}\d+$|^\[/;

export const LINK_MESSAGES: Record<LinkTargets, string> = {
  site: 'Link must be a page on this site, such as /compliance.',
  'site-or-https':
    'Link must be a page on this site, such as /compliance, or an https:// address on another site.',
};

function isHttpsAddress(href: string): boolean {
  if (!/^https:\/\//i.test(href) || !URL.canParse(href)) return false;
  const url = new URL(href);
  return (
    url.username === '' &&
    url.password === '' &&
    url.hostname.includes('.') &&
    !IP_HOST.test(url.hostname)
  );
}

/**
 * Where an address leads: a path on this site (`site`), an https address on another site with a
 * host name (`https`), a plain `http:` address on another site, which no field takes but whose
 * refusal can say so (`http`), or nowhere a link may lead (null).
 */
export function linkTarget(href: string): 'site' | 'https' | 'http' | null {
  if (URL_BREAKER.test(href)) return null;
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? null : 'site';
  if (/^http:\/\//i.test(href)) return 'http';
  return isHttpsAddress(href) ? 'https' : null;
}

/** Whether `href` may be saved in a link field that takes `targets`. */
export function isAllowedLink(href: string, targets: LinkTargets): boolean {
  const target = linkTarget(href);
  if (target === 'site') return PAGE_PATH.test(href);
  return target === 'https' && targets === 'site-or-https';
}
