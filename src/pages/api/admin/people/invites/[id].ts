import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminDelete } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { PEOPLE_MESSAGES, withdrawInvite } from '#lib/people/admin.ts';

export const prerender = false;

/** DELETE: withdraws a pending invitation; its link stops working (owners only). */
export const DELETE = adminDelete(
  async ({ params }, owner) => {
    if (!z.uuid().safeParse(params.id).success)
      return apiError(404, PEOPLE_MESSAGES.inviteNotFound);
    await withdrawInvite(await getDb(), owner, params.id!);
    return json({ ok: true });
  },
  { resource: 'people', action: 'delete' },
);
