/**
 * The `netlify` step of `npm test`: the site as Netlify builds and serves it, on Netlify's own local
 * runtime, without the internet.
 *
 * 1. A throwaway Postgres 15, migrated and seeded (the database the functions and the build read).
 * 2. Local recording servers for the build hook and the lead webhook.
 * 3. A copy of the project in a temp folder (dist/ and .netlify/ of the worktree stay untouched),
 *    with node_modules linked in.
 * 4. `netlify serve --offline`: runs the Netlify Build (`NETLIFY=true`, the @astrojs/netlify adapter)
 *    and serves the output with the local functions runtime. HOME and XDG folders point into the temp
 *    folder, telemetry is off.
 * 5. The Playwright smoke in e2e/netlify (playwright.netlify.config.ts) against it.
 *
 * NETLIFY_E2E_PORT (default 4460) is the port served; the static server uses the next one.
 * `--serve-only` stops before the smoke and keeps everything up (Ctrl-C ends it): for debugging,
 * it prints the environment to run the smoke by hand.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { appendFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '#test-support/postgres.ts';
import { startHttpRecorder } from '#test-support/recorders.ts';
import { copyProject as copyProjectFiles } from './lib/project-copy.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name);
const port = Number(process.env.NETLIFY_E2E_PORT ?? 4460);
const SERVE_TIMEOUT_MS = 240_000;
const ANALYTICS = {
  ANALYTICS_PROVIDER: 'plausible',
  ANALYTICS_DOMAIN: 'www.example.com',
  ANALYTICS_SCRIPT_URL: 'https://analytics.invalid/js/script.js',
};
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
/** @param {string} message */
const say = (message) => console.log(`[netlify] ${elapsed()} ${message}`);

const work = mkdtempSync(join(tmpdir(), 'northbeam-netlify-'));
const site = join(work, 'site');
const home = join(work, 'home');
/** @type {(() => unknown)[]} */
const cleanups = [];
/** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> | undefined} */
let serve;
/** Settles when netlify serve has exited, however it ended (exitCode stays null after a signal). */
/** @type {Promise<void> | undefined} */
let serveExited;
let serveDone = false;

/** The project without its outputs, and the static server on a port of its own. */
function copyProject() {
  copyProjectFiles(root, site);
  // `netlify serve` starts a static file server on a fixed port (3999 unless told otherwise).
  appendFileSync(join(site, 'netlify.toml'), `\n[dev]\n  staticServerPort = ${port + 1}\n`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/**
 * Redirects the build must write to _redirects (e2e/netlify/redirects.netlify.ts): one with a query
 * on a page Netlify serves (`/?p=123`), one from an old path, a 302 to another site.
 * @param {string} url
 */
async function seedRedirects(url) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [post] = await sql`select slug from posts where is_published order by slug limit 1`;
    await sql`insert into redirects (from_path, from_query, to_target, status, note) values
      ('/', 'p=123', ${`/insights/${post.slug}`}, 301, 'WordPress post 123'),
      ('/2019/05/old-post', '', '/contact', 301, 'WordPress post'),
      ('/partner-offer', '', 'https://partner.example.com/offer', 302, 'For now')`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * @param {string} url
 * @param {() => string} output
 */
async function waitForServe(url, output) {
  const deadline = Date.now() + SERVE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serveDone) throw new Error(`netlify serve stopped:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200 && output().includes('Local dev server ready')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`netlify serve did not answer within ${SERVE_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * What the Netlify build left: the SSR function, the scheduled function's source, no edge function,
 * per-page CSP headers; and its log shows the build-cache plugin kept the cover cache.
 * @param {string} log
 */
function checkBuildOutput(log) {
  if (!log.includes('Saved node_modules/.cache for the next build')) {
    throw new Error('the build-cache plugin (netlify/plugins/build-cache) did not save the cache');
  }
  const ssr = join(site, '.netlify', 'v1', 'functions', 'ssr', 'ssr.mjs');
  if (!existsSync(ssr)) throw new Error('the Netlify build wrote no SSR function');
  const edgeDir = join(site, '.netlify', 'v1', 'edge-functions');
  const edgeFiles = existsSync(edgeDir) ? readdirSync(edgeDir, { recursive: true }) : [];
  const edgeFunctions = edgeFiles.filter((name) => /\.(m?js|ts)$/.test(String(name)));
  if (edgeFunctions.length > 0) {
    throw new Error(
      `the build emitted edge functions (${edgeFunctions.join(', ')}): they need Deno, which this step runs without`,
    );
  }
  const config = JSON.parse(readFileSync(join(site, '.netlify', 'v1', 'config.json'), 'utf8'));
  /** @type {{ values?: Record<string, string> }[]} */
  const headerRules = config.headers ?? [];
  const csp = headerRules.filter((rule) => rule.values?.['Content-Security-Policy']);
  if (csp.length === 0) throw new Error('the build wrote no per-page Content-Security-Policy');
  say(
    `build output: SSR function, no edge function, ${csp.length} page header rules, build cache saved`,
  );
}

async function main() {
  say(`work folder ${work}`);
  const postgres = await startPostgres();
  cleanups.push(() => postgres.stop());
  // Functions reach Postgres through a transaction pooler in production: no prepared statements.
  const databaseUrl = `${postgres.url}?prepare=false`;
  const baseEnv = {
    ...process.env,
    // netlify-cli and the functions it runs use the project's Node 22 (netlify.toml's NODE_VERSION).
    PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    ASTRO_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, 'unused-data'),
    // The seed creates the first admin: the one the smoke signs in as (e2e/support/admin-account.ts).
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'correct-horse-battery-staple',
  };
  mkdirSync(baseEnv.XDG_CONFIG_HOME, { recursive: true });
  run(bin('node'), [join(root, 'scripts', 'db.ts'), 'seed'], { cwd: root, env: baseEnv });
  await seedRedirects(postgres.url);
  say('Postgres migrated and seeded, with the redirects the smoke checks');

  const buildHook = await startHttpRecorder();
  const leadWebhook = await startHttpRecorder();
  cleanups.push(
    () => buildHook.close(),
    () => leadWebhook.close(),
  );

  copyProject();
  say('project copied');

  const siteUrl = `http://localhost:${port}`;
  const env = {
    ...baseEnv,
    NETLIFY: 'true',
    BROWSER: 'none',
    SITE_URL: siteUrl,
    BUILD_HOOK_URL: buildHook.url,
    LEAD_WEBHOOK_URL: leadWebhook.url,
    SMTP_HOST: '',
    LEAD_NOTIFY_TO: '',
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    // Page analytics on, from an origin that never resolves (.invalid): the smoke checks that the
    // built pages carry the script and that their CSP names exactly that origin.
    ...ANALYTICS,
  };
  run(bin('netlify'), ['--telemetry-disable'], { cwd: site, env, stdio: 'ignore' });

  let output = '';
  // --internal-disable-edge-functions: the CLI sets up Deno for every site (downloading it), even
  // one without edge functions; checkBuildOutput() proves this site has none.
  const child = spawn(
    bin('netlify'),
    ['serve', '--offline', '--port', String(port), '--internal-disable-edge-functions'],
    { cwd: site, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  serve = child;
  serveExited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    serveDone = true;
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitForServe(`http://127.0.0.1:${port}/`, () => output);
  say('netlify serve is up (Netlify Build done)');
  checkBuildOutput(output);
  // The first call loads the SSR function's bundle: not inside the first test's time.
  const warmUp = await fetch(`http://127.0.0.1:${port}/api/auth/session`);
  if (warmUp.status !== 401)
    throw new Error(`/api/auth/session answered ${warmUp.status}, not 401`);
  say('SSR function answers');

  const smokeEnv = {
    NETLIFY_E2E_URL: `http://127.0.0.1:${port}`,
    NETLIFY_E2E_BUILD_HOOK: buildHook.url,
    NETLIFY_E2E_LEAD_WEBHOOK: leadWebhook.url,
    DATABASE_URL: databaseUrl,
    NETLIFY_E2E_ANALYTICS_SCRIPT: ANALYTICS.ANALYTICS_SCRIPT_URL,
  };
  if (process.argv.includes('--serve-only')) {
    const vars = Object.entries(smokeEnv).map(([name, value]) => `${name}='${value}'`);
    say(`serving; smoke: ${vars.join(' ')} npx playwright test -c playwright.netlify.config.ts`);
    serve.stdout.on('data', (chunk) => process.stdout.write(chunk));
    serve.stderr.on('data', (chunk) => process.stdout.write(chunk));
    await serveExited;
    return;
  }
  // Not spawnSync: the recording servers live in this process and must keep answering meanwhile.
  const playwright = spawn(
    bin('playwright'),
    ['test', '--config', 'playwright.netlify.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...baseEnv, ...smokeEnv },
    },
  );
  const status = await new Promise((resolve) => playwright.once('exit', (code) => resolve(code)));
  if (status !== 0) {
    console.log(`[netlify] netlify serve output (last 6,000 characters):\n${output.slice(-6000)}`);
    throw new Error('the Netlify smoke failed');
  }
}

/** Ends netlify serve's whole process group (the CLI and the function workers it started). */
/** @param {NodeJS.Signals} signal */
function signalServe(signal) {
  if (!serve?.pid) return;
  try {
    process.kill(-serve.pid, signal);
  } catch {
    // the group is gone already
  }
}

async function stopServe() {
  if (!serve) return;
  signalServe('SIGTERM');
  const timer = setTimeout(() => signalServe('SIGKILL'), 5_000);
  await serveExited;
  clearTimeout(timer);
  signalServe('SIGKILL');
}

// Ctrl-C or a stop from the test runner: end netlify serve (its process group) before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (serve && !serveDone) signalServe('SIGTERM');
  });
}

let failed = false;
try {
  await main();
  if (!process.argv.includes('--serve-only')) say('passed');
} catch (error) {
  failed = true;
  console.error(`[netlify] ${elapsed()} FAILED: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopServe();
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('[netlify] cleanup failed', error);
    }
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
