/** Every /api/admin/* route starts here: the signed-in admin, or the 401 answer to send. */
import type { APIContext } from 'astro';
import { apiError } from '#lib/http/api.ts';
import { clientAddressOf } from '#lib/http/client-address.ts';
import { getAuth } from './index.ts';
import type { SignedInAdmin } from './types.ts';

export const SIGNED_OUT_MESSAGE = 'You must be logged in to perform this action';

export async function requireAdmin(
  context: Pick<APIContext, 'cookies' | 'url' | 'request' | 'clientAddress' | 'locals'>,
): Promise<{ user: SignedInAdmin } | Response> {
  const auth = await getAuth();
  const user = await auth.currentUser({
    cookies: context.cookies,
    url: context.url,
    request: context.request,
    clientAddress: clientAddressOf(context),
  });
  return user ? { user } : apiError(401, SIGNED_OUT_MESSAGE);
}
