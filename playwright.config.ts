import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/browser.ts';
import { E2E_ADMIN } from './e2e/support/admin-account.ts';
import { copyOfBuildData } from './e2e/support/build-data.ts';

const port = Number(process.env.E2E_PORT ?? 4329);
/** The lifecycle specs change content and wait for rebuilds: a server and database of their own. */
const publishingPort = Number(process.env.E2E_PUBLISHING_PORT ?? port + 1);
/**
 * The other admin specs change content too, but never wait for a rebuild: their own server, with
 * rebuilds off, so they neither spend a rebuild per change nor delay the lifecycle's.
 */
const adminPort = Number(process.env.E2E_ADMIN_PORT ?? port + 2);

const executablePath = chromiumExecutable();
const PUBLISHING_SPEC = /[\\/](admin|admin-publishing|restart)\.spec\.ts$/;
const ADMIN_SPEC =
  /(admin-api|admin-editor|admin-industries|admin-locations|admin-media|admin-post-list|admin-preview|admin-taxonomies|two-editors-admin)\.spec\.ts$/;
// e2e/dev runs against `astro dev` (playwright.dev.config.ts).
const DEV_SERVER_SPECS = /[\\/]dev[\\/]/;
// Changes the admin's password and hammers the account's sign-in: runs alone, after the admin specs
// that share its server.
const ACCOUNT_SPEC = /account-security\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // Conditions, not sleeps: a sign-in hashes the password with scrypt, which takes seconds on a
  // shared, busy CI machine; the waits end as soon as the page is ready.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
  },
  // The publishing project goes first: its lifecycle tests wait on rebuilds, and the other projects
  // fill the second worker meanwhile.
  projects: [
    {
      name: 'publishing',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${publishingPort}` },
      testMatch: PUBLISHING_SPEC,
    },
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${adminPort}` },
      testMatch: ADMIN_SPEC,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [
        /\.mobile\.spec\.ts$/,
        PUBLISHING_SPEC,
        ADMIN_SPEC,
        ACCOUNT_SPEC,
        DEV_SERVER_SPECS,
      ],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts$/ },
    // Changes the admin's password and hammers the account's sign-in on the admin server, once the
    // admin specs there are done.
    {
      name: 'account',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${adminPort}` },
      testMatch: ACCOUNT_SPEC,
      dependencies: ['admin'],
    },
  ],
  webServer: [
    siteServer(port, {}),
    siteServer(publishingPort, {
      // The build's own content, so this server starts without a rebuild. Workers load this file
      // too, once the servers run: only the runner copies.
      DATA_DIR:
        process.env.TEST_WORKER_INDEX === undefined
          ? copyOfBuildData('northbeam-publishing-data-')
          : '',
    }),
    siteServer(adminPort, {
      DATA_DIR:
        process.env.TEST_WORKER_INDEX === undefined ? copyOfBuildData('northbeam-admin-data-') : '',
      REBUILD_ON_CHANGE: 'false',
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
