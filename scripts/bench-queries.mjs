// Times each public query (src/lib/<entity>/queries.ts) with 10,000 synthetic posts on top of the seed, on PGlite
// and on a throwaway Postgres 15 server. Prints a Markdown section for bench/results.md.
import { performance } from 'node:perf_hooks';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { addSyntheticPosts } from '#lib/db/synthetic.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { listIndustries } from '#lib/industries/queries.ts';
import { listLocations } from '#lib/locations/queries.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { onBothEngines } from './lib/bench-engines.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const RUNS = 20;

/**
 * @param {import('#lib/db/client.ts').DatabaseHandle} handle
 * @returns {Promise<Record<string, number>>} median milliseconds per query
 */
async function measure(handle) {
  await applyMigrations(handle.sql, migrationsDir());
  await applySeed(handle.db, await readSeed(seedDir()));
  await addSyntheticPosts(handle.sql, POSTS);
  const db = handle.db;
  const cases = {
    allTaxonomies: () => allTaxonomies(db),
    listLocations: () => listLocations(db),
    listIndustries: () => listIndustries(db),
    'allInsights (every post)': () => allInsights(db),
  };
  /** @type {Record<string, number>} */
  const results = {};
  for (const [name, run] of Object.entries(cases)) {
    await run();
    const times = [];
    const runs = name.startsWith('allInsights') ? 3 : RUNS;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results[name] = times[Math.floor(times.length / 2)];
  }
  return results;
}

const { onPglite, onPostgres } = await onBothEngines(measure, (message) => console.error(message));

const lines = [
  `## Public queries with ${POSTS.toLocaleString('en-US')} synthetic posts`,
  '',
  `Median of ${RUNS} runs (3 for allInsights), in milliseconds, on this machine.`,
  '',
  '| query | PGlite | Postgres 15 |',
  '| --- | ---: | ---: |',
  ...Object.keys(onPglite).map(
    (name) =>
      `| ${name} | ${onPglite[name].toFixed(1)} | ${onPostgres ? onPostgres[name].toFixed(1) : 'n/a'} |`,
  ),
  '',
];
console.log(lines.join('\n'));
