/**
 * The admin's activity log: every change an admin makes is recorded with who, what and when, in the
 * same transaction as the change itself, so the log never claims a change that did not happen and
 * never misses one that did. The table is append-only (a trigger refuses UPDATE and DELETE).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { adminActivity, type ActivityRow } from '#lib/db/schema.ts';

/** What an entry is about; the admin's Activity view filters on it. */
export const ACTIVITY_SUBJECTS = [
  'post',
  'lead',
  'taxonomy',
  'media',
  'location',
  'industry',
  'landing-page',
  'page',
  'settings',
  'account',
  'person',
  'redirect',
  'import',
] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

export const ACTIVITY_ACTIONS = [
  'post.created',
  'post.saved',
  'post.deleted',
  'post.published',
  'post.scheduled',
  'post.unpublished',
  'post.share-link',
  'lead.status',
  'lead.spam',
  'lead.note',
  'taxonomy.created',
  'taxonomy.updated',
  'taxonomy.deleted',
  'media.uploaded',
  'media.updated',
  'media.deleted',
  'location.created',
  'location.updated',
  'industry.created',
  'industry.updated',
  'landing-page.created',
  'landing-page.updated',
  'landing-page.share-link',
  'page.updated',
  'page.share-link',
  'settings.updated',
  'account.password',
  'account.password-reset',
  'person.invited',
  'person.joined',
  'person.role',
  'person.removed',
  'person.invite-withdrawn',
  'redirect.created',
  'redirect.updated',
  'redirect.deleted',
  'redirect.csv',
  'import.item',
  'import.finished',
  'site.exported',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface ActivityEntry {
  action: ActivityAction;
  subjectType: ActivitySubject;
  subjectId?: string | null;
  /** One line a person reads: "Saved “Ransomware in 2026”". */
  summary: string;
  /** What changed, for the record (field names, old and new slugs); never secrets. */
  details?: Record<string, unknown>;
}

export const ACTIVITY_PAGE_SIZE = 50;

export async function recordActivity(
  db: Database | Transaction,
  actor: AdminUser,
  entry: ActivityEntry,
): Promise<void> {
  await db.insert(adminActivity).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    summary: entry.summary,
    details: entry.details ?? {},
  });
}

/**
 * Runs `change` and records what `describe` says about its result, in one transaction: if either
 * fails, neither is kept. `describe` returns null when nothing changed (nothing to record).
 */
export async function withActivity<T>(
  db: Database,
  actor: AdminUser,
  change: (tx: Transaction) => Promise<T>,
  describe: (result: T) => ActivityEntry | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    const entry = describe(result);
    if (entry) await recordActivity(tx, actor, entry);
    return result;
  });
}

export interface ActivityPage {
  entries: ActivityRow[];
  total: number;
}

/** Newest first, `ACTIVITY_PAGE_SIZE` per page (pages count from 1). */
export async function listActivity(
  db: Database,
  options: { page: number; subject?: ActivitySubject | undefined },
): Promise<ActivityPage> {
  const where = options.subject ? eq(adminActivity.subjectType, options.subject) : undefined;
  const [entries, [totalRow]] = await Promise.all([
    db
      .select()
      .from(adminActivity)
      .where(where)
      .orderBy(desc(adminActivity.at), desc(adminActivity.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((options.page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ total: count() }).from(adminActivity).where(where),
  ]);
  return { entries, total: totalRow?.total ?? 0 };
}
