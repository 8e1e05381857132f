import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/browser';
import { E2E_ADMIN } from './e2e/support/admin-account';

const port = Number(process.env.E2E_PORT ?? 4329);

const executablePath = chromiumExecutable();
const PUBLISHING_SPEC = /(admin(-api)?|restart)\.spec\.ts$/;
// e2e/dev runs against `astro dev` (playwright.dev.config.ts).
const DEV_SERVER_SPECS = /[\\/]dev[\\/]/;
// Changes the admin's password and hammers the account's sign-in: runs alone, after the admin specs.
const ACCOUNT_SPEC = /account-security\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/\.mobile\.spec\.ts$/, PUBLISHING_SPEC, ACCOUNT_SPEC, DEV_SERVER_SPECS],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts$/ },
    // The admin specs change content and trigger rebuilds: they run once every test that reads the
    // site is done.
    {
      name: 'publishing',
      use: { ...devices['Desktop Chrome'] },
      testMatch: PUBLISHING_SPEC,
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'account',
      use: { ...devices['Desktop Chrome'] },
      testMatch: ACCOUNT_SPEC,
      dependencies: ['publishing'],
    },
  ],
  webServer: {
    command: `"${process.execPath}" server/start.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Rebuilds after admin changes land here, not in the project.
      RELEASES_DIR: process.env.RELEASES_DIR ?? mkdtempSync(join(tmpdir(), 'northbeam-releases-')),
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
