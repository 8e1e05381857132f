/**
 * The one rule for link fields: where an admin-entered link may point. A page on this site is a path
 * (`/compliance`, `/insights/patching-explained`), never `//host` or `/\host`, which browsers read
 * as another site; a field that may point off the site also takes an `https:` address with a host
 * name (no credentials, no IP literal). No address holds whitespace, a backslash or a control
 * character.
 */

export type LinkTargets = 'site' | 'site-or-https';

const SITE_PATH = /^\/(?![/\\])[a-z0-9\-/]*$/;
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

/** Whether `href` may be saved in a link field that takes `targets`. */
export function isAllowedLink(href: string, targets: LinkTargets): boolean {
  if (URL_BREAKER.test(href)) return false;
  if (SITE_PATH.test(href)) return true;
  return targets === 'site-or-https' && isHttpsAddress(href);
}
