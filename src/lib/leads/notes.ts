/** The team's notes on a lead: who wrote what, oldest first. Notes are added, never edited. */
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { leadNotes, leads, type LeadNote } from '#lib/db/schema.ts';

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
