/**
 * The contact facts the contact endpoints name in their refusals ("email us at …", "call us at …"),
 * from Settings. Read at most once a minute per process; when the database cannot be read (the very
 * failure a refusal may be about), the last value read stands in, and with none the refusal names no
 * address rather than a stale one.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { pageDocuments } from '#lib/db/schema.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import { settingsSchema } from './documents/settings.ts';

export interface ContactFacts {
  salesEmail: string;
  priorityPhone: string;
}

const FRESH_MS = 60_000;

const cache = processSingleton('northbeam.contact-facts', () => ({
  facts: null as ContactFacts | null,
  readAt: 0,
}));

export async function contactFacts(
  db: () => Promise<Database>,
  now = Date.now(),
): Promise<ContactFacts | null> {
  const held = cache.get();
  if (held.facts && now - held.readAt < FRESH_MS) return held.facts;
  try {
    const [row] = await (
      await db()
    )
      .select({ document: pageDocuments.document })
      .from(pageDocuments)
      .where(eq(pageDocuments.id, 'settings'));
    const parsed = settingsSchema.safeParse(row?.document);
    if (parsed.success) {
      const { salesEmail, priorityPhone } = parsed.data.contact;
      held.facts = { salesEmail, priorityPhone };
      held.readAt = now;
    }
  } catch {
    // The database is down or full: keep what was read last.
  }
  return held.facts;
}
