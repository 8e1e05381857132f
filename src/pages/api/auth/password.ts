import type { APIRoute } from 'astro';
import { z } from 'zod';
import { recordActivity } from '#lib/audit/activity.ts';
import { getAuth } from '#lib/auth/index.ts';
import { getDb } from '#lib/db/client.ts';
import { apiError, fieldErrors, guardJsonWrite, json } from '#lib/http/api.ts';
import { clientAddressOf } from '#lib/http/client-address.ts';

export const prerender = false;

const passwordChange = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(1024),
  newPassword: z
    .string({ error: 'Enter a new password.' })
    .min(1, 'Enter a new password.')
    .max(1024),
});

/** Changes the signed-in admin's password (current one required); every other session ends. */
export const POST: APIRoute = async (context) => {
  const parsed = await guardJsonWrite(context.request, context.url);
  if ('response' in parsed) return parsed.response;
  const result = passwordChange.safeParse(parsed.body);
  if (!result.success) {
    return apiError(400, 'Please correct the highlighted fields.', {
      fields: fieldErrors(result.error),
    });
  }
  const auth = await getAuth();
  const authRequest = {
    cookies: context.cookies,
    url: context.url,
    request: context.request,
    clientAddress: clientAddressOf(context),
  };
  const outcome = await auth.changePassword(
    authRequest,
    result.data.currentPassword,
    result.data.newPassword,
  );
  if (outcome.ok) {
    const user = await auth.currentUser(authRequest);
    if (user) {
      await recordActivity(await getDb(), user, {
        action: 'account.password',
        subjectType: 'account',
        subjectId: user.id,
        summary: 'Changed their password (their other sessions were signed out)',
      });
    }
    return json({ ok: true });
  }
  return apiError(
    outcome.status,
    outcome.message,
    outcome.fields ? { fields: outcome.fields } : {},
    outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {},
  );
};
