/**
 * A readable cookie that only says "this browser signed in to the admin". It grants nothing (every
 * request is still checked against the HttpOnly session cookie); it lets the admin screen show the
 * sign-in form at once instead of asking the server first, which answers 401 and logs a console error
 * on every signed-out visit. Imports nothing server-side: the admin island uses hasSignedInHint.
 */
import type { AstroCookies } from 'astro';
import { usesSecureCookies } from '#lib/http/site-url.ts';

export const SIGNED_IN_HINT_COOKIE = 'nb_admin_hint';

export function setSignedInHint(cookies: AstroCookies, url: URL, maxAgeSeconds: number): void {
  cookies.set(SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    secure: usesSecureCookies(url),
    sameSite: 'lax',
    maxAge: maxAgeSeconds,
  });
}

export function clearSignedInHint(cookies: AstroCookies): void {
  if (cookies.has(SIGNED_IN_HINT_COOKIE)) cookies.delete(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** Whether a `document.cookie` string carries the hint. */
export function hasSignedInHint(cookieString: string): boolean {
  return cookieString
    .split(';')
    .some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
