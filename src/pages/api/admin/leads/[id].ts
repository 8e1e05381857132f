import { z } from 'zod';
import { withActivity, type ActivityEntry } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { leadJson } from '#lib/leads/json.ts';
import { getLead, updateLead, type LeadChange } from '#lib/leads/store.ts';
import type { Lead } from '#lib/db/schema.ts';

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

export const GET = adminRoute(
  async ({ params }) => {
    const id = leadId(params.id);
    const lead = id ? await getLead(await getDb(), id) : null;
    return lead ? json({ lead: leadJson(lead) }) : apiError(404, NOT_FOUND);
  },
  { resource: 'leads', action: 'read' },
);

/** The log line for a change to a lead; a lead that does not exist changed nothing. */
function leadActivity(lead: Lead | null, change: LeadChange): ActivityEntry | null {
  if (!lead) return null;
  const who = `${lead.name} <${lead.email}>`;
  if (change.isSpam !== undefined) {
    return {
      action: 'lead.spam',
      subjectType: 'lead',
      subjectId: lead.id,
      summary: change.isSpam
        ? `Moved the lead from ${who} to spam`
        : `Restored the lead from ${who} from spam`,
    };
  }
  return {
    action: 'lead.status',
    subjectType: 'lead',
    subjectId: lead.id,
    summary:
      lead.status === 'handled'
        ? `Marked the lead from ${who} handled`
        : `Moved the lead from ${who} back to new`,
  };
}

export const PATCH = adminWrite(
  leadChange,
  async ({ params }, user, change) => {
    const id = leadId(params.id);
    const lead = id
      ? await withActivity(
          await getDb(),
          user,
          (tx) => updateLead(tx, id, change, user.email),
          (updated) => leadActivity(updated, change),
        )
      : null;
    return lead ? json({ lead: leadJson(lead) }) : apiError(404, NOT_FOUND);
  },
  { resource: 'leads', action: 'update' },
);
