/**
 * A content change's Netlify build, measured: `netlify build --offline` of a copy of the project on
 * a Postgres holding the demo content and 1,000 synthetic posts (BENCH_NETLIFY_POSTS), first with an
 * empty build cache, then after one post's title changed, then with nothing changed. Between builds
 * the build cache (netlify/plugins/build-cache) is kept as Netlify keeps it.
 *
 *   node scripts/bench-netlify-build.mjs [--update-results]
 *   BENCH_NETLIFY_PROJECT=/path/to/another/checkout node scripts/bench-netlify-build.mjs
 *
 * BENCH_NETLIFY_PROJECT times another checkout of the site (an earlier commit, say) with this one's
 * node_modules, for a before-and-after. Prints a Markdown section; --update-results replaces that
 * section of bench/results.md.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';
import { startPostgres } from '#test-support/postgres.ts';
import { logger, machineNote, reportResults, root } from './lib/bench-harness.mjs';
import { copyProject } from './lib/project-copy.mjs';

const posts = Number(process.env.BENCH_NETLIFY_POSTS ?? 1000);
const project = resolve(process.env.BENCH_NETLIFY_PROJECT ?? root);
const HEADING = 'Netlify build of a content change';
const log = logger('bench-netlify-build');

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {{ seconds: number, output: string }}
 */
function run(command, args, { cwd, env }) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}:\n${output.slice(-3000)}`);
  return { seconds: (performance.now() - started) / 1000, output };
}

/**
 * The files that differ between two outputs (or are in one only), by path.
 *
 * @param {string} a
 * @param {string} b
 */
function differences(a, b) {
  /** @param {string} dir */
  const files = (dir) =>
    new Map(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [relative(dir, path), readFileSync(path)];
        }),
    );
  const [left, right] = [files(a), files(b)];
  const paths = new Set([...left.keys(), ...right.keys()]);
  return [...paths].filter((path) => !left.get(path)?.equals(right.get(path) ?? Buffer.alloc(0)));
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'northbeam-bench-netlify-'));
  const site = join(work, 'site');
  const home = join(work, 'home');
  const postgres = await startPostgres();
  try {
    const env = {
      ...process.env,
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_CACHE_HOME: join(home, '.cache'),
      XDG_DATA_HOME: join(home, '.local', 'share'),
      XDG_STATE_HOME: join(home, '.local', 'state'),
      ASTRO_TELEMETRY_DISABLED: '1',
      // As on Netlify: the build takes the Netlify adapter and Astro's incremental build only then.
      NETLIFY: 'true',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      DATABASE_URL: `${postgres.url}?prepare=false`,
      DATA_DIR: join(work, 'unused-data'),
      SITE_URL: 'https://www.example.com',
      BUILD_HOOK_URL: 'http://127.0.0.1:9/hook',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'correct-horse-battery-staple',
    };
    mkdirSync(env.XDG_CONFIG_HOME, { recursive: true });
    const node = join(root, 'node_modules', '.bin', 'node');
    run(node, [join(root, 'scripts', 'db.ts'), 'seed'], { cwd: root, env });
    run(node, [join(root, 'scripts', 'generate-posts.ts'), String(posts)], { cwd: root, env });
    log(`Postgres seeded with ${posts} synthetic posts`);
    copyProject(project, site, join(root, 'node_modules'));
    run(join(root, 'node_modules', '.bin', 'netlify'), ['--telemetry-disable'], { cwd: site, env });

    const build = (/** @type {string} */ name) => {
      const { seconds, output } = run(
        join(root, 'node_modules', '.bin', 'netlify'),
        ['build', '--offline'],
        { cwd: site, env },
      );
      const unchanged = /(\d+) of (\d+) pages unchanged since the last build/.exec(output);
      log(`${name}: ${seconds.toFixed(1)} s${unchanged ? ` (${unchanged[0]})` : ''}`);
      return { name, seconds, reused: unchanged ? `${unchanged[1]} of ${unchanged[2]}` : '—' };
    };

    const { default: postgresClient } = await import('postgres');
    const sql = postgresClient(postgres.url, { max: 1, onnotice: () => {} });
    const rows = [build('first build, empty cache')];
    let identical = 'not compared';
    try {
      await sql`update posts set title = ${`Netlify bench: ${Date.now()}`}, updated_at = now()
        where id = (select id from posts where is_published order by published_at desc limit 1)`;
      rows.push(build('one post’s title changed'));
      rows.push(build('nothing changed'));
      // The output a build from an empty cache makes of the same content, file by file.
      const kept = join(work, 'incremental-dist');
      cpSync(join(site, 'dist'), kept, { recursive: true });
      for (const dir of ['.netlify/cache', 'node_modules/.astro', 'dist']) {
        rmSync(join(site, dir), { recursive: true, force: true });
      }
      rows.push(build('the same content, empty cache'));
      const differing = differences(kept, join(site, 'dist'));
      identical =
        differing.length === 0
          ? 'identical, file by file'
          : `${differing.length} files differ (${differing.slice(0, 5).join(', ')})`;
      log(`incremental against from scratch: ${identical}`);
    } finally {
      await sql.end({ timeout: 5 });
    }

    const section = [
      `## ${HEADING}`,
      '',
      `Written by scripts/bench-netlify-build.mjs on ${new Date().toISOString().slice(0, 10)}: \`netlify build --offline\` (the whole Netlify Build: the Astro build with @astrojs/netlify, the build-cache plugin, the functions bundled) of ${project === resolve(root) ? 'this checkout' : 'another checkout'}, on Postgres with the demo content and ${posts.toLocaleString('en-US')} synthetic posts; ${machineNote()}.`,
      '',
      '| build | time | pages copied from the last build |',
      '| --- | ---: | ---: |',
      ...rows.map((row) => `| ${row.name} | ${row.seconds.toFixed(1)} s | ${row.reused} |`),
      '',
      `The output after the changed post's build against a build of the same content from an empty cache: ${identical}.`,
      '',
    ].join('\n');
    reportResults({ name: 'bench-netlify-build', heading: HEADING, section });
  } finally {
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
