/**
 * Publish to live, measured: the time from an admin's Save to the change being served by the Node
 * server, on demo content, with the server's own background rebuild.
 *
 *   npm run build && node scripts/bench-publish.mjs [--update-results]
 *
 * Starts `server/start.ts` (DIST_DIR, default dist/) with rebuilds on, on a fresh embedded database
 * and a free loopback port, waits until its first rebuild (a new database never matches the build's
 * fingerprint) is live, signs in, then PUBLISH_ROUNDS=3 times changes a published post's title and
 * polls its page every 100 ms until the new title is served, and as many times changes the home
 * page's headline (its page document) and polls the home page (each round bounded by 180 s). Prints
 * a Markdown section; --update-results replaces that section of bench/results.md.
 */
import { call, settled, signIn, sleep } from './lib/admin-client.mjs';
import {
  logger,
  machineNote,
  median,
  reportResults,
  startBenchSite,
} from './lib/bench-harness.mjs';

const rounds = Number(process.env.PUBLISH_ROUNDS ?? 3);
const ROUND_LIMIT_MS = 180_000;
const GOAL_MS = 10_000;
const HEADING = 'Publish to live';
const log = logger('bench-publish');

async function main() {
  const site = await startBenchSite({ name: 'publish', rebuilds: true });
  const { base } = site;
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const pageTimes = [];
  try {
    const cookie = await signIn(base, site.admin);
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

    // A page's copy: the home page's headline, saved as its page document.
    for (let round = 1; round <= rounds; round++) {
      const { page } =
        /** @type {{ page: { version: number; document: { hero: Record<string, unknown> } } }} */ (
          await (await call(base, '/api/admin/pages/home', { cookie })).json()
        );
      const headline = `Page bench ${round}: ${Date.now()}`;
      const started = Date.now();
      const saved = await call(base, '/api/admin/pages/home', {
        method: 'PUT',
        cookie,
        ifMatch: page.version,
        body: { document: { ...page.document, hero: { ...page.document.hero, title: headline } } },
      });
      if (saved.status !== 200)
        throw new Error(`page save answered ${saved.status}: ${await saved.text()}`);
      while (!(await (await fetch(`${base}/`)).text()).includes(headline)) {
        if (Date.now() - started > ROUND_LIMIT_MS)
          throw new Error(`page round ${round} never went live`);
        await sleep(100);
      }
      pageTimes.push(Date.now() - started);
      log(`page round ${round}: ${pageTimes.at(-1)} ms`);
      await settled(base, cookie, ROUND_LIMIT_MS);
    }
  } finally {
    await site.stop();
  }

  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  const worst = Math.max(0, ...times, ...pageTimes);
  const section = [
    `## ${HEADING}`,
    '',
    `Written by scripts/bench-publish.mjs on ${new Date().toISOString().slice(0, 10)}: the time from an admin's Save (a published post's title, then the home page's headline, changed through the API) to the change being served by the Node server, which rebuilds the whole site in the background. ${rounds} rounds of each on the demo content; ${machineNote()}. Goal: ≤ ${GOAL_MS / 1000} s.`,
    '',
    '| round | post: Save → served | page: Save → served |',
    '| ---: | ---: | ---: |',
    ...times.map((ms, i) => `| ${i + 1} | ${seconds(ms)} | ${seconds(pageTimes[i] ?? 0)} |`),
    '',
    `Median ${seconds(median(times))} for a post, ${seconds(median(pageTimes))} for a page; worst ${seconds(worst)}: ${worst <= GOAL_MS ? 'within' : 'over'} the goal.`,
    '',
  ].join('\n');
  reportResults({ name: 'bench-publish', heading: HEADING, section });
}

await main();
