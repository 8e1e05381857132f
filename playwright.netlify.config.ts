/**
 * The Netlify smoke: e2e/netlify/*.netlify.ts against `netlify serve` (started by
 * scripts/test-netlify.mjs, which passes its address in NETLIFY_E2E_URL). The specs use their own
 * suffix so the main suite (playwright.config.ts) never picks them up.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/browser.ts';

const baseURL = process.env.NETLIFY_E2E_URL;
if (!baseURL)
  throw new Error('NETLIFY_E2E_URL is not set: run the smoke through scripts/test-netlify.mjs.');
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'e2e/netlify',
  testMatch: /\.netlify\.ts$/,
  // One worker: the admin spec's publish must be the only content change the build hook sees.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Each function call on the local runtime takes seconds (more on a busy machine).
  timeout: 120_000,
  use: {
    baseURL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
  },
});
