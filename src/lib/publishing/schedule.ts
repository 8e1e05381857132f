/**
 * Scheduled posts and composed pages go live with nobody acting: at their time the site is rebuilt. The Node server
 * sets a timer for the next scheduled time (recomputed at every start and after every change); on
 * Netlify a scheduled function checks every minute whether a post's time has come since the last
 * build was asked for.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '#lib/db/rows.ts';
import type { Database } from '#lib/db/database.ts';

/** setTimeout's ceiling (about 24.8 days): a later time is reached by re-arming on the way. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/** Fire a moment after the time, so the database's now() has certainly passed it. */
export const AFTER_DUE_MS = 1_000;

/**
 * How long to wait for `next` from `now`: a moment after it, at least that moment (the database's
 * clock may lag this one, and must not make the timer spin), never past the timer ceiling.
 */
export function timerDelay(next: Date, now: Date): number {
  const wait = next.getTime() - now.getTime() + AFTER_DUE_MS;
  return Math.min(Math.max(wait, AFTER_DUE_MS), MAX_TIMER_MS);
}

/** The earliest publish time still ahead (a post's or a page's), or null when nothing is scheduled. */
export async function nextScheduledTime(db: Database): Promise<Date | null> {
  const [row] = rowsOf<{ next: string | null }>(
    await db.execute(sql`
      select min(at)::text as next from (
        select published_at as at from posts where is_published and published_at > now()
        union all
        select publish_at from landing_pages where is_published and publish_at > now()
      ) ahead`),
  );
  return row?.next ? new Date(row.next) : null;
}

/**
 * True when a post's or a page's time has come since the last build was asked for (the publish request's
 * stamp): the live site does not show it yet. With no request on record nothing is due.
 */
export async function scheduledPostDue(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ due: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from site_publish_requests r,
          (select published_at as at from posts where is_published
           union all
           select publish_at from landing_pages where is_published and publish_at is not null) timed
        where r.id = 1 and at <= now() and at > r.requested_at
      ) as due`),
  );
  return row?.due === true;
}
