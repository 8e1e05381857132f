/** How the admin API sends leads and their notes: dates as ISO strings, the shape the leads inbox reads. */
import type { Lead, LeadNote } from '#lib/db/schema.ts';

export interface LeadJson {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  companySize: string;
  phone: string | null;
  message: string;
  sourcePage: string | null;
  landingPage: string | null;
  referrerHost: string | null;
  utm: Record<string, string>;
  context: Record<string, string | number>;
  status: 'new' | 'handled';
  isSpam: boolean;
  notificationState: 'pending' | 'sent' | 'failed' | 'skipped';
  notificationAttempts: number;
  notificationError: string | null;
  notifiedAt: string | null;
  handledBy: string | null;
  handledAt: string | null;
}

export function leadJson(lead: Lead): LeadJson {
  return {
    ...lead,
    createdAt: lead.createdAt.toISOString(),
    notifiedAt: lead.notifiedAt?.toISOString() ?? null,
    handledAt: lead.handledAt?.toISOString() ?? null,
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
