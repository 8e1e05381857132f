import type { APIRoute } from 'astro';
import { getAuth } from '#lib/auth/index.ts';
import { clearSignedInHint } from '#lib/auth/signed-in-hint.ts';
import { apiError, isSameOrigin, json } from '#lib/http/api.ts';
import { failureResponse } from '#lib/http/failure.ts';

export const prerender = false;

/** Ends the session on the server (its row is deleted) and clears the cookie. */
export const POST: APIRoute = async (context) => {
  if (!isSameOrigin(context.request, context.url)) {
    return apiError(403, 'Cross-origin requests are not allowed.');
  }
  try {
    const auth = await getAuth();
    await auth.signOut(context);
    clearSignedInHint(context.cookies);
    return json({ ok: true });
  } catch (error) {
    return failureResponse('[api/auth]', error);
  }
};
