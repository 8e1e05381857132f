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
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startSiteServer, stopSiteServer } from './lib/site-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const rounds = Number(process.env.CRASH_ROUNDS ?? 5);
const connections = Number(process.env.CRASH_CONNECTIONS ?? 32);
const loadMs = Number(process.env.CRASH_LOAD_MS ?? 3000);
const jsonOut = process.argv.includes('--json')
  ? process.argv[process.argv.indexOf('--json') + 1]
  : undefined;
const admin = {
  email: 'crash-admin@example.com',
  password: `crash-${process.pid}-${Date.now()}-pass`,
};

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * @param {number} port
 * @param {string} dataDir
 */
function start(port, dataDir) {
  return startSiteServer({
    root,
    distDir,
    dataDir,
    port,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LEAD_WEBHOOK_URL: '',
      SMTP_HOST: '',
      CONTACT_RATE_LIMIT: '1000000000',
      RELEASES_DIR: join(dirname(dataDir), `${dataDir.split('/').pop()}-releases`),
    },
  });
}

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

/** @param {string} base */
async function storedEmails(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin login failed: HTTP ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csv = await fetch(`${base}/api/admin/leads.csv?status=all`, { headers: { cookie } });
  if (!csv.ok) throw new Error(`leads export failed: HTTP ${csv.status}`);
  return (await csv.text())
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(',')[5]);
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-bench-crash-'));
  /** @type {Outcomes} */
  const outcomes = { sent: 0, acknowledged: new Set(), refused: 0, failed: 0 };
  const restartMs = [];
  let server = await start(port, dataDir);
  try {
    for (let round = 1; round <= rounds; round++) {
      const state = { stopped: false };
      const clients = Array.from({ length: connections }, (_, id) =>
        client(base, id, round, state, outcomes),
      );
      await sleep(loadMs);
      if (server.pid !== undefined) process.kill(server.pid, 'SIGKILL');
      await /** @type {Promise<void>} */ (
        new Promise((done) =>
          server.exitCode !== null ? done() : server.once('exit', () => done()),
        )
      );
      state.stopped = true;
      await Promise.all(clients);
      const started = Date.now();
      server = await start(port, dataDir);
      restartMs.push(Date.now() - started);
    }

    const emails = await storedEmails(base);
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

    console.log('## Crash safety: kill -9 under contact load');
    console.log('');
    console.log(
      `Written by scripts/bench-crash.mjs: ${rounds} rounds on loopback, each ${connections} clients posting distinct leads to POST /api/contact for ${loadMs} ms, then SIGKILL to the server and a restart on the same DATA_DIR (recovering the dead process's lock).`,
    );
    console.log('');
    console.log('| measure | value |');
    console.log('| --- | ---: |');
    console.log(`| requests sent | ${outcomes.sent} |`);
    console.log(`| acknowledged with 2xx | ${acknowledged} |`);
    console.log(`| other answers | ${outcomes.refused} |`);
    console.log(`| cut off by the kill (no answer) | ${outcomes.failed} |`);
    console.log(`| leads stored after the last restart | ${emails.length} |`);
    console.log(`| acknowledged but not stored | ${lost} |`);
    console.log(`| stored more than once | ${doubled} |`);
    console.log(`| stored without an answer (in flight at the kill) | ${storedUnacknowledged} |`);
    console.log(
      `| restart after kill -9, until listening | median ${(summary.restartMs.median / 1000).toFixed(1)} s, max ${(summary.restartMs.max / 1000).toFixed(1)} s |`,
    );
    console.log('');
    console.log(
      ok
        ? 'OK: every acknowledged lead is stored exactly once.'
        : 'FAILED: acknowledged leads lost or leads stored twice.',
    );

    if (jsonOut) {
      mkdirSync(dirname(resolve(jsonOut)), { recursive: true });
      writeFileSync(resolve(jsonOut), `${JSON.stringify(summary, null, 2)}\n`);
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stopSiteServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-releases`, { recursive: true, force: true });
  }
}

await main();
