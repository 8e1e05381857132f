/**
 * Serving during heavy work: what a visitor waits for while the admin runs each heavy operation at
 * its documented limit (scripts/lib/heavy-work.ts), on the built site on the real server, loopback
 * only: a static page (/pricing) and the contact form (POST /api/contact), each asked one request
 * after another for as long as the operation runs. The goal (docs/budgets.md) is a median within
 * 200 ms and a 99th percentile under 500 ms; e2e/heavy-work.spec.ts holds it.
 *
 *   npm run build && node scripts/bench-heavy-work.mjs [--update-results] [--json FILE]
 *
 * Prints a Markdown section; --update-results replaces that section of bench/results.md.
 */
import {
  HEAVY_OPERATIONS,
  percentile,
  probeWhile,
  SERVING_GOAL,
  signedIn,
} from './lib/heavy-work.ts';
import { logger, machineNote, reportResults, startBenchSite } from './lib/bench-harness.mjs';

const HEADING = 'Serving during heavy work';
const log = logger('bench-heavy-work');

const site = await startBenchSite({ name: 'heavy-work' });
/** @type {{ name: string, limit: string, seconds: number, waits: import('./lib/heavy-work.ts').Waits }[]} */
const results = [];
try {
  const admin = await signedIn(site.base, site.admin);
  // Before anything runs: what the probes wait for on an idle server.
  const idle = await probeWhile(
    site.base,
    () => new Promise((resolve) => setTimeout(resolve, 5_000)),
  );
  results.push({ name: 'Nothing (idle server)', limit: '5 s', seconds: 5, waits: idle });
  for (const operation of HEAVY_OPERATIONS) {
    log(`preparing: ${operation.name}`);
    await operation.prepare?.(admin);
    log(`measuring: ${operation.name}`);
    const started = performance.now();
    const waits = await probeWhile(site.base, () =>
      operation.run(admin, { dataDir: site.dataDir }),
    );
    results.push({
      name: operation.name,
      limit: operation.limit,
      seconds: (performance.now() - started) / 1000,
      waits,
    });
  }
} finally {
  await site.stop();
}

/** @param {number[]} list */
const cells = (list) =>
  [percentile(list, 50), percentile(list, 99), Math.max(...list)]
    .map((ms) => ms.toFixed(0))
    .join(' | ');
const met = (/** @type {number[]} */ list) =>
  percentile(list, 50) <= SERVING_GOAL.medianMs && percentile(list, 99) < SERVING_GOAL.p99Ms;
reportResults({
  name: 'bench-heavy-work',
  heading: HEADING,
  section: [
    `## ${HEADING}`,
    '',
    `What a visitor waits for while the admin runs each heavy operation at its documented limit, on the built site (\`scripts/bench-heavy-work.mjs\`; ${machineNote()}). Two probes ask one request after another for as long as the operation runs: a static page (/pricing) and the contact form (POST /api/contact, a lead stored each time). Goal: a median within ${SERVING_GOAL.medianMs} ms and a 99th percentile under ${SERVING_GOAL.p99Ms} ms (e2e/heavy-work.spec.ts). Milliseconds.`,
    '',
    '| operation | at its limit | took | static: median / p99 / max | contact: median / p99 / max | goal |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.limit} | ${r.seconds.toFixed(1)} s (${r.waits.static.length} + ${r.waits.contact.length} probes) | ${cells(r.waits.static)} | ${cells(r.waits.contact)} | ${met(r.waits.static) && met(r.waits.contact) ? 'met' : 'missed'} |`,
    ),
    '',
  ].join('\n'),
  data: results,
});
