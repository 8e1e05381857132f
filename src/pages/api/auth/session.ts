import type { APIRoute } from 'astro';
import { getAuth } from '../../../lib/auth/index.ts';
import { SIGNED_OUT_MESSAGE } from '../../../lib/auth/guard.ts';
import { apiError, json } from '../../../lib/http/api.ts';

export const prerender = false;

/** The signed-in admin, checked on the server; 401 when there is no valid session. */
export const GET: APIRoute = async (context) => {
  const user = await (await getAuth()).currentUser(context);
  return user ? json({ user }) : apiError(401, SIGNED_OUT_MESSAGE);
};
