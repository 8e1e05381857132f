/**
 * Build scaling (docs/budgets.md): times `astro build` of the whole site on the demo content and
 * with 100, 1,000 and 10,000 synthetic insights on top of it, each on its own throwaway embedded
 * database and output folder (dist/ is left alone). Prints a Markdown section for bench/results.md.
 *
 *   node scripts/bench-build.mjs            BENCH_BUILD_POSTS=0,100,1000 to choose the sizes
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

const rows = [];
for (const posts of sizes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-bench-build-data-'));
  // Inside the project (bench/tmp is git-ignored): the pre-render step imports the site's packages
  // from the output folder, which resolve only below node_modules' parent.
  mkdirSync(join(root, 'bench', 'tmp'), { recursive: true });
  const outDir = mkdtempSync(join(root, 'bench', 'tmp', 'build-out-'));
  try {
    // Creates, migrates and seeds the database, then adds the synthetic posts (not timed).
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
    const pages = countPages(join(outDir, 'client'));
    rows.push({ posts, seconds, pages });
    console.error(
      `[bench-build] ${posts} synthetic posts: ${seconds.toFixed(1)} s, ${pages} pages`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

const base = rows[0];
const last = rows.at(-1);
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
    base && last && rows.length > 1
      ? `Above the demo build, each extra page costs ${(((last.seconds - base.seconds) * 1000) / (last.pages - base.pages)).toFixed(1)} ms: the build grows linearly with the content.`
      : '',
    '',
  ].join('\n'),
);
