/**
 * Every page and answer refuses to be framed (X-Frame-Options DENY, CSP frame-ancestors 'none'),
 * except an admin preview the admin itself shows in a frame at a phone's or a desktop's width:
 * that one may be framed by the site's own pages, by nobody else.
 */
export const SAME_ORIGIN_FRAMING = 'SAMEORIGIN';

/** Marks a response as framable by the site itself (the headers are set in the middleware). */
export function allowFramingBySite(headers: Headers): void {
  headers.set('X-Frame-Options', SAME_ORIGIN_FRAMING);
}

/** The CSP with its frame-ancestors narrowed from none to the site itself. */
export function cspFramableBySite(csp: string): string {
  return csp.replace(/frame-ancestors 'none'/, "frame-ancestors 'self'");
}

/**
 * The response, when it said it may be framed by the site, with a CSP that agrees (Astro writes the
 * site-wide policy, which forbids any framing); any other response unchanged.
 */
export function withFramingBySite(response: Response): Response {
  const csp = response.headers.get('Content-Security-Policy');
  if (response.headers.get('X-Frame-Options') !== SAME_ORIGIN_FRAMING || !csp) return response;
  const framable = cspFramableBySite(csp);
  if (framable === csp) return response;
  try {
    response.headers.set('Content-Security-Policy', framable);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', framable);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
