/** The build-hook debounce and status kept in the database, shared by every process and function instance. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '#lib/db/rows.ts';
import type { Database } from '#lib/db/client.ts';
import type { PublishRequestStore } from './build-hook.ts';
import type { PublishState, PublishStatus } from './status.ts';

export function databasePublishStore(db: () => Promise<Database>): PublishRequestStore {
  return {
    async request() {
      // The stamp as text: a JavaScript Date would drop the microseconds that tell two edits apart.
      const rows = await (
        await db()
      ).execute<{ stamp: string }>(sql`
        insert into site_publish_requests (id, requested_at) values (1, clock_timestamp())
        on conflict (id) do update set requested_at = excluded.requested_at
        returning requested_at::text as stamp`);
      const stamp = rowsOf<{ stamp: string }>(rows)[0]?.stamp;
      if (!stamp) throw new Error('the publish request was not recorded');
      return stamp;
    },
    async claim(stamp) {
      const rows = await (
        await db()
      ).execute<{ id: number }>(sql`
        update site_publish_requests set sent_for = requested_at
        where id = 1 and requested_at::text = ${stamp} and sent_for is distinct from requested_at
        returning id`);
      return rowsOf(rows).length === 1;
    },
    async saveStatus(status) {
      await (
        await db()
      ).execute(sql`
        insert into site_publish_requests (id, requested_at, status_state, status_message, status_at)
        values (1, clock_timestamp(), ${status.state}, ${status.message}, ${status.updatedAt})
        on conflict (id) do update set status_state = excluded.status_state,
          status_message = excluded.status_message, status_at = excluded.status_at`);
    },
  };
}

/** The status the last process saved, or null when none has been saved. */
export async function loadPublishStatus(db: Database): Promise<PublishStatus | null> {
  const rows = rowsOf<{ state: string | null; message: string | null; at: string | null }>(
    await db.execute(sql`
      select status_state as state, status_message as message, status_at::text as at
      from site_publish_requests where id = 1`),
  );
  const row = rows[0];
  if (!row?.state || !row.message || !row.at) return null;
  return {
    state: row.state as PublishState,
    message: row.message,
    updatedAt: new Date(row.at).toISOString(),
  };
}
