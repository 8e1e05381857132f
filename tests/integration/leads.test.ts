/**
 * The contact endpoint end to end on a real (in-memory) database: bad input refused with clear
 * messages, every accepted lead stored before the answer, and notifications delivered to local
 * webhook and SMTP servers — or kept and retried when delivery fails.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { createRateLimiter } from '#lib/http/rate-limit.ts';
import { leadsCsv } from '#lib/leads/csv.ts';
import {
  createLeadNotifier,
  emailChannel,
  webhookChannel,
  type NotificationChannel,
} from '#lib/leads/notify.ts';
import {
  countLeads,
  getLead,
  listLeads,
  markHandled,
  updateLead,
  type Lead,
} from '#lib/leads/store.ts';
import { handleContactNode, isContactApiRequest } from '#server/contact-handler.ts';
import {
  createContactService,
  handleContactForm,
  handleContactJson,
  type ContactService,
} from '#lib/leads/submit.ts';

const ORIGIN = 'http://127.0.0.1:4321';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', setup: false });
  await applyMigrations(handle.sql, migrationsDir());
}, 60_000);
afterAll(() => handle.close());
beforeEach(() => handle.sql.exec('delete from leads'));

function service(
  channels: NotificationChannel[] = [],
  options: { limit?: number; maxAttempts?: number } = {},
): ContactService {
  return createContactService({
    db: async () => handle.db,
    notifier: createLeadNotifier({
      db: async () => handle.db,
      channels,
      policy: {
        maxAttempts: options.maxAttempts ?? 3,
        baseDelayMs: 50,
        maxDelayMs: 200,
        intervalMs: 60_000,
      },
      log: () => {},
    }),
    limiter: createRateLimiter({ limit: options.limit ?? 1000, windowMs: 60_000 }),
    log: () => {},
  });
}

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@hartford-dental.example',
  companySize: '11-50 employees',
  phone: '+1 (203) 555-0100',
  message: 'Our backups failed twice last month. Can you help?',
  'form-name': 'contact',
  'bot-field': '',
  page: '/contact?from=security-check&score=35&utm_source=newsletter',
};

function apiContext(
  body: string,
  headers: Record<string, string> = {},
  clientAddress = '203.0.113.7',
) {
  const request = new Request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body,
  });
  return { request, url: new URL(request.url), clientAddress };
}

const postJson = (svc: ContactService, data: unknown, headers?: Record<string, string>) =>
  handleContactJson(apiContext(JSON.stringify(data), headers), svc);

const allLeads = () => listLeads(handle.db, { filter: 'all' });

describe('POST /api/contact refuses bad input and stores nothing', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    {
      case: 'missing name',
      status: 400,
      body: { ...valid, name: undefined },
      headers: json,
      fields: { name: 'Please enter your name.' },
    },
    {
      case: 'missing email',
      status: 400,
      body: { ...valid, email: undefined },
      headers: json,
      fields: { email: 'Please enter your email address.' },
    },
    {
      case: 'malformed email',
      status: 400,
      body: { ...valid, email: 'dana@@example' },
      headers: json,
      fields: { email: 'Please enter a valid email address, like name@company.com.' },
    },
    {
      case: 'blank message',
      status: 400,
      body: { ...valid, message: ' ' },
      headers: json,
      fields: { message: 'Please enter a message.' },
    },
    {
      case: 'oversized message',
      status: 400,
      body: { ...valid, message: 'x'.repeat(5001) },
      headers: json,
      fields: { message: 'Message must be at most 5000 characters.' },
    },
    {
      case: 'oversized name',
      status: 400,
      body: { ...valid, name: 'x'.repeat(101) },
      headers: json,
      fields: { name: 'Name must be at most 100 characters.' },
    },
    {
      case: 'unknown company size',
      status: 400,
      body: { ...valid, companySize: 'ten' },
      headers: json,
      fields: { companySize: 'Please choose one of the listed company sizes.' },
    },
    {
      case: 'wrong Content-Type',
      status: 415,
      body: valid,
      headers: { 'content-type': 'text/plain' },
    },
    {
      case: 'form Content-Type',
      status: 415,
      body: valid,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      case: 'foreign Origin',
      status: 403,
      body: valid,
      headers: { origin: 'https://evil.example' },
    },
    {
      case: 'body over 64 KB',
      status: 413,
      body: { ...valid, message: 'x'.repeat(70_000) },
      headers: json,
    },
    { case: 'a JSON array', status: 400, body: [valid], headers: json },
  ])('$case → $status', async ({ body, headers, status, ...expected }) => {
    const fields = 'fields' in expected ? expected.fields : undefined;
    const response = await postJson(service(), body, headers);
    expect(response.status).toBe(status);
    const data = (await response.json()) as { error: string; fields?: Record<string, string> };
    expect(data.error.length).toBeGreaterThan(10);
    if (fields) expect(data.fields).toEqual(fields);
    expect(await allLeads()).toHaveLength(0);
  });

  it('refuses a request without Origin and one that is not JSON at all', async () => {
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    const noOrigin = await handleContactJson(
      { request, url: new URL(request.url), clientAddress: '1.2.3.4' },
      service(),
    );
    expect(noOrigin.status).toBe(403);
    const broken = await handleContactJson(apiContext('{"name":'), service());
    expect(broken.status).toBe(400);
    expect(await allLeads()).toHaveLength(0);
  });
});

describe('POST /api/contact stores the lead before answering', () => {
  it('answers 201 with the lead stored, its page, tool context and UTM tags', async () => {
    const response = await postJson(service(), valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const [lead] = await allLeads();
    expect(lead).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@hartford-dental.example',
      companySize: '11-50 employees',
      phone: '+1 (203) 555-0100',
      message: valid.message,
      sourcePage: '/contact',
      context: { from: 'security-check', score: 35 },
      utm: { utm_source: 'newsletter' },
      status: 'new',
      isSpam: false,
      // No channel configured here: nothing to deliver.
      notificationState: 'skipped',
    });
  });

  it('falls back to the Referer for the page, and ignores a foreign one', async () => {
    const { page: _page, ...withoutPage } = valid;
    await postJson(service(), withoutPage, { referer: `${ORIGIN}/contact?from=pricing&users=25` });
    await postJson(service(), withoutPage, {
      referer: 'https://evil.example/contact?from=pricing&users=9',
    });
    const [foreign, own] = await allLeads();
    expect(own).toMatchObject({ sourcePage: '/contact', context: { from: 'pricing', users: 25 } });
    expect(foreign).toMatchObject({ sourcePage: null, context: {} });
  });

  it('stores script and SQL strings verbatim (and the CSV defuses formulas)', async () => {
    const name = `Robert'); DROP TABLE leads; --`;
    const message = `<script>alert('x')</script><img src=x onerror=alert(1)> =HYPERLINK("http://evil.example")`;
    expect((await postJson(service(), { ...valid, name, message })).status).toBe(201);
    const [lead] = await allLeads();
    expect(lead?.name).toBe(name);
    expect(lead?.message).toBe(message);
    expect(leadsCsv(await allLeads())).toContain(`"<script>alert('x')</script>`);
    expect(leadsCsv([{ ...lead!, message: '=1+1' }])).toContain(`,'=1+1,`);
  });

  it('answers a filled honeypot like a success, and files the lead as spam without notifying', async () => {
    const sent: Lead[] = [];
    const svc = service([{ name: 'webhook', send: async (lead) => void sent.push(lead) }]);
    const response = await postJson(svc, { ...valid, 'bot-field': 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    await svc.notifier.idle();
    const [lead] = await allLeads();
    expect(lead).toMatchObject({ isSpam: true, notificationState: 'skipped' });
    expect(sent).toHaveLength(0);
    expect(await countLeads(handle.db)).toEqual({ new: 0, handled: 0, spam: 1, all: 1 });
  });

  it('limits each client, with a clear "try again later" answer and Retry-After', async () => {
    const svc = service([], { limit: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await postJson(svc, valid)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await postJson(svc, valid);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^You've sent several messages in a short time\. Please try again in/,
    );
    // Another client is not affected.
    const other = await handleContactJson(
      apiContext(JSON.stringify(valid), {}, '198.51.100.1'),
      svc,
    );
    expect(other.status).toBe(201);
    expect(await allLeads()).toHaveLength(4);
  });

  it('stores every one of many simultaneous leads exactly once', async () => {
    const svc = service();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        postJson(svc, { ...valid, email: `visitor-${i}@example.com` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 120 }, () => 201));
    const stored = await listLeads(handle.db, { filter: 'all', limit: 500 });
    expect(new Set(stored.map((lead) => lead.email)).size).toBe(120);
    expect(stored).toHaveLength(120);
  });

  it.each([
    ['NUL', '\u0000'],
    ['escape', '\u001b[31m'],
    ['backspace', '\b'],
    ['DEL', '\u007f'],
    ['C1 control', '\u0085'],
  ])('answers 400 with a field message to a %s in the message, storing nothing', async (_n, c) => {
    const response = await postJson(service(), { ...valid, message: `Hello ${c} there` });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields.message).toMatch(/control character/);
    expect(await allLeads()).toHaveLength(0);
  });

  it('keeps tabs and line breaks in a message', async () => {
    const response = await postJson(service(), { ...valid, message: 'One\ttwo\r\nthree' });
    expect(response.status).toBe(201);
  });

  it("logs a failed store by error code, never by the lead's fields", async () => {
    const logged: string[] = [];
    // What Drizzle throws: the query and its parameters in the message, the Postgres error as cause.
    const failure = new Error(
      `Failed query: insert into leads ... params: ${valid.name},${valid.email},${valid.message}`,
      { cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }) },
    );
    const broken = createContactService({
      db: () => Promise.reject(failure),
      notifier: createLeadNotifier({ db: async () => handle.db, channels: [] }),
      limiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
      log: (message, error) => logged.push(`${message} ${String(error)}`),
    });
    expect((await postJson(broken, valid)).status).toBe(500);
    expect(logged).toEqual(['storing a lead failed database error 22021']);
    for (const field of [valid.name, valid.email, valid.message]) {
      expect(logged.join('\n')).not.toContain(field);
    }
  });

  it('answers 500 and keeps nothing half-stored when the database fails', async () => {
    const broken = createContactService({
      db: () => Promise.reject(new Error('database down')),
      notifier: createLeadNotifier({ db: async () => handle.db, channels: [] }),
      limiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
      log: () => {},
    });
    const response = await postJson(broken, valid);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: string }).error).toContain('was not sent');
  });
});

describe('POST /api/contact served straight by Node (the production fast path)', () => {
  it('answers like the Astro route: 201 and stored, 415, 403', async () => {
    const svc = service();
    const server = createServer((req, res) => {
      if (isContactApiRequest(req)) void handleContactNode(req, res, { service: svc });
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const send = (headers: Record<string, string>) =>
        fetch(`${base}/api/contact`, { method: 'POST', headers, body: JSON.stringify(valid) });
      const ok = await send({ 'content-type': 'application/json', origin: base });
      expect(ok.status).toBe(201);
      expect(await ok.json()).toEqual({ ok: true });
      expect(ok.headers.get('cache-control')).toBe('no-store');
      expect((await send({ 'content-type': 'text/plain', origin: base })).status).toBe(415);
      expect(
        (await send({ 'content-type': 'application/json', origin: 'https://evil.example' })).status,
      ).toBe(403);
      expect((await fetch(`${base}/api/contact`)).status).toBe(404);
      expect(await allLeads()).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});

describe('POST /contact/send (no JavaScript)', () => {
  function formContext(fields: Record<string, string>, headers: Record<string, string> = {}) {
    const request = new Request(`${ORIGIN}/contact/send`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        referer: `${ORIGIN}/contact?from=roi-calculator&employees=50&issues=3&minutes=45`,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
    return { request, url: new URL(request.url), clientAddress: '203.0.113.9' };
  }
  const { page: _page, ...formFields } = valid;

  it('stores the lead with the context from the Referer and sends the visitor on', async () => {
    expect(await handleContactForm(formContext(formFields), service())).toEqual({ kind: 'sent' });
    const [lead] = await allLeads();
    expect(lead).toMatchObject({
      name: 'Dana Whitfield',
      context: { from: 'roi-calculator', employees: 50, issues: 3, minutes: 45 },
    });
  });

  it('gives the form back with messages and exactly what was typed', async () => {
    const typed = { ...formFields, email: 'not-an-email', message: '  Keep my  spacing  ' };
    const result = await handleContactForm(formContext(typed), service());
    expect(result).toMatchObject({
      kind: 'error',
      status: 400,
      error: 'Please correct the highlighted fields.',
      fields: { email: 'Please enter a valid email address, like name@company.com.' },
      values: {
        name: 'Dana Whitfield',
        email: 'not-an-email',
        message: '  Keep my  spacing  ',
        companySize: '11-50 employees',
        page: '/contact?from=roi-calculator&employees=50&issues=3&minutes=45',
      },
    });
    expect(await allLeads()).toHaveLength(0);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['a JSON body', { 'content-type': 'application/json' }, 415],
  ])('refuses %s', async (_case, headers, status) => {
    const result = await handleContactForm(formContext(formFields, headers), service());
    expect(result).toMatchObject({ kind: 'error', status });
    expect(await allLeads()).toHaveLength(0);
  });

  it('refuses a multipart form over 64 KB itself, whatever the adapter would let through', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(formFields)) form.set(key, value);
    form.set('message', 'x'.repeat(70_000));
    const request = new Request(`${ORIGIN}/contact/send`, {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: form,
    });
    const result = await handleContactForm(
      { request, url: new URL(request.url), clientAddress: '203.0.113.9' },
      service(),
    );
    expect(result).toMatchObject({ kind: 'error', status: 413 });
    expect(await allLeads()).toHaveLength(0);
  });

  it('treats a filled honeypot like a success', async () => {
    const result = await handleContactForm(
      formContext({ ...formFields, 'bot-field': 'x' }),
      service(),
    );
    expect(result).toEqual({ kind: 'sent' });
    expect((await allLeads())[0]?.isSpam).toBe(true);
  });
});

/** A local HTTP server that records what it receives and answers with `status()`. */
async function recordingWebhook(status: () => number) {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) as unknown });
      res.statusCode = status();
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local SMTP server that records every message. */
async function recordingSmtp() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('notifications', () => {
  it('delivers a new lead to the webhook and by email, then marks it sent', async () => {
    const hook = await recordingWebhook(() => 204);
    const smtp = await recordingSmtp();
    try {
      const svc = service([
        webhookChannel(hook.url, { timeoutMs: 2000 }),
        emailChannel(
          {
            host: '127.0.0.1',
            port: smtp.port,
            secure: false,
            from: 'website@example.com',
            to: 'sales@example.com',
          },
          { timeoutMs: 2000 },
        ),
      ]);
      expect((await postJson(svc, valid)).status).toBe(201);
      await svc.notifier.idle();

      const [lead] = await allLeads();
      expect(lead).toMatchObject({ notificationState: 'sent', notificationAttempts: 1 });
      expect(lead?.notifiedAt).toBeInstanceOf(Date);

      expect(hook.received).toHaveLength(1);
      expect(hook.received[0]?.headers['content-type']).toBe('application/json');
      expect(hook.received[0]?.headers['idempotency-key']).toBe(lead?.id);
      expect(hook.received[0]?.body).toEqual({
        event: 'lead.created',
        lead: {
          id: lead?.id,
          createdAt: lead?.createdAt.toISOString(),
          name: 'Dana Whitfield',
          email: 'dana@hartford-dental.example',
          companySize: '11-50 employees',
          phone: '+1 (203) 555-0100',
          message: valid.message,
          sourcePage: '/contact',
          // Sent without a first touch (no JavaScript ran): not known.
          landingPage: null,
          referrerHost: null,
          utm: { utm_source: 'newsletter' },
          context: { from: 'security-check', score: 35 },
        },
      });

      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail?.from).toBe('website@example.com');
      expect(mail?.to).toEqual(['sales@example.com']);
      expect(mail?.data).toContain('Subject: New lead: Dana Whitfield (11-50 employees)');
      expect(mail?.data).toMatch(/Reply-To: "?Dana Whitfield"? <dana@hartford-dental\.example>/);
      expect(mail?.data).toContain('Context: Security Check score of 35/100');
      expect(mail?.data).toContain(valid.message);
    } finally {
      await hook.close();
      await smtp.close();
    }
  });

  it('keeps the lead when the webhook fails, marks it failed, and retries it after a delay', async () => {
    let status = 500;
    const hook = await recordingWebhook(() => status);
    try {
      const svc = service([webhookChannel(hook.url, { timeoutMs: 2000 })]);
      expect((await postJson(svc, valid)).status).toBe(201);
      await svc.notifier.idle();
      const [failed] = await allLeads();
      expect(failed).toMatchObject({
        notificationState: 'failed',
        notificationAttempts: 1,
        notificationError: 'webhook: HTTP 500',
        message: valid.message,
      });

      // Not due yet: the first retry waits baseDelayMs.
      expect(await svc.notifier.retryDue(Date.now())).toBe(0);
      status = 200;
      expect(await svc.notifier.retryDue(Date.now() + 1000)).toBe(1);
      await svc.notifier.idle();
      const lead = await getLead(handle.db, failed!.id);
      expect(lead).toMatchObject({
        notificationState: 'sent',
        notificationAttempts: 2,
        notificationError: null,
      });
      expect(hook.received).toHaveLength(2);
      expect(await svc.notifier.retryDue(Date.now() + 10_000)).toBe(0);
    } finally {
      await hook.close();
    }
  });

  it('stops retrying after the cap, leaving the lead failed with the reason', async () => {
    const svc = service(
      [{ name: 'webhook', send: () => Promise.reject(new Error('connect ECONNREFUSED')) }],
      { maxAttempts: 3 },
    );
    expect((await postJson(svc, valid)).status).toBe(201);
    await svc.notifier.idle();
    for (let i = 0; i < 5; i++) {
      await svc.notifier.retryDue(Date.now() + 60_000 * (i + 1));
      await svc.notifier.idle();
    }
    const [lead] = await allLeads();
    expect(lead).toMatchObject({
      notificationState: 'failed',
      notificationAttempts: 3,
      notificationError: 'webhook: connect ECONNREFUSED',
    });
  });

  it('resends only the channel that failed', async () => {
    let emailFails = true;
    const sent: string[] = [];
    const svc = service([
      { name: 'webhook', send: async () => void sent.push('webhook') },
      {
        name: 'email',
        send: async () => {
          if (emailFails) throw new Error('SMTP down');
          sent.push('email');
        },
      },
    ]);
    await postJson(svc, valid);
    await svc.notifier.idle();
    emailFails = false;
    await svc.notifier.retryDue(Date.now() + 1000);
    await svc.notifier.idle();
    expect(sent).toEqual(['webhook', 'email']);
    expect((await allLeads())[0]?.notificationState).toBe('sent');
  });

  it('takes over a pending lead whose first attempt was lost (a restart), once', async () => {
    const sent: string[] = [];
    const svc = service([{ name: 'webhook', send: async (lead) => void sent.push(lead.id) }]);
    await handle.sql.exec(`insert into leads (name, email, company_size, message, created_at)
      values ('Old', 'old@example.com', '1-10 employees', 'Hello', now() - interval '1 hour')`);
    await Promise.all([svc.notifier.retryDue(), svc.notifier.retryDue()]);
    await svc.notifier.idle();
    expect(sent).toHaveLength(1);
    expect((await allLeads())[0]).toMatchObject({
      notificationState: 'sent',
      notificationAttempts: 1,
    });
  });

  it('gives up on a webhook that does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const svc = service([webhookChannel(`http://127.0.0.1:${port}/`, { timeoutMs: 200 })]);
      await postJson(svc, valid);
      await svc.notifier.idle();
      expect((await allLeads())[0]).toMatchObject({
        notificationState: 'failed',
        notificationError: 'webhook: no answer within 0.2 s',
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('the leads inbox store', () => {
  it('lists newest first, filters new/handled/spam, marks handled and counts each pile', async () => {
    const svc = service();
    for (const name of ['First', 'Second', 'Third'])
      await postJson(svc, { ...valid, name, email: `${name.toLowerCase()}@example.com` });
    await postJson(svc, { ...valid, name: 'Bot', 'bot-field': 'x' });
    const [third, second] = await listLeads(handle.db, { filter: 'new' });
    expect(third?.name).toBe('Third');
    await markHandled(handle.db, second!.id);
    expect((await listLeads(handle.db, { filter: 'new' })).map((l) => l.name)).toEqual([
      'Third',
      'First',
    ]);
    expect((await listLeads(handle.db, { filter: 'handled' })).map((l) => l.name)).toEqual([
      'Second',
    ]);
    expect((await listLeads(handle.db, { filter: 'spam' })).map((l) => l.name)).toEqual(['Bot']);
    expect(await countLeads(handle.db)).toEqual({ new: 2, handled: 1, spam: 1, all: 4 });
    const [bot] = await listLeads(handle.db, { filter: 'spam' });
    expect(await updateLead(handle.db, bot!.id, { isSpam: false })).toMatchObject({
      isSpam: false,
    });
    expect(await getLead(handle.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
