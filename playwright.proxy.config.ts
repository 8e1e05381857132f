/**
 * The site as self-hosters run it: the built Node server (`server/start.ts` on dist/) behind Caddy
 * terminating TLS with its internal CA. SITE_URL is the https origin Caddy serves; TRUST_PROXY names
 * the one address Caddy connects from, so a test can still reach the server directly from another
 * loopback address that is not trusted. Run after `npm run build`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/browser.ts';
import { E2E_ADMIN } from './e2e/support/admin-account.ts';
import { caddyCommand, caddyEnv, publicOrigin } from './e2e/support/caddy.ts';
import { PROXY_E2E } from './e2e/proxy/settings.ts';

// Workers load this file too: the throwaway folders are made once, by the main process.
process.env.PROXY_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'northbeam-proxy-e2e-'));
const dir = process.env.PROXY_E2E_DIR;
const layout = { ...PROXY_E2E, dir: join(dir, 'caddy') };
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'e2e/proxy',
  testMatch: /\.proxy\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: publicOrigin(layout),
    ignoreHTTPSErrors: true,
    trace: 'off',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
  },
  webServer: [
    {
      command: `"${process.execPath}" server/start.ts`,
      url: `http://127.0.0.1:${layout.upstreamPort}/`,
      env: {
        PORT: String(layout.upstreamPort),
        HOST: '127.0.0.1',
        SITE_URL: publicOrigin(layout),
        TRUST_PROXY: PROXY_E2E.trustProxy,
        DATA_DIR: join(dir, 'data'),
        RELEASES_DIR: join(dir, 'releases'),
        REBUILD_ON_CHANGE: 'false',
        CONTACT_RATE_LIMIT: String(PROXY_E2E.contactRateLimit),
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: caddyCommand(layout),
      url: `${publicOrigin(layout)}/`,
      ignoreHTTPSErrors: true,
      env: caddyEnv(layout),
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
  ],
});
