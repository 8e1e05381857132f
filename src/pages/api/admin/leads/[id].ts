import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { leadJson } from '#lib/leads/json.ts';
import { getLead, updateLead } from '#lib/leads/store.ts';

export const prerender = false;

const NOT_FOUND = 'That lead does not exist.';
const leadId = (id: string | undefined) => (z.uuid().safeParse(id).success ? id : undefined);

const leadChange = z
  .object({
    /** handled: answered; new: back into the inbox. */
    status: z.enum(['new', 'handled'], { error: 'status must be "new" or "handled".' }).optional(),
    /** Move a lead into or out of the spam pile. */
    isSpam: z.boolean({ error: 'isSpam must be true or false.' }).optional(),
  })
  .refine((change) => change.status !== undefined || change.isSpam !== undefined, {
    error: 'Send status and/or isSpam.',
  });

export const GET = adminRoute(async ({ params }) => {
  const id = leadId(params.id);
  const lead = id ? await getLead(await getDb(), id) : null;
  return lead ? json({ lead: leadJson(lead) }) : apiError(404, NOT_FOUND);
});

export const PATCH = adminWrite(leadChange, async ({ params }, _user, change) => {
  const id = leadId(params.id);
  const lead = id ? await updateLead(await getDb(), id, change) : null;
  return lead ? json({ lead: leadJson(lead) }) : apiError(404, NOT_FOUND);
});
