import { z } from 'zod';
import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { leadNoteInput } from '#lib/leads/input.ts';
import { leadNoteJson } from '#lib/leads/json.ts';
import { addLeadNote, listLeadNotes } from '#lib/leads/notes.ts';
import { getLead } from '#lib/leads/store.ts';

export const prerender = false;

const NOT_FOUND = 'That lead does not exist.';
const leadId = (id: string | undefined) => (z.uuid().safeParse(id).success ? id : undefined);

/** GET /api/admin/leads/{id}/notes: the lead's notes, oldest first. */
export const GET = adminRoute(
  async ({ params }) => {
    const id = leadId(params.id);
    const db = await getDb();
    if (!id || !(await getLead(db, id))) return apiError(404, NOT_FOUND);
    return json({ notes: (await listLeadNotes(db, id)).map(leadNoteJson) });
  },
  { resource: 'leads', action: 'read' },
);

/** POST /api/admin/leads/{id}/notes {body}: adds a note signed with the admin's email. */
export const POST = adminWrite(
  leadNoteInput,
  async ({ params }, user, { body }) => {
    const id = leadId(params.id);
    const note = id
      ? await withActivity(
          await getDb(),
          user,
          (tx) => addLeadNote(tx, id, user.email, body),
          (added) =>
            added && {
              action: 'lead.note',
              subjectType: 'lead',
              subjectId: id,
              summary: 'Added a note to a lead',
              details: { characters: added.body.length },
            },
        )
      : null;
    return note ? json({ note: leadNoteJson(note) }, 201) : apiError(404, NOT_FOUND);
  },
  { resource: 'leads', action: 'update' },
);
