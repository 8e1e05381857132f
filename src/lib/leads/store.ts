/** Leads in the database: stored before the visitor gets an answer, read and triaged in the admin. */
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { leads, type Lead } from '#lib/db/schema.ts';
import type { LeadOrigin } from './origin.ts';
import type { ValidContactInput } from './input.ts';

export type { Lead };

/**
 * The inbox's filters: spam is its own pile, whatever its status. `not-spam` is what the leads
 * report counts (new and handled), for the report's CSV of its leads.
 */
export const LEAD_FILTERS = ['new', 'handled', 'spam', 'not-spam', 'all'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];

export interface LeadCounts {
  new: number;
  handled: number;
  spam: number;
  all: number;
}

export interface StoreLeadInput {
  /**
   * The contact fields; a page's form that does not ask one stores '' (company size too: its
   * select may be left empty).
   */
  fields: Omit<
    ValidContactInput,
    'bot-field' | 'form-name' | 'page' | 'landing' | 'referrer' | 'companySize'
  > & { companySize: string };
  /** Where it came from; a first touch not given is not known (a lead from before, an import). */
  origin: Omit<LeadOrigin, 'landingPage' | 'referrerHost'> &
    Partial<Pick<LeadOrigin, 'landingPage' | 'referrerHost'>>;
  isSpam: boolean;
  /** `skipped` when there is nothing to notify (spam, or no channel configured). */
  notificationState: 'pending' | 'skipped';
}

const leadRow = (input: StoreLeadInput) => ({
  id: crypto.randomUUID(),
  name: input.fields.name,
  email: input.fields.email,
  companySize: input.fields.companySize,
  phone: input.fields.phone ?? null,
  message: input.fields.message,
  sourcePage: input.origin.sourcePage,
  landingPage: input.origin.landingPage ?? null,
  referrerHost: input.origin.referrerHost ?? null,
  utm: input.origin.utm,
  context: input.origin.context,
  isSpam: input.isSpam,
  notificationState: input.notificationState,
  // A lead stored as pending is delivered right away by the process that stored it: that first
  // attempt is counted here, so nobody else takes it (see claimNotificationAttempt).
  notificationAttempts: input.notificationState === 'pending' ? 1 : 0,
});

/**
 * Stores leads in one INSERT: one statement is one transaction, so each batch is stored whole or not
 * at all. Returns the stored rows in the order of `inputs`.
 */
export async function insertLeads(
  db: Database,
  inputs: readonly StoreLeadInput[],
): Promise<Lead[]> {
  if (inputs.length === 0) return [];
  const values = inputs.map(leadRow);
  const rows = await db.insert(leads).values(values).returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return values.map(({ id }) => {
    const row = byId.get(id);
    if (!row) throw new Error('A lead was not stored.');
    return row;
  });
}

export async function insertLead(db: Database, input: StoreLeadInput): Promise<Lead> {
  const [row] = await insertLeads(db, [input]);
  if (!row) throw new Error('The lead was not stored.');
  return row;
}

function filterCondition(filter: LeadFilter): SQL | undefined {
  switch (filter) {
    case 'new':
      return and(eq(leads.status, 'new'), eq(leads.isSpam, false));
    case 'handled':
      return and(eq(leads.status, 'handled'), eq(leads.isSpam, false));
    case 'spam':
      return eq(leads.isSpam, true);
    case 'not-spam':
      return eq(leads.isSpam, false);
    case 'all':
      return undefined;
  }
}

/** Newest first. */
export async function listLeads(
  db: Database,
  options: { filter?: LeadFilter; limit?: number; offset?: number } = {},
): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(filterCondition(options.filter ?? 'all'))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0);
}

/** Where an export page ends: the exact time (as Postgres writes it) and id of its last lead. */
export interface ExportCursor {
  at: string;
  id: string;
}

/**
 * One page of an export: the leads of `filter` received in [start, end), newest first, after
 * `after` (the cursor of the page before), with the cursor of its own last lead. The export reads
 * page after page, so it never holds more than one page, however many leads there are.
 */
export async function leadsExportPage(
  db: Database,
  options: {
    filter: LeadFilter;
    range?: { start: Date; end: Date } | undefined;
    after?: ExportCursor | undefined;
    limit: number;
  },
): Promise<{ leads: Lead[]; next: ExportCursor | null }> {
  const { filter, range, after, limit } = options;
  const rows = await db
    .select({ lead: leads, at: sql<string>`${leads.createdAt}::text` })
    .from(leads)
    .where(
      and(
        filterCondition(filter),
        range && sql`${leads.createdAt} >= ${range.start.toISOString()}::timestamptz`,
        range && sql`${leads.createdAt} < ${range.end.toISOString()}::timestamptz`,
        // Compared as Postgres holds them (microseconds), not as a JavaScript date (milliseconds).
        after &&
          sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    leads: rows.map((row) => row.lead),
    next: last && rows.length === limit ? { at: last.at, id: last.lead.id } : null,
  };
}

export async function countLeads(db: Database): Promise<LeadCounts> {
  const [row] = await db
    .select({
      new: sql<number>`count(*) filter (where ${leads.status} = 'new' and not ${leads.isSpam})`.mapWith(
        Number,
      ),
      handled:
        sql<number>`count(*) filter (where ${leads.status} = 'handled' and not ${leads.isSpam})`.mapWith(
          Number,
        ),
      spam: sql<number>`count(*) filter (where ${leads.isSpam})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(leads);
  return row ?? { new: 0, handled: 0, spam: 0, all: 0 };
}

export async function getLead(db: Database | Transaction, id: string): Promise<Lead | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

export interface LeadChange {
  status?: 'new' | 'handled' | undefined;
  isSpam?: boolean | undefined;
}

/**
 * Marks a lead handled by `handledBy` (or new again), or moves it in or out of spam. Null when it
 * does not exist.
 */
export async function updateLead(
  db: Database | Transaction,
  id: string,
  change: LeadChange,
  handledBy: string | null = null,
): Promise<Lead | null> {
  const set: Partial<Pick<Lead, 'status' | 'isSpam' | 'handledBy' | 'handledAt'>> = {};
  if (change.status !== undefined) {
    set.status = change.status;
    set.handledBy = change.status === 'handled' ? handledBy : null;
    set.handledAt = change.status === 'handled' ? new Date() : null;
  }
  if (change.isSpam !== undefined) set.isSpam = change.isSpam;
  if (Object.keys(set).length === 0) return getLead(db, id);
  const [row] = await db.update(leads).set(set).where(eq(leads.id, id)).returning();
  return row ?? null;
}

export const markHandled = (db: Database, id: string) => updateLead(db, id, { status: 'handled' });

/**
 * Takes one delivery attempt for a lead: counts it, and succeeds only if nobody else took the same
 * attempt first (two loops, or two processes, never deliver the same attempt twice).
 */
export async function claimNotificationAttempt(db: Database, lead: Lead): Promise<Lead | null> {
  const [row] = await db
    .update(leads)
    .set({ notificationAttempts: sql`${leads.notificationAttempts} + 1` })
    .where(
      and(
        eq(leads.id, lead.id),
        eq(leads.notificationAttempts, lead.notificationAttempts),
        inArray(leads.notificationState, ['pending', 'failed']),
      ),
    )
    .returning();
  return row ?? null;
}

const MAX_ERROR_LENGTH = 1000;

/** Marks leads notified (one statement for many, see batched()). */
export async function recordNotificationsSent(
  db: Database,
  ids: readonly string[],
  at = new Date(),
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(leads)
    .set({
      notificationState: 'sent',
      notificationError: null,
      notificationNextAttemptAt: null,
      notifiedAt: at,
    })
    .where(inArray(leads.id, [...ids]));
}

/** `nextAttemptAt`: when a retry is due; null when the lead has no attempts left. */
export async function recordNotificationFailed(
  db: Database,
  id: string,
  error: string,
  nextAttemptAt: Date | null = null,
): Promise<void> {
  await db
    .update(leads)
    .set({
      notificationState: 'failed',
      notificationError: error.slice(0, MAX_ERROR_LENGTH),
      notificationNextAttemptAt: nextAttemptAt,
    })
    .where(eq(leads.id, id));
}

/**
 * Leads whose notification still has to go out: failed ones with attempts left whose retry is due by
 * `now`, and pending ones old enough that the attempt made right after storing them must have been
 * lost (a restart, or a function stopped before it finished).
 */
export async function leadsAwaitingNotification(
  db: Database,
  options: { maxAttempts: number; pendingBefore: Date; now?: Date; limit?: number },
): Promise<Lead[]> {
  const now = options.now ?? new Date();
  return db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.isSpam, false),
        lt(leads.notificationAttempts, options.maxAttempts),
        or(
          and(
            eq(leads.notificationState, 'failed'),
            or(isNull(leads.notificationNextAttemptAt), lte(leads.notificationNextAttemptAt, now)),
          ),
          and(eq(leads.notificationState, 'pending'), lt(leads.createdAt, options.pendingBefore)),
        ),
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(options.limit ?? 50);
}
