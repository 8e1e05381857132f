/**
 * Build scaling (docs/budgets.md): times `astro build` of the whole site on the demo content and
 * with 100, 1,000 and 10,000 synthetic insights on top of it, each on its own throwaway embedded
 * database and output folder (dist/ is left alone). Generated covers are cached across builds by
 * their drawing, and synthetic titles repeat, so those builds time the pages; the cost of drawing a
 * new post's covers, which a first build pays once per post, is timed on its own. Prints a Markdown
 * section for bench/results.md.
 *
 *   node scripts/bench-build.mjs            BENCH_BUILD_POSTS=0,100,1000 to choose the sizes
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { insightCoverInput } from '#lib/brand/cover-choice.ts';
import { COVER_FORMATS, COVER_WIDTHS } from '#lib/brand/cover-size.ts';
import { coverImage, coverPng } from '#lib/brand/render-cover.ts';
import { SYNTHETIC_TITLES } from '#lib/db/synthetic.ts';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sizes = (process.env.BENCH_BUILD_POSTS ?? '0,100,1000,10000').split(',').map(Number);

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
      `${command} ${args.join(' ')} failed:\n${(result.stderr || result.stdout).slice(-2000)}`,
    );
  }
  return (performance.now() - started) / 1000;
}

/** @param {string} dir */
const countPages = (dir) =>
  readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;

/**
 * Builds the site with the demo content and `posts` synthetic insights, on a throwaway database and
 * output folder. Only the build itself is timed.
 * @param {number} posts
 * @returns {{ seconds: number, pages: number }}
 */
function buildWithPosts(posts) {
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-bench-build-data-'));
  // Inside the project (bench/tmp is git-ignored): the pre-render step imports the site's packages
  // from the output folder, which resolve only below node_modules' parent.
  mkdirSync(join(root, 'bench', 'tmp'), { recursive: true });
  const outDir = mkdtempSync(join(root, 'bench', 'tmp', 'build-out-'));
  try {
    // Creates, migrates and seeds the database, then adds the synthetic posts.
    run(process.execPath, [join(root, 'scripts', 'generate-posts.ts'), String(posts)], {
      DATA_DIR: dataDir,
    });
    const seconds = run(
      join(root, 'node_modules', '.bin', 'astro'),
      ['build', '--outDir', outDir],
      {
        DATA_DIR: dataDir,
      },
    );
    return { seconds, pages: countPages(join(outDir, 'client')) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

// Untimed: one build with every synthetic title draws the covers the timed builds then find in the
// cache, whatever ran on this machine before.
const warmUp = buildWithPosts(SYNTHETIC_TITLES);
console.error(`[bench-build] cover cache warmed by a build of ${warmUp.pages} pages`);

const rows = [];
for (const posts of sizes) {
  const { seconds, pages } = buildWithPosts(posts);
  rows.push({ posts, seconds, pages });
  console.error(`[bench-build] ${posts} synthetic posts: ${seconds.toFixed(1)} s, ${pages} pages`);
}

/** Marginal cost per page between sizes more than this far apart is not called linear. */
const LINEAR_TOLERANCE = 1.5;
/** Steps smaller than this are mostly the build's fixed cost and noise: not used to judge growth. */
const JUDGED_STEP_PAGES = 1000;

/**
 * What each extra page cost between consecutive sizes, and whether that stayed flat (linear growth).
 * @param {{ seconds: number, pages: number }[]} measured
 */
function growthSentence(measured) {
  const steps = measured.slice(1).map((row, i) => ({
    from: measured[i]?.pages ?? 0,
    to: row.pages,
    ms:
      ((row.seconds - (measured[i]?.seconds ?? 0)) * 1000) /
      (row.pages - (measured[i]?.pages ?? 0)),
  }));
  if (steps.length === 0) return '';
  const large = steps.filter((step) => step.to - step.from >= JUDGED_STEP_PAGES);
  const costs = (large.length > 0 ? large : steps).map((step) => step.ms);
  const linear = Math.max(...costs) <= LINEAR_TOLERANCE * Math.min(...costs);
  const each = steps
    .map(
      (step) =>
        `${step.ms.toFixed(1)} ms from ${step.from.toLocaleString('en-US')} to ${step.to.toLocaleString('en-US')} pages`,
    )
    .join(', ');
  const judged =
    large.length > 0
      ? ` (judged on steps of ${JUDGED_STEP_PAGES.toLocaleString('en-US')} pages or more)`
      : '';
  return `Each extra page cost ${each}: ${linear ? 'the build grows linearly with the content' : 'the cost per page grows with the content, so the build grows faster than linearly'}${judged}.`;
}

/** Posts whose covers are drawn from scratch to time it (titles no cache holds). */
const COVER_SAMPLES = 12;

/**
 * Milliseconds to draw one new post's covers: the Open Graph PNG and every page size, as a build
 * does for a post it has not drawn before. The samples stay in the cover cache (about 1 MB a run).
 * @returns {Promise<number>}
 */
async function timeNewPostCovers() {
  const run = Date.now().toString(36);
  const inputs = Array.from({ length: COVER_SAMPLES }, (_, i) =>
    insightCoverInput({
      title: `Cover timing ${run} sample ${i + 1}: what a managed IT plan includes`,
      category: 'Managed Services',
      topics: [{ slug: 'cybersecurity', name: 'Cybersecurity' }],
    }),
  );
  const started = performance.now();
  for (const input of inputs) {
    await coverPng(input);
    for (const width of COVER_WIDTHS) {
      for (const format of COVER_FORMATS) await coverImage(input, width, format);
    }
  }
  return (performance.now() - started) / inputs.length;
}

const coverMs = await timeNewPostCovers();
const coverFiles = 1 + COVER_WIDTHS.length * COVER_FORMATS.length;
console.log(
  [
    '## Build scaling',
    '',
    `\`astro build\` of the whole site (pre-rendering, sitemap, pre-compression) on ${cpus().length} cores, embedded database, one run per size.`,
    '',
    '| synthetic posts | pages built | build time | ms per page |',
    '| ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ posts, seconds, pages }) =>
        `| ${posts.toLocaleString('en-US')} | ${pages.toLocaleString('en-US')} | ${seconds.toFixed(1)} s | ${((seconds * 1000) / pages).toFixed(1)} |`,
    ),
    '',
    growthSentence(rows),
    '',
    `Covers come from the cover cache here (synthetic titles repeat every ${SYNTHETIC_TITLES} posts). A post the cache has not seen costs ${Math.round(coverMs).toLocaleString('en-US')} ms more, once, to draw its ${coverFiles} cover files (mean of ${COVER_SAMPLES}): a first build of 1,000 new posts adds about ${Math.round(coverMs).toLocaleString('en-US')} s, later builds only a new or retitled post's.`,
    '',
  ].join('\n'),
);
