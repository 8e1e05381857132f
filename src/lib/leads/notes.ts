/** The team's notes on a lead: who wrote what, oldest first. Notes are added, never edited. */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '#lib/db/database.ts';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';
import { leadNotes, leads, type LeadNote } from '#lib/db/schema.ts';

export const LEAD_NOTE_MAX_LENGTH = 2000;

/** The body of POST /api/admin/leads/{id}/notes, and the inbox's note form. */
export const leadNoteInput = z.object({
  body: z
    .string({ error: 'Write the note first.' })
    .trim()
    .min(1, { error: 'Write the note first.' })
    .max(LEAD_NOTE_MAX_LENGTH, {
      error: `A note can be at most ${LEAD_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    })
    .refine((value) => !hasForbiddenControl(value), controlCharMessage('The note')),
});

export interface LeadNoteJson {
  id: string;
  authorEmail: string;
  body: string;
  createdAt: string;
}

export const leadNoteJson = (note: LeadNote): LeadNoteJson => ({
  id: note.id,
  authorEmail: note.authorEmail,
  body: note.body,
  createdAt: note.createdAt.toISOString(),
});

export async function listLeadNotes(db: Database, leadId: string): Promise<LeadNote[]> {
  return db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** Adds a note; null when the lead does not exist. */
export async function addLeadNote(
  db: Database | Transaction,
  leadId: string,
  authorEmail: string,
  body: string,
): Promise<LeadNote | null> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const [note] = await db.insert(leadNotes).values({ leadId, authorEmail, body }).returning();
  return note ?? null;
}
