/** How the admin API sends leads and their notes: dates as ISO strings, the shape the leads inbox reads. */
import type { Lead, LeadNote } from '#lib/db/schema.ts';

/** A lead's row as JSON: every column of the table, its dates as ISO strings. */
export type LeadJson = {
  [Column in keyof Lead]: Lead[Column] extends Date
    ? string
    : Lead[Column] extends Date | null
      ? string | null
      : Lead[Column];
};

export function leadJson(lead: Lead): LeadJson {
  return {
    ...lead,
    createdAt: lead.createdAt.toISOString(),
    notifiedAt: lead.notifiedAt?.toISOString() ?? null,
    handledAt: lead.handledAt?.toISOString() ?? null,
    notificationNextAttemptAt: lead.notificationNextAttemptAt?.toISOString() ?? null,
  };
}

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
