/**
 * Publish to live, measured: the time from an admin's Save to the change being served by the Node
 * server, on demo content, with the server's own background rebuild.
 *
 *   npm run build && node scripts/bench-publish.mjs [--update-results]
 *
 * Starts `server/start.ts` (DIST_DIR, default dist/) with rebuilds on, on a fresh embedded database
 * and a free loopback port, waits until its first rebuild (a new database never matches the build's
 * fingerprint) is live, signs in, then PUBLISH_ROUNDS=3 times changes a published post's title and
 * polls its page every 100 ms until the new title is served (each round bounded by 180 s). Prints a
 * Markdown section; --update-results replaces that section of bench/results.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startSiteServer, stopSiteServer } from './lib/site-server.mjs';
import { replaceResultsSection } from './lib/results-file.mjs';
import { call, settled, signIn, sleep } from './lib/admin-client.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const rounds = Number(process.env.PUBLISH_ROUNDS ?? 3);
const ROUND_LIMIT_MS = 180_000;
const GOAL_MS = 10_000;
const HEADING = 'Publish to live';
const admin = {
  email: 'publish-admin@example.com',
  password: `publish-${process.pid}-${Date.now()}-pass`,
};

/** @param {string} message */
const log = (message) => console.error(`[bench-publish] ${message}`);
async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(join(tmpdir(), 'northbeam-bench-publish-'));
  const dataDir = join(work, 'data');
  const server = await startSiteServer({
    root,
    distDir,
    dataDir,
    port,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      REBUILD_ON_CHANGE: 'true',
      RELEASES_DIR: join(work, 'releases'),
      LEAD_WEBHOOK_URL: '',
      SMTP_HOST: '',
    },
  });
  /** @type {number[]} */
  const times = [];
  try {
    const cookie = await signIn(base, admin);
    log(`first rebuild: ${await settled(base, cookie, ROUND_LIMIT_MS)}`);

    const { posts } = /** @type {{ posts: { id: string; status: string }[] }} */ (
      await (await call(base, '/api/admin/posts', { cookie })).json()
    );
    const target = posts.find((post) => post.status === 'published');
    if (!target) throw new Error('no published post in the demo content');

    for (let round = 1; round <= rounds; round++) {
      const { post } =
        /** @type {{ post: Record<string, unknown> & { slug: string; version: number } }} */ (
          await (await call(base, `/api/admin/posts/${target.id}`, { cookie })).json()
        );
      const title = `Publish bench ${round}: ${Date.now()}`;
      const started = Date.now();
      const saved = await call(base, `/api/admin/posts/${target.id}`, {
        method: 'PUT',
        cookie,
        ifMatch: post.version,
        body: { ...post, title },
      });
      if (saved.status !== 200)
        throw new Error(`save answered ${saved.status}: ${await saved.text()}`);
      while (!(await (await fetch(`${base}/insights/${post.slug}`)).text()).includes(title)) {
        if (Date.now() - started > ROUND_LIMIT_MS)
          throw new Error(`round ${round} never went live`);
        await sleep(100);
      }
      times.push(Date.now() - started);
      log(`round ${round}: ${times.at(-1)} ms`);
      await settled(base, cookie, ROUND_LIMIT_MS);
    }
  } finally {
    await stopSiteServer(server);
    rmSync(work, { recursive: true, force: true });
  }

  const sorted = [...times].sort((a, b) => a - b);
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const worst = sorted.at(-1) ?? 0;
  const section = [
    `## ${HEADING}`,
    '',
    `Written by scripts/bench-publish.mjs on ${new Date().toISOString().slice(0, 10)}: the time from an admin's Save (a published post's title changed through the API) to the new title being served by the Node server, which rebuilds the whole site in the background. ${rounds} rounds on the demo content, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end. Goal: ≤ ${GOAL_MS / 1000} s.`,
    '',
    '| round | Save → served |',
    '| ---: | ---: |',
    ...times.map((ms, i) => `| ${i + 1} | ${seconds(ms)} |`),
    '',
    `Median ${seconds(median)}, worst ${seconds(worst)}: ${worst <= GOAL_MS ? 'within' : 'over'} the goal.`,
    '',
  ].join('\n');
  console.log(section);
  if (process.argv.includes('--update-results')) {
    log(`updated ${replaceResultsSection(root, HEADING, section)}`);
  }
}

await main();
