/**
 * What every benchmark shares: where the project and its build are, the built site on the real
 * server in a work folder of its own (data, releases, an admin account), a log prefix, and the
 * results file. Each `scripts/bench-*.mjs` measures one thing on top of it.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceResultsSection } from './results-file.mjs';
import { freePort, startSiteServer, stopSiteServer } from './site-server.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/** The build the benchmarks serve: DIST_DIR, default dist/. */
export const distDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'));

/** `console.error` with the benchmark's name in front: stdout carries the Markdown section. */
export const logger = (/** @type {string} */ name) => (/** @type {string} */ message) =>
  console.error(`[${name}] ${message}`);

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The machine, for a results section: cores and the load average (1 / 5 / 15 min) now. */
export function machineNote() {
  return `${cpus().length} cores shared with other work; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) when the run ended`;
}

/**
 * @typedef {{
 *   name: string,
 *   base: string,
 *   port: number,
 *   work: string,
 *   dataDir: string,
 *   admin: { email: string, password: string },
 *   server: () => import('node:child_process').ChildProcess,
 *   restart: () => Promise<number>,
 *   stop: () => Promise<void>,
 * }} BenchSite
 */

/**
 * The built site on `server/start.ts` at a free loopback port, on a fresh embedded database in a
 * work folder of its own, with an admin account made for this run; notifications off, the contact
 * rate limit out of the way, background rebuilds only when `rebuilds` is set. `restart()` starts it
 * again on the same folder (after a kill -9, say) and resolves to the milliseconds until it
 * listens; `stop()` stops it and deletes the folder.
 *
 * `dist` serves another build than DIST_DIR, and `data` starts from a copy of that database.
 *
 * @param {{ name: string, rebuilds?: boolean, env?: Record<string, string>, dist?: string, data?: string }} options
 * @returns {Promise<BenchSite>}
 */
export async function startBenchSite({ name, rebuilds = false, env = {}, dist, data }) {
  const port = await freePort();
  const work = mkdtempSync(join(tmpdir(), `northbeam-bench-${name}-`));
  const dataDir = join(work, 'data');
  if (data)
    cpSync(data, dataDir, { recursive: true, filter: (path) => !/northbeam\.lock/.test(path) });
  const admin = {
    email: `${name}-admin@example.com`,
    password: `${name}-${process.pid}-${Date.now()}-pass`,
  };
  const settings = {
    root,
    distDir: dist ?? distDir,
    dataDir,
    port,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      REBUILD_ON_CHANGE: String(rebuilds),
      RELEASES_DIR: join(work, 'releases'),
      LEAD_WEBHOOK_URL: '',
      SMTP_HOST: '',
      CONTACT_RATE_LIMIT: '1000000000',
      ...env,
    },
  };
  let server = await startSiteServer(settings).catch((error) => {
    rmSync(work, { recursive: true, force: true });
    throw error;
  });
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    port,
    work,
    dataDir,
    admin,
    server: () => server,
    async restart() {
      await stopSiteServer(server);
      const started = Date.now();
      server = await startSiteServer(settings);
      return Date.now() - started;
    },
    async stop() {
      await stopSiteServer(server);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Prints a benchmark's section; with `--update-results` replaces its `## heading` section of
 * bench/results.md, and with `--json FILE` writes `data` there.
 *
 * @param {{ name: string, heading?: string, section: string, data?: unknown }} result
 */
export function reportResults({ name, heading, section, data }) {
  console.log(section);
  const args = process.argv;
  if (heading && args.includes('--update-results')) {
    logger(name)(`updated ${replaceResultsSection(root, heading, section)}`);
  }
  const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
  if (jsonOut && data !== undefined) {
    mkdirSync(dirname(resolve(jsonOut)), { recursive: true });
    writeFileSync(resolve(jsonOut), `${JSON.stringify(data, null, 2)}\n`);
  }
}
