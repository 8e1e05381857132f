/**
 * SITE_URL is the site's public origin (e.g. https://www.example.com), which a TLS-terminating proxy may
 * serve while this process listens on plain HTTP. Writes are accepted from that origin and from the
 * server's own (for local use), and session cookies become Secure + __Host- when it is https.
 */

export const DEFAULT_SITE_URL = 'http://localhost:4321';

export class SiteUrlError extends Error {
  constructor(value: string, reason: string) {
    super(`SITE_URL is not valid (${JSON.stringify(value)}): ${reason}`);
    this.name = 'SiteUrlError';
  }
}

/** The public origin SITE_URL names; throws a SiteUrlError saying what is wrong with it. */
export function parseSiteUrl(raw: string | undefined): URL {
  const value = raw?.trim() ?? '';
  if (value === '') return new URL(DEFAULT_SITE_URL);
  if (!URL.canParse(value)) {
    throw new SiteUrlError(
      value,
      'it is not an absolute URL; write the public origin, e.g. https://www.example.com.',
    );
  }
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteUrlError(value, `it must start with https:// or http://, not ${url.protocol}//.`);
  }
  if (url.username || url.password) {
    throw new SiteUrlError(value, 'it must not carry a user name or password.');
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new SiteUrlError(
      value,
      `it must be an origin only (the site is served from its root), e.g. ${url.origin}.`,
    );
  }
  return url;
}

/** SITE_URL's origin, or the local default; a malformed value counts as unset here (start-up refuses it). */
function configuredOrigin(env: NodeJS.ProcessEnv): URL {
  try {
    return parseSiteUrl(env.SITE_URL);
  } catch {
    return new URL(DEFAULT_SITE_URL);
  }
}

/** The public origin (SITE_URL's, or the local default). */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return configuredOrigin(env).origin;
}

/**
 * Whether a write carrying this Origin header may proceed: the public origin, or the origin the request
 * was addressed to (local use, and a trusted proxy's forwarded view of the request).
 */
export function isAllowedOrigin(
  origin: string | null,
  requestUrl: URL,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!origin) return false;
  return origin === requestUrl.origin || origin === publicOrigin(env);
}

/** Cookies are Secure (and the session cookie __Host- prefixed) when the public site or this request is https. */
export function usesSecureCookies(requestUrl: URL, env: NodeJS.ProcessEnv = process.env): boolean {
  return requestUrl.protocol === 'https:' || configuredOrigin(env).protocol === 'https:';
}

/**
 * Astro's `security.allowedDomains`: the hosts whose X-Forwarded-Proto / -Host Astro applies to a
 * request's URL (so its own origin check sees the public origin). The scheme and port are left open: the
 * proxy decides them, and the Node server only passes forwarded headers on from peers in TRUST_PROXY.
 */
export function astroAllowedDomains(siteUrl: string | undefined): { hostname: string }[] {
  return [{ hostname: parseSiteUrl(siteUrl).hostname }];
}
