/**
 * Response headers every page and endpoint carries, on the Node server and on Netlify alike
 * (netlify.toml repeats them; a test keeps the two in step). The Content-Security-Policy comes
 * per page from Astro's `security.csp` hashes; `FALLBACK_CSP` covers responses Astro did not render.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

export const FALLBACK_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
