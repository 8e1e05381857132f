/**
 * Property-based runs over the contact form's two doors, in-process over a real embedded database:
 * whatever the fields hold, the answer is 201/sent or a 4xx with a message, never a 500, and the
 * leads CSV built from whatever was stored has no cell a spreadsheet would run as a formula. Then
 * the same doors behind the production handler on a real socket: malformed request lines, Host
 * headers and header blocks each get an answer, never a 5xx and never silence.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '#test-support/site-server.ts';
import { malformedRequest, onTheWire, rawExchange } from '#test-support/raw-http.ts';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { createRateLimiter } from '#lib/http/rate-limit.ts';
import { leadsCsv } from '#lib/leads/csv.ts';
import { createLeadNotifier } from '#lib/leads/notify.ts';
import { listLeads } from '#lib/leads/store.ts';
import {
  createContactService,
  handleContactForm,
  handleContactJson,
  type ContactService,
} from '#lib/leads/submit.ts';

const ORIGIN = 'http://127.0.0.1:4321';
let handle: DatabaseHandle;
let service: ContactService;
const logged: string[] = [];

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', setup: false });
  await applyMigrations(handle.sql, migrationsDir());
  service = createContactService({
    db: async () => handle.db,
    notifier: createLeadNotifier({ db: async () => handle.db, channels: [], log: () => {} }),
    limiter: createRateLimiter({ limit: 1_000_000, windowMs: 60_000 }),
    log: (message, error) => logged.push(`${message} ${String(error)}`),
  });
}, 60_000);
afterAll(() => handle.close());

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\u001b',
      '\t',
      '\r',
      '\n',
      '=',
      '+',
      '-',
      '@',
      ';',
      ',',
      '"',
      ' ',
      'a',
    ),
    maxLength: 60,
  }),
  fc.constantFrom('=cmd|" /C calc"!A0', ' \t@SUM(1+1)', 'Bob;=1+1', 'x'.repeat(6000), ''),
);
// Text that passes validation but is hostile to spreadsheets: formula starts, separators, quotes.
const storable = fc
  .string({
    unit: fc.constantFrom('=', '+', '-', '@', ';', ',', '"', "'", ' ', '\t', '\r', '\n', 'a', 'é'),
    minLength: 1,
    maxLength: 40,
  })
  .filter((text) => text.trim().length > 0)
  .map((text) => `${text}x`);
// Each field: left valid, replaced by storable text, or replaced by anything at all.
const fieldValue = fc.oneof(
  { weight: 10, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: storable },
  { weight: 2, arbitrary: hostile },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 1 }) },
);
const validish: Record<string, unknown> = {
  name: 'Dana',
  email: 'dana@example.com',
  companySize: '11-50 employees',
  message: 'Hello',
};
const contactBody = fc
  .record({
    name: fieldValue,
    email: fc.oneof(fieldValue, fc.emailAddress()),
    companySize: fieldValue,
    phone: fieldValue,
    message: fieldValue,
    page: fieldValue,
    'bot-field': fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, fieldValue),
    'form-name': fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, fieldValue),
  })
  .map((fields) => {
    const body = { ...validish };
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) body[key] = value;
    return body;
  });

/** The cells of a CSV as a spreadsheet reads them (RFC 4180); a bare ; or tab outside quotes fails. */
function csvCells(csv: string): string[] {
  let inQuotes = false;
  let cell = '';
  const cells: string[] = [];
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]!;
    if (inQuotes) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') inQuotes = false;
      else cell += char;
      continue;
    }
    // A ;- or tab-splitting spreadsheet would cut the cell here.
    expect(char === ';' || char === '\t', `bare ${JSON.stringify(char)} at ${i}`).toBe(false);
    if (char === '"') inQuotes = true;
    else if (char === ',' || char === '\n') {
      cells.push(cell);
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  return cells;
}

/**
 * A generated value as a browser would send it in a form field: text. `String()` alone throws on
 * some generated objects (`{ toString: 0 }`), which would fail the test, not the server.
 */
function formText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

describe('property: contact fields never make the server fail', () => {
  it('POST /api/contact answers 201 or 400 with a message', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(contactBody, fc.anything()), async (body) => {
        const request = new Request(`${ORIGIN}/api/contact`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify(body) ?? 'null',
        });
        const response = await handleContactJson(
          { request, url: new URL(request.url), clientAddress: '203.0.113.9' },
          service,
        );
        expect([201, 400]).toContain(response.status);
        seen.add(response.status);
        if (response.status === 400) {
          const answer = (await response.json()) as { error: string };
          expect(answer.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
    // Both outcomes occurred, so the run reached the database and the validator alike.
    expect([...seen].sort()).toEqual([201, 400]);
    expect(logged).toEqual([]);
  }, 120_000);

  it('POST /contact/send (no JavaScript) answers sent or 400 with a message', async () => {
    await fc.assert(
      fc.asyncProperty(contactBody, async (body) => {
        const form = new URLSearchParams();
        for (const [key, value] of Object.entries(body)) form.append(key, formText(value));
        const request = new Request(`${ORIGIN}/contact/send`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
        const result = await handleContactForm(
          { request, url: new URL(request.url), clientAddress: '203.0.113.9' },
          service,
        );
        if (result.kind === 'error') {
          expect(result.status).toBe(400);
          expect(result.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('exports whatever was stored as CSV with no cell a spreadsheet runs as a formula', async () => {
    // Store a batch of its own, so this check does not lean on the runs above.
    await fc.assert(
      fc.asyncProperty(contactBody, async (body) => {
        const request = new Request(`${ORIGIN}/api/contact`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await handleContactJson(
          { request, url: new URL(request.url), clientAddress: '203.0.113.9' },
          service,
        );
      }),
      { numRuns: 100 },
    );
    const leads = await listLeads(handle.db, { filter: 'all', limit: 5000 });
    expect(leads.length).toBeGreaterThan(10);
    for (const value of csvCells(leadsCsv(leads))) expect(value).not.toMatch(/^ *[=+\-@\t\r]/);
  }, 120_000);
});

describe('property: malformed requests on the socket are each answered', () => {
  const SERVICE_KEY = Symbol.for('northbeam.contactService');
  const g = globalThis as Record<symbol, unknown>;
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let port: number;

  beforeAll(async () => {
    // The Node server's own contact door reads the process's contact service: this test's.
    g[SERVICE_KEY] = service;
    server = await startSiteServer((_req, res) => {
      res.statusCode = 204;
      res.end();
    });
    port = server.port;
  });

  afterAll(async () => {
    delete g[SERVICE_KEY];
    await server.close();
  });

  it('answers every request line and header block within 5 s, never with a 5xx', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(malformedRequest, async (request) => {
        const answer = await rawExchange(port, onTheWire(request));
        expect(answer.status, answer.raw.slice(0, 300)).not.toBeNull();
        expect(answer.status!, answer.raw.slice(0, 300)).toBeLessThan(500);
        seen.add(answer.status!);
      }),
      { numRuns: 300 },
    );
    // The runs reached the parser's refusals, the handler's and the routes alike.
    expect(seen).toContain(400);
    expect([...seen].some((status) => status < 400)).toBe(true);
    expect(logged).toEqual([]);
    expect(
      (
        await rawExchange(
          port,
          'GET /pricing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
        )
      ).status,
    ).toBe(200);
  }, 180_000);
});
