// `npm test`: every gate in order, failing fast — format, lint, types, unit and integration tests,
// a production build on a fresh embedded database, site checks over the built output (links, HTML
// validity, metadata, sitemap, size budgets), then end-to-end tests against the real server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-test-data-'));
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  SITE_URL: process.env.SITE_URL ?? 'http://localhost:4321',
};

const steps = [
  ['format', ['prettier', '--check', '.']],
  ['lint', ['eslint', '.', '--max-warnings', '0']],
  ['types', ['astro', 'check', '--minimumSeverity', 'warning']],
  ['unit and integration tests', ['vitest', 'run']],
  ['build', ['astro', 'build']],
  ['site checks', ['node', 'scripts/check-site.mjs']],
  ['end-to-end tests', ['playwright', 'test']],
  ['dev server smoke tests', ['playwright', 'test', '--config', 'playwright.dev.config.ts']],
  ['proxy end-to-end tests', ['playwright', 'test', '--config', 'playwright.proxy.config.ts']],
  ['netlify', ['node', 'scripts/test-netlify.mjs']],
];

const only = process.argv.slice(2);
let failed = false;
for (const [name, [bin, ...args]] of steps) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name}: ${bin} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(join('node_modules', '.bin', bin), args, { stdio: 'inherit', env });
  console.log(
    `━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failed = true;
    break;
  }
}
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
