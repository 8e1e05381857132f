import type { APIRoute } from 'astro';
import { getAuth } from '#lib/auth/index.ts';
import { clearSignedInHint } from '#lib/auth/signed-in-hint.ts';
import { SIGNED_OUT_MESSAGE } from '#lib/auth/guard.ts';
import { apiError, json } from '#lib/http/api.ts';

export const prerender = false;

/** The signed-in admin, checked on the server; 401 (and the signed-in hint cleared) without a valid session. */
export const GET: APIRoute = async (context) => {
  const user = await (await getAuth()).currentUser(context);
  if (user) return json({ user });
  clearSignedInHint(context.cookies);
  return apiError(401, SIGNED_OUT_MESSAGE);
};
