import type { APIRoute } from 'astro';
import { getAuth } from '#lib/auth/index.ts';
import { clearSignedInHint } from '#lib/auth/signed-in-hint.ts';
import { apiError, isSameOrigin, json } from '#lib/http/api.ts';

export const prerender = false;

/** Ends the session on the server (its row is deleted) and clears the cookie. */
export const POST: APIRoute = async (context) => {
  if (!isSameOrigin(context.request, context.url)) {
    return apiError(403, 'Cross-origin requests are not allowed.');
  }
  const auth = await getAuth();
  await auth.signOut(context);
  clearSignedInHint(context.cookies);
  return json({ ok: true });
};
