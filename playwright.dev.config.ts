/**
 * Smoke test of `astro dev` as a newcomer runs it (`npm test` step "dev server"): styles applied,
 * islands hydrated, admin sign-in working, no CSP violation or script error. Its own fresh DATA_DIR;
 * port DEV_E2E_PORT (default 4410).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/browser.ts';
import { E2E_ADMIN } from './e2e/support/admin-account.ts';

const port = Number(process.env.DEV_E2E_PORT ?? 4410);
const node = `"${process.execPath}"`;
// Start like a fresh clone. Vite's pre-bundled dependencies from an earlier `astro dev` with another
// config are re-bundled while the first pages load, and islands loaded across the switch throw
// "_jsxDEV is not a function" until Vite reloads the page. (Here, not at the top level: Playwright
// loads this file again in every worker, while the server runs.)
const clearViteDeps = `${node} -e "require('fs').rmSync('node_modules/.vite/deps', { recursive: true, force: true })"`;
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'e2e/dev',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // The dev server compiles each page on its first visit.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
  },
  webServer: {
    command: `${clearViteDeps} && ${node} node_modules/astro/bin/astro.mjs dev --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'northbeam-dev-e2e-')),
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    reuseExistingServer: false,
    // First start migrates and seeds a new embedded database.
    timeout: 240_000,
    stdout: 'pipe',
  },
});
