/**
 * Redirect hits, counted by the Node server: in memory as requests are answered, added to the
 * database in one statement every few seconds and when the server stops. A hit is not an edit: the
 * redirect's version stays, and nothing is logged or rebuilt. Counts that could not be written (a
 * full disk) are kept for the next flush.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { redirects } from '#lib/db/schema.ts';

export interface HitCount {
  hits: number;
  lastAt: Date;
}

/** Adds the counts to their redirects (a redirect deleted meanwhile is skipped). */
export async function addHits(db: Database, counts: ReadonlyMap<string, HitCount>): Promise<void> {
  if (counts.size === 0) return;
  const values = sql.join(
    [...counts].map(
      ([id, count]) =>
        sql`(${id}::uuid, ${count.hits}::bigint, ${count.lastAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${redirects} set
      hits = ${redirects.hits} + counted.hits,
      last_hit_at = greatest(coalesce(${redirects.lastHitAt}, counted.last_at), counted.last_at)
    from (values ${values}) as counted(id, hits, last_at)
    where ${redirects.id} = counted.id`);
}

export interface HitCounter {
  hit(id: string): void;
  /** Writes what was counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export function createHitCounter(
  write: (counts: ReadonlyMap<string, HitCount>) => Promise<void>,
  { intervalMs = 10_000, log = (message: string) => console.warn(message) } = {},
): HitCounter {
  let counts = new Map<string, HitCount>();
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      if (counts.size === 0) return;
      const batch = counts;
      counts = new Map();
      try {
        await write(batch);
      } catch (error) {
        log(
          `[redirects] could not record ${batch.size} redirect hit count(s): ${(error as Error).message}`,
        );
        for (const [id, count] of batch) {
          const later = counts.get(id);
          counts.set(id, {
            hits: count.hits + (later?.hits ?? 0),
            lastAt: later && later.lastAt > count.lastAt ? later.lastAt : count.lastAt,
          });
        }
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    hit(id) {
      const count = counts.get(id);
      counts.set(id, { hits: (count?.hits ?? 0) + 1, lastAt: new Date() });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
