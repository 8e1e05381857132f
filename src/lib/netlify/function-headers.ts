/**
 * Netlify applies netlify.toml's headers to the files its CDN serves, not to what a function answers.
 * On Netlify the SSR function therefore sets the site's security headers on its own responses (the
 * API, the no-JavaScript contact page, the not-found pages), as the Node server does for everything.
 */
import { FALLBACK_CSP, SECURITY_HEADERS } from '#config/security-headers.ts';

/** Whether Astro is answering inside a Netlify function (the adapter puts its context in locals). */
export function inNetlifyFunction(locals: unknown): boolean {
  return typeof locals === 'object' && locals !== null && 'netlify' in locals;
}

/** The response with every missing security header added (and a strict CSP when it has none). */
export function withSecurityHeaders(response: Response): Response {
  const missing = Object.entries(SECURITY_HEADERS).filter(([name]) => !response.headers.has(name));
  const needsCsp = !response.headers.has('Content-Security-Policy');
  if (missing.length === 0 && !needsCsp) return response;
  // Some responses (redirects, fetched ones) have immutable headers: copy into a new response.
  const headers = new Headers(response.headers);
  for (const [name, value] of missing) headers.set(name, value);
  if (needsCsp) headers.set('Content-Security-Policy', FALLBACK_CSP);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
