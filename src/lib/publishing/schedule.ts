/**
 * Scheduled posts go live with nobody acting: at a post's time the site is rebuilt. The Node server
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

/** The earliest publish time still ahead, or null when nothing is scheduled. */
export async function nextScheduledTime(db: Database): Promise<Date | null> {
  const [row] = rowsOf<{ next: string | null }>(
    await db.execute(sql`
      select min(published_at)::text as next from posts
      where is_published and published_at > now()`),
  );
  return row?.next ? new Date(row.next) : null;
}

/**
 * True when a post's time has come since the last build was asked for (the publish request's
 * stamp): the live site does not show it yet. With no request on record nothing is due.
 */
export async function scheduledPostDue(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ due: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from posts, site_publish_requests r
        where r.id = 1 and is_published and published_at <= now() and published_at > r.requested_at
      ) as due`),
  );
  return row?.due === true;
}
