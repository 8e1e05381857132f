import type { APIRoute } from 'astro';
import { getAuth } from '#lib/auth/index.ts';
import {
  requestPasswordReset,
  RESET_MESSAGES,
  resetByEmailAvailable,
  throttled,
} from '#lib/auth/password-reset.ts';
import { resetRequestInput } from '#lib/auth/reset-input.ts';
import { getDb } from '#lib/db/client.ts';
import { apiError, fieldErrors, guardJsonWrite, json } from '#lib/http/api.ts';
import { clientAddressOf } from '#lib/http/client-address.ts';
import { failureResponse } from '#lib/http/failure.ts';
import { netlifyWaitUntil } from '#lib/netlify/wait-until.ts';

export const prerender = false;

/**
 * GET: whether a reset link can be mailed here ({ byEmail }): with local sign-in only when SMTP is
 * set up (otherwise the sign-in page says to ask an owner); Supabase Auth mails its own.
 */
export const GET: APIRoute = async () => {
  const auth = await getAuth();
  return json({ byEmail: auth.kind === 'supabase' || resetByEmailAvailable() });
};

/**
 * POST {email}: mails a one-time link to choose a new password (docs/sign-in-security.md). 202 with
 * the same message whether or not the address has an account; 429 when asked too often (like
 * signing in); 503 when email is not set up (the same for every address).
 */
export const POST: APIRoute = async (context) => {
  const parsed = await guardJsonWrite(context.request, context.url);
  if ('response' in parsed) return parsed.response;
  const input = resetRequestInput.safeParse(parsed.body);
  if (!input.success) {
    return apiError(400, 'Please correct the highlighted fields.', {
      fields: fieldErrors(input.error),
    });
  }
  const client = clientAddressOf(context);
  try {
    const auth = await getAuth();
    if (auth.kind === 'supabase' && auth.requestPasswordReset) {
      const refused = throttled(client, input.data.email.toLowerCase());
      if (refused) return refusal(refused);
      const asked = await auth.requestPasswordReset(
        {
          cookies: context.cookies,
          url: context.url,
          request: context.request,
          clientAddress: client,
        },
        input.data.email,
      );
      return asked.ok
        ? json({ message: RESET_MESSAGES.sent }, 202)
        : apiError(asked.status, asked.message);
    }
    const later = netlifyWaitUntil(context.locals);
    const answer = requestPasswordReset(
      await getDb(),
      { email: input.data.email, client },
      later ? { later } : {},
    );
    return answer.ok ? json({ message: answer.message }, 202) : refusal(answer);
  } catch (error) {
    return failureResponse('[api/auth]', error);
  }
};

function refusal(refused: { status: number; message: string; retryAfterSeconds?: number }) {
  return apiError(
    refused.status,
    refused.message,
    {},
    refused.retryAfterSeconds ? { 'Retry-After': String(refused.retryAfterSeconds) } : {},
  );
}
