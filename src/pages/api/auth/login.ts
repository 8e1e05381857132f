import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getAuth } from '#lib/auth/index.ts';
import { setSignedInHint } from '#lib/auth/signed-in-hint.ts';
import { SESSION_ABSOLUTE_MS } from '#lib/auth/tokens.ts';
import { apiError, fieldErrors, guardJsonWrite, json } from '#lib/http/api.ts';
import { clientAddressOf } from '#lib/http/client-address.ts';

export const prerender = false;

const credentials = z.object({
  email: z.email({ error: 'Enter a valid email address.' }).max(254),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});

export const POST: APIRoute = async (context) => {
  const parsed = await guardJsonWrite(context.request, context.url);
  if ('response' in parsed) return parsed.response;
  const result = credentials.safeParse(parsed.body);
  if (!result.success) {
    return apiError(400, 'Enter your email and password.', { fields: fieldErrors(result.error) });
  }
  const auth = await getAuth();
  const outcome = await auth.signIn(
    {
      cookies: context.cookies,
      url: context.url,
      request: context.request,
      clientAddress: clientAddressOf(context),
    },
    result.data.email,
    result.data.password,
  );
  if (outcome.ok) {
    setSignedInHint(context.cookies, context.url, SESSION_ABSOLUTE_MS / 1000);
    return json({ user: outcome.user });
  }
  return apiError(
    outcome.status,
    outcome.message,
    {},
    outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {},
  );
};
