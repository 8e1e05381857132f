/**
 * The rich-text editor's typing property (tests/unit/editor-typing.test.ts) over many seeds: every
 * generated body either opens as source or keeps every keystroke and changes nothing else. `npm
 * test` runs it with one fixed seed; this runs SEEDS new seeds of RUNS bodies each and prints a
 * Markdown section for bench/results.md, with each seed so a failure can be replayed
 * (`EDITOR_PROPERTY_SEED=<seed> EDITOR_PROPERTY_RUNS=<runs> npm run test:unit --
 * tests/unit/editor-typing.test.ts`).
 *
 *   node scripts/bench-editor.mjs [--update-results]
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { logger, machineNote, reportResults, root } from './lib/bench-harness.mjs';

const SEEDS = Number(process.env.BENCH_EDITOR_SEEDS ?? 5);
const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 1000);
const HEADING = 'Rich-text editor: typing property';
const log = logger('bench-editor');

const rows = [];
for (let index = 0; index < SEEDS; index++) {
  const seed = (Date.now() + index * 7919) % 2_147_483_647;
  log(`seed ${seed}: ${RUNS} bodies`);
  const started = Date.now();
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--project', 'unit', 'tests/unit/editor-typing.test.ts', '-t', 'any body'],
    {
      cwd: root,
      env: {
        ...process.env,
        EDITOR_PROPERTY_SEED: String(seed),
        EDITOR_PROPERTY_RUNS: String(RUNS),
      },
      encoding: 'utf8',
      timeout: 30 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const counterexample = /Counterexample: (.*)/.exec(result.stdout ?? '')?.[1];
  rows.push({
    seed,
    outcome: result.status === 0 ? 'held' : `failed${counterexample ? `: ${counterexample}` : ''}`,
    seconds,
  });
}

const failed = rows.filter((row) => row.outcome !== 'held').length;
const section = [
  `## ${HEADING}`,
  '',
  machineNote(),
  '',
  `${SEEDS} seeds × ${RUNS.toLocaleString('en-US')} generated bodies, up to four keystrokes each (scripts/bench-editor.mjs). ${failed === 0 ? 'The property held for every seed.' : `**${failed} seed(s) failed.**`}`,
  '',
  '| seed | outcome | time |',
  '| ---: | --- | ---: |',
  ...rows.map((row) => `| ${row.seed} | ${row.outcome} | ${row.seconds} s |`),
  '',
].join('\n');

reportResults({ name: 'bench-editor', heading: HEADING, section, data: rows });
if (failed > 0) process.exitCode = 1;
