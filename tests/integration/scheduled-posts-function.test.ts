/**
 * The Netlify scheduled function that makes scheduled posts and composed pages go live, invoked as Netlify would (its
 * default export, with the site's environment) against a real Postgres and a recording build hook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import scheduledPosts, { config } from '#functions/scheduled-posts.mts';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { nextScheduledTime } from '#lib/publishing/schedule.ts';
import { startPostgres, type PostgresServer } from '#test-support/postgres.ts';
import { startHttpRecorder, type HttpRecorder } from '#test-support/recorders.ts';

let server: PostgresServer;
let handle: DatabaseHandle;
let hook: HttpRecorder;
const savedEnv = { ...process.env };

beforeAll(async () => {
  server = await startPostgres();
  handle = await openDatabase({ databaseUrl: server.url, setup: false });
  await applyMigrations(handle.sql, migrationsDir());
  hook = await startHttpRecorder();
  process.env = { ...savedEnv, DATABASE_URL: server.url, BUILD_HOOK_URL: hook.url };
}, 120_000);

afterAll(async () => {
  process.env = savedEnv;
  await hook?.close();
  await handle?.close();
  server?.stop();
});

async function invoke(): Promise<{ due?: boolean }> {
  const response = await scheduledPosts();
  expect(response.status).toBe(200);
  return (await response.json()) as { due?: boolean };
}

/** A published post whose time is `offset` (a Postgres interval) from now. */
const postAt = (slug: string, offset: string) =>
  handle.sql.exec(`
    insert into posts (slug, title, excerpt, content, cover_image_url, category, is_published, published_at)
    values ('${slug}', 'Scheduled', 'Excerpt.', 'Body.', '/images/insights/cloud.svg', 'Cybersecurity',
            true, now() + interval '${offset}')`);

describe('scheduled-posts function', () => {
  it('runs every minute', () => {
    expect(config).toEqual({ schedule: '* * * * *' });
  });

  it('asks for one build once a scheduled post’s time has come since the last build', async () => {
    await handle.sql.exec(
      "insert into site_publish_requests (id, requested_at) values (1, now() - interval '2 minutes')",
    );
    await postAt('long-published', '-1 day');
    await postAt('in-an-hour', '1 hour');
    expect(await invoke()).toEqual({ due: false });
    expect(hook.requests).toHaveLength(0);
    expect((await nextScheduledTime(handle.db))?.getTime()).toBeGreaterThan(Date.now());

    // Its time comes (moved to a moment ago, after the last build request).
    await handle.sql.exec(
      "update posts set published_at = now() - interval '10 seconds' where slug = 'in-an-hour'",
    );
    expect(await invoke()).toEqual({ due: true });
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]?.method).toBe('POST');
    expect(await nextScheduledTime(handle.db)).toBeNull();

    // The build it asked for includes the post: the next run asks for nothing.
    expect(await invoke()).toEqual({ due: false });
    expect(hook.requests).toHaveLength(1);
  }, 30_000);

  it('asks for a build when a scheduled composed page’s time comes, as for a post', async () => {
    await handle.sql.exec(`
      insert into landing_pages (slug, title, description, sections, is_published, publish_at)
      values ('open-house', 'Open house', 'An evening at the office.', '[]', true,
              now() + interval '1 hour')`);
    // The last build was asked for two minutes ago, after every post's time.
    await handle.sql.exec(`
      update site_publish_requests set requested_at = now() - interval '2 minutes' where id = 1;
      update posts set published_at = now() - interval '1 day' where slug = 'in-an-hour';`);
    const before = hook.requests.length;
    expect(await invoke()).toEqual({ due: false });
    expect((await nextScheduledTime(handle.db))?.getTime()).toBeGreaterThan(Date.now());

    await handle.sql.exec(
      "update landing_pages set publish_at = now() - interval '10 seconds' where slug = 'open-house'",
    );
    expect(await invoke()).toEqual({ due: true });
    expect(hook.requests).toHaveLength(before + 1);
    expect(await invoke()).toEqual({ due: false });
  }, 30_000);
});
