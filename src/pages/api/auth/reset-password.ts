import type { APIRoute } from 'astro';
import { getAuth } from '#lib/auth/index.ts';
import { resetPassword, throttled } from '#lib/auth/password-reset.ts';
import { resetInput } from '#lib/auth/reset-input.ts';
import { getDb } from '#lib/db/client.ts';
import { apiError, fieldErrors, guardJsonWrite, json } from '#lib/http/api.ts';
import { clientAddressOf } from '#lib/http/client-address.ts';
import { failureResponse } from '#lib/http/failure.ts';

export const prerender = false;

/**
 * POST {token, password} (local sign-in) or {code, password} (Supabase Auth): sets a new password
 * with a reset link, under the password policy (400 on `password`); the link stops working and
 * every session of the account ends, so they sign in again with it. 404 for a link that is not (or
 * no longer) valid, 410 for an expired one, 429 when tried too often.
 */
export const POST: APIRoute = async (context) => {
  const parsed = await guardJsonWrite(context.request, context.url);
  if ('response' in parsed) return parsed.response;
  const input = resetInput.safeParse(parsed.body);
  if (!input.success) {
    const fields = fieldErrors(input.error);
    return apiError(400, Object.values(fields)[0] ?? 'Please correct the highlighted fields.', {
      fields,
    });
  }
  const client = clientAddressOf(context);
  try {
    const auth = await getAuth();
    if ('code' in input.data) {
      if (auth.kind !== 'supabase' || !auth.resetPassword) {
        return apiError(
          404,
          'This site signs in with its own passwords: open the link from the email.',
        );
      }
      const refused = throttled(client, '(reset link)');
      if (refused) return answer(refused);
      const done = await auth.resetPassword(
        {
          cookies: context.cookies,
          url: context.url,
          request: context.request,
          clientAddress: client,
        },
        input.data.code,
        input.data.password,
      );
      return done.ok ? json({ reset: true }) : answer(done);
    }
    if (auth.kind !== 'local') {
      return apiError(404, 'Passwords are managed by Supabase Auth here: ask for a new link.');
    }
    const done = await resetPassword(await getDb(), { ...input.data, client });
    return done.ok ? json({ reset: true, email: done.email }) : answer(done);
  } catch (error) {
    return failureResponse('[api/auth]', error);
  }
};

function answer(refused: {
  status: number;
  message: string;
  retryAfterSeconds?: number;
  fields?: Record<string, string>;
}) {
  return apiError(
    refused.status,
    refused.message,
    refused.fields ? { fields: refused.fields } : {},
    refused.retryAfterSeconds ? { 'Retry-After': String(refused.retryAfterSeconds) } : {},
  );
}
