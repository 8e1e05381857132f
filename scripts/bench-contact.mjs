/**
 * Load test of POST /api/contact on the production Node server, on loopback only.
 *
 *   npm run build && node scripts/bench-contact.mjs [--json bench/contact.json]
 *
 * Starts `server/start.ts` on a fresh embedded database (DIST_DIR, default dist/) with a local webhook
 * receiver as LEAD_WEBHOOK_URL, drives it with autocannon (BENCH_CONNECTIONS=200 clients for
 * BENCH_SECONDS=30 s or 95,000 requests, every request a different lead), then proves that no lead
 * was lost or doubled:
 * every 2xx answer's lead is stored, every stored email is distinct, leads stored = requests sent
 * (the few still in flight when the clock stops are stored without autocannon counting their answer),
 * and every lead is delivered to the webhook exactly once.
 * The server runs with CONTACT_RATE_LIMIT raised, since every benchmark client shares one address.
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { sleep, storedLeads } from './lib/admin-client.mjs';
import { reportResults, startBenchSite } from './lib/bench-harness.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_SECONDS ?? 30);
/**
 * The leads are read back through the admin's CSV export, which stops at 100,000 rows: the run ends
 * at this many requests if the clock has not stopped it first (leaving room for the leads still in
 * flight and the warm-up's).
 */
const MAX_REQUESTS = 95_000;

/** The team's webhook, as far as the benchmark cares: counts deliveries per lead id. */
async function startWebhook() {
  const deliveries = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        const id = JSON.parse(body).lead.id;
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      } catch {
        // Not a lead: ignore.
      }
      res.statusCode = 204;
      res.end();
    });
  });
  await /** @type {Promise<void>} */ (
    new Promise((done) => server.listen(0, '127.0.0.1', () => done()))
  );
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}/leads`, deliveries, server };
}

async function main() {
  const webhook = await startWebhook();
  const site = await startBenchSite({
    name: 'contact',
    env: { LEAD_WEBHOOK_URL: process.env.BENCH_WEBHOOK === 'off' ? '' : webhook.url },
  });
  const { base } = site;
  const headers = { 'content-type': 'application/json', origin: base };
  let sequence = 0;
  const lead = (email = `bench-${++sequence}@example.com`) =>
    JSON.stringify({
      name: 'Bench Visitor',
      email,
      companySize: '11-50 employees',
      message: 'Load test message from the contact benchmark.',
      'form-name': 'contact',
      'bot-field': '',
      page: '/contact?from=pricing&users=25&utm_source=bench',
    });

  try {
    // Which emails got a 2xx answer: each connection has one request in flight, so the connection's
    // context knows which lead an answer belongs to. (Requests still in flight when the clock stops
    // are stored too, but autocannon drops their answers: they show up as "stored, unanswered".)
    const acceptedEmails = new Set();

    // Warm up (JIT, connection pools); these leads count like the others.
    for (let i = 0; i < 50; i++) {
      const email = `warmup-${i}@example.com`;
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers,
        body: lead(email),
      });
      if (response.status === 201) acceptedEmails.add(email);
      await response.arrayBuffer();
    }

    const result = await autocannon({
      url: base,
      connections,
      duration,
      maxOverallRequests: MAX_REQUESTS,
      requests: [
        {
          method: 'POST',
          path: '/api/contact',
          headers,
          /** @type {(request: import('autocannon').Request, context: { email?: string }) => import('autocannon').Request} */
          setupRequest: (request, context) => {
            context.email = `bench-${++sequence}@example.com`;
            return { ...request, body: lead(context.email) };
          },
          /** @type {(status: number, body: string, context: { email?: string }) => void} */
          onResponse: (status, _body, context) => {
            if (status >= 200 && status < 300 && context.email) acceptedEmails.add(context.email);
          },
        },
      ],
    });
    const sent = 50 + sequence;
    const accepted = acceptedEmails.size;

    // Notifications go out after the answers: wait until the webhook has seen every lead.
    const drainDeadline = Date.now() + 120_000;
    while (webhook.deliveries.size < sent && Date.now() < drainDeadline) {
      await sleep(250);
    }

    const rows = await storedLeads(base, site.admin);
    const emails = rows.map((fields) => fields[5]);
    const states = rows.map((fields) => fields.at(-3));
    const stored = rows.length;
    const storedEmails = new Set(emails);
    const distinct = storedEmails.size;
    const lost = [...acceptedEmails].filter((email) => !storedEmails.has(email)).length;
    const unanswered = stored - accepted;
    const delivered = webhook.deliveries.size;
    const deliveredTwice = [...webhook.deliveries.values()].filter((n) => n > 1).length;

    const summary = {
      connections,
      durationSeconds: duration,
      requests: result.requests.total,
      throughputPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      requestsSent: sent,
      answers2xx: accepted,
      acceptedButNotStored: lost,
      storedButUnanswered: unanswered,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      leadsStored: stored,
      distinctEmails: distinct,
      notificationsSent: states.filter((s) => s === 'sent').length,
      webhookDeliveries: delivered,
      webhookDuplicates: deliveredTwice,
    };
    const ok =
      lost === 0 &&
      distinct === stored &&
      stored === sent &&
      unanswered <= connections &&
      result.non2xx === 0 &&
      delivered === stored &&
      deliveredTwice === 0;

    const report = [
      '',
      `POST /api/contact — ${connections} connections × ${duration} s (at most ${MAX_REQUESTS.toLocaleString('en-US')} requests) on loopback`,
      `  throughput        ${summary.throughputPerSecond} req/s (${summary.requests} requests)`,
      `  latency           p50 ${summary.latencyMs.p50} ms, p90 ${summary.latencyMs.p90} ms, p99 ${summary.latencyMs.p99} ms, max ${summary.latencyMs.max} ms`,
      `  answers           ${accepted} × 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
      `  leads stored      ${stored} (${distinct} distinct) of ${sent} sent; every 2xx answer stored: ${lost === 0 ? 'yes' : `NO, ${lost} missing`}`,
      `                    ${unanswered} stored whose answer was still in flight when the clock stopped`,
      `  notifications     ${delivered} leads delivered to the webhook, ${deliveredTwice} twice; ${summary.notificationsSent} marked sent`,
      ok ? '  OK: none lost, none doubled' : '  FAILED: leads lost or doubled',
    ];
    // Plain text: npm run bench puts it in a code block under its own heading.
    reportResults({ name: 'bench-contact', section: report.join('\n'), data: { ...summary, ok } });
    process.exitCode = ok ? 0 : 1;
  } finally {
    await site.stop();
    webhook.server.close();
  }
}

await main();
