import type { APIRoute } from 'astro';
import { getDb } from '#lib/db/client.ts';
import { apiError, fieldErrors, guardJsonWrite, json } from '#lib/http/api.ts';
import { inviteForToken } from '#lib/people/admin.ts';
import { inviteTokenInput } from '#lib/people/input.ts';

export const prerender = false;

/**
 * POST {token}: the invitation a link opens (its address, role and expiry), so the invitee sees who
 * they will be before choosing a password. The token travels in the body, never in a URL a log
 * could keep (the link carries it after `#`, which browsers do not send). 404 when the link was used,
 * withdrawn or replaced; 410 when it expired.
 */
export const POST: APIRoute = async ({ request, url }) => {
  const parsed = await guardJsonWrite(request, url);
  if ('response' in parsed) return parsed.response;
  const input = inviteTokenInput.safeParse(parsed.body);
  if (!input.success) {
    const fields = fieldErrors(input.error);
    return apiError(400, Object.values(fields)[0] ?? 'Open the whole link.', { fields });
  }
  const found = await inviteForToken(await getDb(), input.data.token);
  if (!found.ok) return apiError(found.status, found.message);
  return json({ email: found.email, role: found.role, expiresAt: found.expiresAt.toISOString() });
};
