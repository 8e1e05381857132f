/**
 * Which link and image addresses the Markdown renderer keeps (docs/content-integrity.md): http(s),
 * mailto, tel, `#` and site paths. Apart from render.ts so that the editor's paste cleaning can ask
 * without loading the renderer.
 */

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
// Browsers read `\` as `/` (so `/\evil.example` leaves the site) and drop tabs and newlines inside
// URLs (so `/<tab>/evil.example` does too): an address holding either is never safe.
export const URL_BREAKER = /[\\\s\p{Cc}]/u;

export const isSafeUrl = (href: string) => !URL_BREAKER.test(href) && SAFE_URL.test(href);
