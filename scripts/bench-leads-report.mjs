/**
 * The leads report at 100,000 leads (docs/leads-report.md), on PGlite and on a throwaway Postgres 15:
 * the time to compute the report (its two aggregate queries and the assembly) for each period the
 * admin offers, as the median of RUNS runs after one warm-up.
 *
 *   node scripts/bench-leads-report.mjs [--update-results] [--json FILE]
 *
 * BENCH_LEADS sets the number of leads (default 100,000), spread evenly over the year before now.
 * Prints a Markdown section for bench/results.md.
 */
import { performance } from 'node:perf_hooks';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { fillMissingPageCopy } from '#lib/seed/seed.ts';
import { addSyntheticLeads } from '#lib/db/synthetic.ts';
import { leadsReport, reportSliceDays } from '#lib/leads/report.ts';
import { PRESET_LABELS } from '#lib/leads/report-json.ts';
import { reportPeriod } from '#lib/leads/report-period.ts';
import { logger, machineNote, median, reportResults } from './lib/bench-harness.mjs';
import { onBothEngines } from './lib/bench-engines.mjs';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 5;
const HEADING = 'Leads report';
const log = logger('bench-leads-report');
/** @param {number} value */
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const now = new Date();

/** @type {{ name: string, period: import('#lib/leads/report-period.ts').ReportPeriod }[]} */
const cases = [
  ...['this-month', 'last-90-days', 'this-year'].map((preset) => {
    const result = reportPeriod(/** @type {any} */ (preset), now);
    if (!result.ok) throw new Error(result.error);
    return { name: PRESET_LABELS[/** @type {'this-month'} */ (preset)], period: result.period };
  }),
  (() => {
    // The longest custom period: every lead, compared with the two years before.
    const to = now.toISOString().slice(0, 10);
    const from = new Date(now.getTime() - 730 * 86_400_000).toISOString().slice(0, 10);
    const result = reportPeriod('custom', now, { from, to });
    if (!result.ok) throw new Error(result.error);
    return { name: 'Custom, 731 days (every lead)', period: result.period };
  })(),
];

/**
 * @param {import('#lib/db/client.ts').DatabaseHandle} handle
 * @param {string} engine
 */
async function measure(handle, engine) {
  await applyMigrations(handle.sql, migrationsDir());
  // The report's pricing bands read the plans from Settings.
  await fillMissingPageCopy(handle.db, seedDir());
  const started = performance.now();
  await addSyntheticLeads(handle.sql, LEADS, now);
  log(
    `${engine}: ${LEADS} leads inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await handle.sql.exec('analyze leads');
  /** @type {Record<string, { ms: number, leads: number, servedMs: number, longestHoldMs: number }>} */
  const results = {};
  // As the server runs it: on PGlite a week at a time, letting requests in between.
  const sliceDays = reportSliceDays(handle.engine);
  for (const { name, period } of cases) {
    const first = await leadsReport(handle.sql, period);
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await leadsReport(handle.sql, period);
      times.push(performance.now() - start);
    }
    const served = [];
    const holds = [];
    for (let run = 0; run < RUNS; run++) {
      // The longest the report kept the event loop from anything else, measured by a timer.
      let last = performance.now();
      let longest = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
      }, 2);
      const start = performance.now();
      await leadsReport(handle.sql, period, { sliceDays });
      clearInterval(timer);
      served.push(performance.now() - start);
      holds.push(Math.max(longest, performance.now() - last));
    }
    results[name] = {
      ms: median(times),
      leads: first.totals.received.current + first.totals.received.previous,
      servedMs: median(served),
      // The median run's: on a shared machine one run's longest wait can be another process's turn.
      longestHoldMs: median(holds),
    };
    log(
      `${engine}: ${name}: ${results[name].ms.toFixed(0)} ms; as served ${results[name].servedMs.toFixed(0)} ms, holding the thread at most ${results[name].longestHoldMs.toFixed(0)} ms`,
    );
  }
  return results;
}

const { onPglite, onPostgres } = await onBothEngines(measure, log);

const section = [
  `## ${HEADING}`,
  '',
  `Written by scripts/bench-leads-report.mjs: the admin's leads report (every breakdown, the previous period, the CSV's figures) with ${LEADS.toLocaleString('en-US')} leads spread over the past year, median of ${RUNS} runs in milliseconds. "Leads read" counts both periods' leads, spam included. "In one pass": both periods at once; "as served": as the admin's route runs it, on PGlite (inside the server's thread) a week at a time with other requests let in between (docs/leads-report.md), with the longest it held the thread (a timer's longest wait, median of the runs; on a busy shared machine that wait includes other processes' turns on the cores). ${machineNote()}.`,
  '',
  '| period | leads read | PGlite, in one pass | PGlite, as served | held the thread at most | Postgres 15 |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...cases.map(({ name }) => {
    const p = onPglite[name];
    const q = onPostgres?.[name];
    return `| ${name} | ${p.leads.toLocaleString('en-US')} | ${ms(p.ms)} | ${ms(p.servedMs)} | ${ms(p.longestHoldMs)} | ${q ? ms(q.ms) : 'n/a'} |`;
  }),
  '',
].join('\n');
reportResults({
  name: 'bench-leads-report',
  heading: HEADING,
  section,
  data: { leads: LEADS, runs: RUNS, pglite: onPglite, postgres: onPostgres },
});
