/**
 * Crash safety of the lead store, measured: kill -9 the production server under contact load, on
 * loopback, restart it, and check that every lead acknowledged with a 2xx answer is stored exactly once.
 *
 *   npm run build && node scripts/bench-crash.mjs [--json bench/crash.json]
 *
 * Starts `server/start.ts` on a fresh embedded database (DIST_DIR, default dist/; publishing and
 * notifications off), then CRASH_ROUNDS=5 times: CRASH_CONNECTIONS=32 clients post distinct leads as
 * fast as answers come, the server is killed with SIGKILL after CRASH_LOAD_MS=3000 ms of load, and is
 * started again on the same DATA_DIR (whose lock the dead process still holds). Bounded: at most
 * CRASH_ROUNDS rounds, each with a 120 s start deadline. Prints a Markdown section for bench/results.md;
 * exits 1 when an acknowledged lead is missing or any lead is stored twice.
 */
import { sleep, storedLeads } from './lib/admin-client.mjs';
import { median, reportResults, startBenchSite } from './lib/bench-harness.mjs';

const rounds = Number(process.env.CRASH_ROUNDS ?? 5);
const connections = Number(process.env.CRASH_CONNECTIONS ?? 32);
const loadMs = Number(process.env.CRASH_LOAD_MS ?? 3000);

/** @param {string} email */
const lead = (email) =>
  JSON.stringify({
    name: 'Crash Visitor',
    email,
    companySize: '11-50 employees',
    message: 'Sent while the server is killed with SIGKILL.',
    'form-name': 'contact',
    'bot-field': '',
    page: '/contact',
  });

/** @typedef {{ sent: number, acknowledged: Set<string>, refused: number, failed: number }} Outcomes */

/**
 * One client: posts leads back to back until stopped; records each email and its outcome.
 * @param {string} base
 * @param {number} id
 * @param {number} round
 * @param {{ stopped: boolean }} state
 * @param {Outcomes} outcomes
 */
async function client(base, id, round, state, outcomes) {
  let n = 0;
  while (!state.stopped) {
    const email = `crash-r${round}-c${id}-${++n}@example.com`;
    outcomes.sent += 1;
    try {
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: lead(email),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status >= 200 && response.status < 300) outcomes.acknowledged.add(email);
      else outcomes.refused += 1;
    } catch {
      // The server died with this request in flight: unacknowledged, it may or may not be stored.
      outcomes.failed += 1;
      return;
    }
  }
}

async function main() {
  const site = await startBenchSite({ name: 'crash' });
  const { base } = site;
  /** @type {Outcomes} */
  const outcomes = { sent: 0, acknowledged: new Set(), refused: 0, failed: 0 };
  const restartMs = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const state = { stopped: false };
      const clients = Array.from({ length: connections }, (_, id) =>
        client(base, id, round, state, outcomes),
      );
      await sleep(loadMs);
      const server = site.server();
      if (server.pid !== undefined) process.kill(server.pid, 'SIGKILL');
      await /** @type {Promise<void>} */ (
        new Promise((done) =>
          server.exitCode !== null ? done() : server.once('exit', () => done()),
        )
      );
      state.stopped = true;
      await Promise.all(clients);
      // On the same DATA_DIR, whose lock the dead process still holds.
      restartMs.push(await site.restart());
    }

    const emails = (await storedLeads(base, site.admin)).map((fields) => fields[5]);
    const counts = new Map();
    for (const email of emails) counts.set(email, (counts.get(email) ?? 0) + 1);
    const acknowledged = outcomes.acknowledged.size;
    const lost = [...outcomes.acknowledged].filter((email) => !counts.has(email)).length;
    const doubled = [...counts.values()].filter((n) => n > 1).length;
    const storedUnacknowledged = [...counts.keys()].filter(
      (email) => !outcomes.acknowledged.has(email),
    ).length;
    const ok = lost === 0 && doubled === 0;
    const summary = {
      rounds,
      connections,
      loadMsPerRound: loadMs,
      requestsSent: outcomes.sent,
      acknowledged2xx: acknowledged,
      refused: outcomes.refused,
      cutOffByKill: outcomes.failed,
      leadsStored: emails.length,
      acknowledgedButLost: lost,
      storedTwice: doubled,
      storedWithoutAnswer: storedUnacknowledged,
      restartMs: { median: median(restartMs), max: Math.max(...restartMs) },
      ok,
    };

    const section = [
      '## Crash safety: kill -9 under contact load',
      '',
      `Written by scripts/bench-crash.mjs: ${rounds} rounds on loopback, each ${connections} clients posting distinct leads to POST /api/contact for ${loadMs} ms, then SIGKILL to the server and a restart on the same DATA_DIR (recovering the dead process's lock).`,
      '',
      '| measure | value |',
      '| --- | ---: |',
      `| requests sent | ${outcomes.sent} |`,
      `| acknowledged with 2xx | ${acknowledged} |`,
      `| other answers | ${outcomes.refused} |`,
      `| cut off by the kill (no answer) | ${outcomes.failed} |`,
      `| leads stored after the last restart | ${emails.length} |`,
      `| acknowledged but not stored | ${lost} |`,
      `| stored more than once | ${doubled} |`,
      `| stored without an answer (in flight at the kill) | ${storedUnacknowledged} |`,
      `| restart after kill -9, until listening | median ${(summary.restartMs.median / 1000).toFixed(1)} s, max ${(summary.restartMs.max / 1000).toFixed(1)} s |`,
      '',
      ok
        ? 'OK: every acknowledged lead is stored exactly once.'
        : 'FAILED: acknowledged leads lost or leads stored twice.',
    ].join('\n');
    reportResults({
      name: 'bench-crash',
      heading: 'Crash safety: kill -9 under contact load',
      section,
      data: summary,
    });
    process.exitCode = ok ? 0 : 1;
  } finally {
    await site.stop();
  }
}

await main();
