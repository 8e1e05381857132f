/**
 * Publish to live, measured: the time from an admin's Save to the change being served by the Node
 * server, which publishes in the background (docs/ARCHITECTURE.md, "Build and publish").
 *
 *   npm run build && node scripts/bench-publish.mjs [--update-results]
 *   BENCH_PUBLISH_POSTS=10000 node scripts/bench-publish.mjs [--update-results]
 *
 * The first form serves DIST_DIR (default dist/) on a fresh embedded database, waits until its first
 * publish (a new database never matches the build) is live, signs in, then PUBLISH_ROUNDS=5 times
 * changes a published post's title and polls its page every 50 ms until the new title is served,
 * and as many times changes the home page's headline (its page document) and polls the home page.
 * The second form first adds that many synthetic posts to a database of its own and builds the site
 * from it (the full build is timed too), then times a post's edit, a new post and a deleted post.
 * After each round it waits until the site search has caught up too, and reports by how much it
 * followed the pages. Each round is bounded by ROUND_LIMIT_MS. Prints a Markdown section;
 * --update-results replaces that section of bench/results.md. BENCH_SERVER_LOG=file keeps the
 * server's output, whose `[publish]` lines time each step of each publish.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, settled, signIn, sleep } from './lib/admin-client.mjs';
import {
  logger,
  machineNote,
  median,
  reportResults,
  root,
  startBenchSite,
} from './lib/bench-harness.mjs';

const posts = Number(process.env.BENCH_PUBLISH_POSTS ?? 0);
const rounds = Number(process.env.PUBLISH_ROUNDS ?? (posts > 0 ? 3 : 5));
const ROUND_LIMIT_MS = 900_000;
/** The goals (docs/budgets.md): the demo content, and ten thousand posts (a post's edit). */
const GOAL_MS = posts > 0 ? 5_000 : 2_000;
const WORST_MS = 4_000;
const HEADING =
  posts > 0 ? `Publish to live at ${posts.toLocaleString('en-US')} posts` : 'Publish to live';
const log = logger('bench-publish');

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {number} seconds
 */
function run(command, args, env) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DATABASE_URL: '', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')}:\n${(result.stderr || result.stdout).slice(-2000)}`,
    );
  }
  return (performance.now() - started) / 1000;
}

/**
 * A build of the demo content plus `count` synthetic posts, on a database of its own.
 *
 * @param {number} count
 */
function scaledBuild(count) {
  const data = mkdtempSync(join(tmpdir(), 'northbeam-bench-publish-data-'));
  // Inside the project (bench/tmp is git-ignored): the kept renderer imports the site's packages.
  mkdirSync(join(root, 'bench', 'tmp'), { recursive: true });
  const dist = mkdtempSync(join(root, 'bench', 'tmp', 'publish-dist-'));
  try {
    return buildInto(count, data, dist);
  } catch (error) {
    rmSync(data, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
    throw error;
  }
}

/**
 * @param {number} count
 * @param {string} data
 * @param {string} dist
 */
function buildInto(count, data, dist) {
  run(process.execPath, [join(root, 'scripts', 'generate-posts.ts'), String(count)], {
    DATA_DIR: data,
  });
  log(`building the site with ${count} synthetic posts`);
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const seconds = run(process.execPath, [astro, 'build', '--outDir', dist], { DATA_DIR: data });
  const pages = readdirSync(join(dist, 'client'), { recursive: true }).filter((name) =>
    String(name).endsWith('.html'),
  ).length;
  log(`full build: ${seconds.toFixed(1)} s, ${pages} pages`);
  return { data, dist, seconds, pages };
}

/** @typedef {{ state: string, message: string, updatedAt: string }} Status */

/**
 * @param {string} base
 * @param {string} cookie
 * @returns {Promise<Status>}
 */
const status = async (base, cookie) =>
  /** @type {{ status: Status }} */ (
    await (await call(base, '/api/admin/publishing?fields=status', { cookie })).json()
  ).status;

/**
 * Times one change: `save` makes it, `served` says whether the site shows it. Then waits until the
 * publish is over (the search index too) and reads how it went from the publishing line.
 *
 * @param {string} base
 * @param {string} cookie
 * @param {() => Promise<void>} save
 * @param {() => Promise<boolean>} served
 */
async function timeChange(base, cookie, save, served) {
  const started = Date.now();
  await save();
  // A connection the busy server reset is one more poll, not a failed round.
  while (!(await served().catch(() => false))) {
    if (Date.now() - started > ROUND_LIMIT_MS) throw new Error('the change never went live');
    await sleep(50);
  }
  const ms = Date.now() - started;
  await settled(base, cookie, ROUND_LIMIT_MS);
  // The pages are live; the site search follows in a release of its own.
  let line = await status(base, cookie);
  while (line.state === 'live' && !/Site search caught up/.test(line.message)) {
    if (Date.now() - started > ROUND_LIMIT_MS) break;
    await sleep(100);
    line = await status(base, cookie);
  }
  const live = /Live in ([\d.]+) s/.exec(line.message);
  const caughtUp = /Site search caught up after ([\d.]+) s/.exec(line.message);
  return {
    ms,
    how: /rebuilt in full/.test(line.message) ? 'full build' : 'incremental',
    pages: /(\d[\d,]*) of [\d,]+ pages/.exec(line.message)?.[1] ?? '?',
    searchLag: live && caughtUp ? Number(caughtUp[1]) - Number(live[1]) : null,
  };
}

/** @typedef {Awaited<ReturnType<typeof timeChange>>} Timing */

async function main() {
  const scaled = posts > 0 ? scaledBuild(posts) : null;
  const site = await startBenchSite({
    name: 'publish',
    rebuilds: true,
    ...(scaled && { dist: scaled.dist, data: scaled.data }),
  });
  const { base } = site;
  /** @type {Record<string, Timing[]>} */
  const cases = {};
  const record = (/** @type {string} */ name, /** @type {Timing} */ timing) => {
    (cases[name] ??= []).push(timing);
    log(
      `${name}: ${timing.ms} ms (${timing.how}, ${timing.pages} files, search +${timing.searchLag?.toFixed(1) ?? '?'} s)`,
    );
  };
  try {
    const cookie = await signIn(base, site.admin);
    log(`first publish: ${await settled(base, cookie, ROUND_LIMIT_MS)}`);

    const { posts: listed } =
      /** @type {{ posts: { id: string; status: string; slug: string }[] }} */ (
        await (await call(base, '/api/admin/posts?status=published', { cookie })).json()
      );
    const target = listed.find((post) => post.status === 'published');
    if (!target) throw new Error('no published post');
    const postOf = async (/** @type {string} */ id) =>
      /** @type {{ post: Record<string, unknown> & { id: string; slug: string; version: number } }} */ (
        await (await call(base, `/api/admin/posts/${id}`, { cookie })).json()
      ).post;
    const pageText = async (/** @type {string} */ path) => (await fetch(`${base}${path}`)).text();

    for (let round = 1; round <= rounds; round++) {
      const post = await postOf(target.id);
      const title = `Publish bench ${round}: ${Date.now()}`;
      const timing = await timeChange(
        base,
        cookie,
        async () => {
          const saved = await call(base, `/api/admin/posts/${post.id}`, {
            method: 'PUT',
            cookie,
            ifMatch: post.version,
            body: { ...post, title },
          });
          if (saved.status !== 200)
            throw new Error(`save answered ${saved.status}: ${await saved.text()}`);
        },
        async () => (await pageText(`/insights/${post.slug}`)).includes(title),
      );
      record('a post’s title', timing);
    }

    for (let round = 1; round <= rounds; round++) {
      const { page } =
        /** @type {{ page: { version: number; document: { hero: Record<string, unknown> } } }} */ (
          await (await call(base, '/api/admin/pages/home', { cookie })).json()
        );
      const headline = `Page bench ${round}: ${Date.now()}`;
      const timing = await timeChange(
        base,
        cookie,
        async () => {
          const saved = await call(base, '/api/admin/pages/home', {
            method: 'PUT',
            cookie,
            ifMatch: page.version,
            body: {
              document: { ...page.document, hero: { ...page.document.hero, title: headline } },
            },
          });
          if (saved.status !== 200) throw new Error(`page save answered ${saved.status}`);
        },
        async () => (await pageText('/')).includes(headline),
      );
      record('the home page’s headline', timing);
    }

    if (scaled) {
      const template = await postOf(target.id);
      for (let round = 1; round <= rounds; round++) {
        const slug = `publish-bench-new-${Date.now()}`;
        const timing = await timeChange(
          base,
          cookie,
          async () => {
            const { id: _id, slug: _slug, version: _version, ...fields } = template;
            const created = await call(base, '/api/admin/posts', {
              method: 'POST',
              cookie,
              body: { ...fields, slug, title: `New post ${round}` },
            });
            const { post } = /** @type {{ post: { id: string; version: number } }} */ (
              await created.json()
            );
            await call(base, `/api/admin/posts/${post.id}/publish`, {
              method: 'POST',
              cookie,
              ifMatch: post.version,
              body: { published: true },
            });
          },
          async () => (await fetch(`${base}/insights/${slug}`)).status === 200,
        );
        record('a new post', timing);
      }
      const doomed = listed.filter((post) => post.id !== target.id).slice(0, rounds);
      for (const victim of doomed) {
        const post = await postOf(victim.id);
        const timing = await timeChange(
          base,
          cookie,
          async () => {
            await call(base, `/api/admin/posts/${post.id}`, {
              method: 'DELETE',
              cookie,
              ifMatch: post.version,
            });
          },
          async () => (await fetch(`${base}/insights/${post.slug}`)).status === 404,
        );
        record('a deleted post', timing);
      }
    }
  } finally {
    await site.stop();
    if (scaled) {
      rmSync(scaled.data, { recursive: true, force: true });
      rmSync(scaled.dist, { recursive: true, force: true });
    }
  }

  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  const all = Object.values(cases).flat();
  const worst = Math.max(0, ...all.map((timing) => timing.ms));
  const lags = all.flatMap((timing) => (timing.searchLag === null ? [] : [timing.searchLag]));
  const lines = Object.entries(cases).map(([name, timings]) => {
    const ms = timings.map((timing) => timing.ms);
    const how = [...new Set(timings.map((timing) => timing.how))].join(', ');
    return `| ${name} | ${timings.map((timing) => seconds(timing.ms)).join(', ')} | ${seconds(median(ms))} | ${timings.map((timing) => timing.pages).join(', ')} | ${how} |`;
  });
  const firstCase = Object.values(cases)[0] ?? [];
  const goal =
    posts > 0
      ? `a post's edit ${seconds(median(firstCase.map((timing) => timing.ms)))} against ≤ ${GOAL_MS / 1000} s`
      : `medians ≤ ${GOAL_MS / 1000} s and no run over ${WORST_MS / 1000} s: worst ${seconds(worst)}, ${
          Object.values(cases).every(
            (timings) => median(timings.map((timing) => timing.ms)) <= GOAL_MS,
          ) && worst <= WORST_MS
            ? 'within'
            : 'over'
        } the goal`;
  const section = [
    `## ${HEADING}`,
    '',
    `Written by scripts/bench-publish.mjs on ${new Date().toISOString().slice(0, 10)}: the time from an admin's Save, through the API, to the change being served by the Node server, which publishes it in the background (polled every 50 ms). ${rounds} rounds of each${scaled ? ` on the demo content and ${posts.toLocaleString('en-US')} synthetic posts (${scaled.pages.toLocaleString('en-US')} pages; its full build took ${scaled.seconds.toFixed(1)} s)` : ' on the demo content'}; ${machineNote()}.`,
    '',
    '| change | Save → served, each round | median | pages and files rewritten | how |',
    '| --- | --- | ---: | --- | --- |',
    ...lines,
    '',
    `Goal: ${goal}. The site search followed the pages by ${lags.length > 0 ? `${median(lags).toFixed(1)} s (median; ${Math.min(...lags).toFixed(1)}-${Math.max(...lags).toFixed(1)} s)` : 'an unknown time'}.`,
    '',
  ].join('\n');
  reportResults({ name: 'bench-publish', heading: HEADING, section });
}

await main();
