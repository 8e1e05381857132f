/**
 * The build-hook debounce shared through the database: separate publishers (as separate Netlify
 * function instances would be) that each record an edit still make one POST, sent after the last
 * edit's quiet period; and the status saved by one is what another reports.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { createBuildHookPublisher } from '#lib/publishing/build-hook.ts';
import { databasePublishStore, loadPublishStatus } from '#lib/publishing/publish-store.ts';

let handle: DatabaseHandle;
let server: Server;
let hookUrl: string;
const received: number[] = [];

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', setup: false });
  await applyMigrations(handle.sql, migrationsDir());
  server = createServer((req, res) => {
    received.push(Date.now());
    req.resume();
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle.close();
});
beforeEach(async () => {
  received.length = 0;
  await handle.sql.exec('delete from site_publish_requests');
});

const instance = () =>
  createBuildHookPublisher(
    hookUrl,
    () => {},
    150,
    databasePublishStore(async () => handle.db),
  );

describe('build hook debounced through the database', () => {
  it('edits recorded by three instances make one POST, after the last edit', async () => {
    const [a, b, c] = [instance(), instance(), instance()];
    // No pauses between the edits: a pause that outlasts the wait on a loaded machine would
    // rightly make two POSTs. Each instance records its edit in the database and waits on its own.
    const first = a.trigger();
    const second = b.trigger();
    const lastAt = Date.now();
    const third = c.trigger();
    await Promise.all([first, second, third]);
    expect(received).toHaveLength(1);
    expect(received[0]).toBeGreaterThanOrEqual(lastAt + 150);
  });

  it('a later, separate edit makes a second POST', async () => {
    await instance().trigger();
    await instance().trigger();
    expect(received).toHaveLength(2);
  });

  it('the status one instance saved is what another loads', async () => {
    await instance().trigger();
    const status = await loadPublishStatus(handle.db);
    expect(status).toMatchObject({
      state: 'rebuilding',
      message: expect.stringContaining('Netlify'),
    });
  });

  it('two instances claiming the same edit: only one sends', async () => {
    const store = databasePublishStore(async () => handle.db);
    const stamp = await store.request();
    const claims = await Promise.all([store.claim(stamp), store.claim(stamp), store.claim(stamp)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
