import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/browser.ts';
import { E2E_ADMIN } from './e2e/support/admin-account.ts';
import { copyOfBuildData } from './e2e/support/build-data.ts';
import { PRISTINE_DATA_ENV } from './e2e/support/worker-site.ts';

const port = Number(process.env.E2E_PORT ?? 4329);
/** The lifecycle specs change content and wait for rebuilds: a server and database of their own. */
const publishingPort = Number(process.env.E2E_PUBLISHING_PORT ?? port + 1);

/**
 * One more than the cores: much of an end-to-end test is waiting (for a rebuild, a scheduled time,
 * a page to settle), and while one worker waits another uses the core. Two more made the step no
 * faster within the whole suite (855 s against 844 s) and two tests flaky under the load. Every spec
 * that writes has its own server per worker (e2e/support/worker-site.ts), so more workers never
 * means shared state.
 */
const workers = Number(process.env.E2E_WORKERS) || availableParallelism() + 1;

// The runner (not its workers, which load this file too) copies the build's database once, before
// any server opens it: the per-worker servers start from that copy, which the teardown deletes.
if (process.env.TEST_WORKER_INDEX === undefined) {
  process.env[PRISTINE_DATA_ENV] = copyOfBuildData('northbeam-pristine-data-');
}

const executablePath = chromiumExecutable();
// Wait for rebuilds: one server with rebuilds on, shared so that their changes share rebuilds too;
// and `restart`, which runs servers of its own and waits for three rebuilds in a row. The longest
// tests of the run, so they start first.
const PUBLISHING_SPEC =
  /[\\/](admin|admin-publishing|admin-publishing-line|admin-body-image|restart)\.spec\.ts$/;
// The next longest, each a minute or more of one worker (servers of their own with rebuilds, a pause
// past the lock's stale time, batches of a hundred pages): scheduled right after, so they do not
// end the run.
const LONG_SPECS = /[\\/](admin-pages|admin-blog|admin-moving|bad-day|site-sweep)\.spec\.ts$/;
// e2e/dev runs against `astro dev` (playwright.dev.config.ts).
const DEV_SERVER_SPECS = /[\\/]dev[\\/]/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers,
  // In CI the whole suite shares 2 cores, where a wait can run out on a test that is right: a test
  // that fails runs once more, and the run lists it as flaky (a bug to look into, in the test or
  // the code). Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  globalTeardown: './e2e/support/remove-pristine-data.ts',
  reporter: process.env.CI ? [['list']] : [['list']],
  // A test shares its core with another worker's: the admin specs, which sign in (scrypt) and edit
  // through the whole admin, took over 30 s under load. A limit, not a wait.
  timeout: 60_000,
  // Conditions, not sleeps: a sign-in hashes the password with scrypt, which takes seconds on a
  // shared, busy CI machine; the waits end as soon as the page is ready.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
  },
  // The publishing project goes first: its tests wait on rebuilds while the others fill the workers.
  projects: [
    {
      name: 'publishing',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${publishingPort}` },
      testMatch: PUBLISHING_SPEC,
    },
    { name: 'long', use: { ...devices['Desktop Chrome'] }, testMatch: LONG_SPECS },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/\.mobile\.spec\.ts$/, PUBLISHING_SPEC, LONG_SPECS, DEV_SERVER_SPECS],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: [
    // Read only: the specs that write use a server per worker (e2e/support/worker-site.ts).
    siteServer(port, {}),
    siteServer(publishingPort, {
      // The build's own content, so this server starts without a rebuild. Workers load this file
      // too, once the servers run: only the runner copies.
      DATA_DIR:
        process.env.TEST_WORKER_INDEX === undefined
          ? copyOfBuildData('northbeam-publishing-data-')
          : '',
    }),
  ],
});

/** `npm start` on the built site; `env` adds to the variables the test runner was given. */
function siteServer(serverPort: number, env: Record<string, string>) {
  return {
    command: `"${process.execPath}" server/start.ts`,
    url: `http://127.0.0.1:${serverPort}/`,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Rebuilds after admin changes land here, not in the project.
      RELEASES_DIR: mkdtempSync(join(tmpdir(), 'northbeam-releases-')),
      ...env,
    },
    reuseExistingServer: false,
    // A fresh database is migrated and seeded first: slow on a busy machine.
    timeout: 180_000,
    stdout: 'pipe' as const,
  };
}
