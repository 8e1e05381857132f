/**
 * A site server per Playwright worker, for the specs that write (leads, posts, sessions, settings):
 * each worker runs `server/start.ts` over dist/ on its own copy of the build's database, rebuilds
 * off, on a free loopback port, so workers never see each other's writes and any number of them
 * can run side by side. The server starts with the worker's first test that uses it and stops with
 * the worker.
 *
 *   import { expect, test } from './support/worker-site.ts';
 *
 * gives the spec's tests that server as `baseURL` (page.goto, request) instead of the shared,
 * read-only one. `testOnOwnServer` gives a spec a second server in its worker, for state no other
 * spec may meet (a changed password, a throttled account).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type WorkerFixture } from '@playwright/test';
import { freePort, startOwnServer } from './own-server.ts';

export { expect } from '@playwright/test';

/** Set by playwright.config.ts: the build's database as it was before any server opened it. */
export const PRISTINE_DATA_ENV = 'E2E_PRISTINE_DATA_DIR';

/** A new data folder holding the pristine copy of the build's database (empty without one). */
function workerDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-worker-data-'));
  const pristine = process.env[PRISTINE_DATA_ENV];
  if (pristine) cpSync(pristine, dir, { recursive: true });
  return dir;
}

interface Site {
  baseURL: string;
}

// Playwright reads which fixtures a fixture needs from its first parameter: none, but the pattern.
// eslint-disable-next-line no-empty-pattern
const startSite: WorkerFixture<Site, object> = async ({}, use) => {
  const port = await freePort();
  const dataDir = workerDataDir();
  const releasesDir = mkdtempSync(join(tmpdir(), 'northbeam-worker-releases-'));
  const server = await startOwnServer({
    port,
    dataDir,
    releasesDir,
    env: { REBUILD_ON_CHANGE: 'false' },
  });
  await use({ baseURL: `http://127.0.0.1:${port}` });
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
};
// A copy of the database opens at once; a fresh one would be migrated and seeded first.
const SITE_OPTIONS = { scope: 'worker', timeout: 180_000 } as const;

export const test = base.extend<object, { workerSite: Site }>({
  workerSite: [startSite, SITE_OPTIONS],
  baseURL: async ({ workerSite }, use) => use(workerSite.baseURL),
});

export const testOnOwnServer = base.extend<object, { ownSite: Site }>({
  ownSite: [startSite, SITE_OPTIONS],
  baseURL: async ({ ownSite }, use) => use(ownSite.baseURL),
});
