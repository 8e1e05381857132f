import type { APIRoute } from 'astro';
import { getAuth } from '#lib/auth/index.ts';
import { getDb } from '#lib/db/client.ts';
import { apiError, fieldErrors, guardJsonWrite, json } from '#lib/http/api.ts';
import { failureResponse } from '#lib/http/failure.ts';
import { acceptInvite } from '#lib/people/admin.ts';
import { acceptInviteInput } from '#lib/people/input.ts';

export const prerender = false;

/**
 * POST {token, password}: accepts an invitation. The password must pass the policy (400 on
 * `password`); the link then stops working (a second use gets 404) and the account exists with the
 * invitation's role. The invitee signs in next, as anyone does.
 */
export const POST: APIRoute = async ({ request, url }) => {
  const parsed = await guardJsonWrite(request, url);
  if ('response' in parsed) return parsed.response;
  const input = acceptInviteInput.safeParse(parsed.body);
  if (!input.success) {
    return apiError(400, 'Please correct the highlighted fields.', {
      fields: fieldErrors(input.error),
    });
  }
  if ((await getAuth()).kind !== 'local') {
    return apiError(404, 'Invitations are for local sign-in; this site signs in with Supabase.');
  }
  try {
    const accepted = await acceptInvite(await getDb(), input.data.token, input.data.password);
    if (!accepted.ok) {
      return apiError(
        accepted.status,
        accepted.message,
        accepted.fields ? { fields: accepted.fields } : {},
      );
    }
    return json({ email: accepted.email, role: accepted.role }, 201);
  } catch (error) {
    return failureResponse('[api/auth]', error);
  }
};
