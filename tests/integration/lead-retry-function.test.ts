/**
 * The Netlify scheduled function that retries lead notifications, invoked locally as Netlify would
 * (its default export, with the site's environment) against a real Postgres and recording webhook
 * and SMTP servers: a target that is down, then back; the backoff between runs; the cap on attempts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import leadNotifications, { config } from '#functions/lead-notifications.mts';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { leads } from '#lib/db/schema.ts';
import { DEFAULT_RETRY, retryDelayMs } from '#lib/leads/notify.ts';
import { getLead, insertLead } from '#lib/leads/store.ts';
import { startPostgres, type PostgresServer } from '#test-support/postgres.ts';
import {
  startHttpRecorder,
  startSmtpRecorder,
  type HttpRecorder,
  type SmtpRecorder,
} from '#test-support/recorders.ts';

let server: PostgresServer;
let handle: DatabaseHandle;
let webhook: HttpRecorder;
let smtp: SmtpRecorder | undefined;
let smtpPort: number;
const savedEnv = { ...process.env };

beforeAll(async () => {
  server = await startPostgres();
  handle = await openDatabase({ databaseUrl: server.url, setup: false });
  await applyMigrations(handle.sql, migrationsDir());
  webhook = await startHttpRecorder();
  const probe = await startSmtpRecorder();
  smtpPort = probe.port;
  await probe.close();
}, 120_000);

afterAll(async () => {
  process.env = savedEnv;
  await smtp?.close();
  await webhook?.close();
  await handle?.close();
  server?.stop();
});

beforeEach(async () => {
  await handle.sql.exec('delete from leads');
  webhook.requests.length = 0;
  webhook.respondWith(200);
  await smtp?.close();
  smtp = undefined;
  process.env = {
    ...savedEnv,
    DATABASE_URL: server.url,
    LEAD_WEBHOOK_URL: webhook.url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    SMTP_USER: '',
    LEAD_NOTIFY_TO: 'sales@example.com',
  };
});

/** A lead stored by a contact function that was cut off before its first delivery finished. */
async function orphanedLead(email: string, minutesAgo = 10) {
  const lead = await insertLead(handle.db, {
    fields: {
      name: 'Dana Whitfield',
      email,
      companySize: '11-50 employees',
      message: 'Please call me about managed IT.',
    },
    origin: { sourcePage: '/contact', utm: {}, context: {} },
    isSpam: false,
    notificationState: 'pending',
  });
  await handle.db
    .update(leads)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(leads.id, lead.id));
  return lead;
}

async function invoke(): Promise<{ status: number; body: { tried?: number; error?: string } }> {
  const response = await leadNotifications();
  return { status: response.status, body: (await response.json()) as { tried?: number } };
}

/** As if the backoff had elapsed: the retry is due now. */
const backoffElapsed = (id: string) =>
  handle.db
    .update(leads)
    .set({ notificationNextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(leads.id, id));

describe('scheduled lead-notification function', () => {
  it('runs every 5 minutes', () => {
    expect(config).toEqual({ schedule: '*/5 * * * *' });
  });

  it('retries while the targets are down, waits out the backoff, and delivers once they are back', async () => {
    const lead = await orphanedLead('down-then-back@example.com');
    // Both targets down: the webhook answers 503, nothing listens for SMTP.
    webhook.respondWith(503);

    const startedAt = Date.now();
    expect(await invoke()).toEqual({ status: 200, body: { tried: 1 } });
    const failed = await getLead(handle.db, lead.id);
    expect(failed).toMatchObject({ notificationState: 'failed', notificationAttempts: 2 });
    expect(failed?.notificationError).toMatch(/webhook: HTTP 503/);
    expect(failed?.notificationError).toMatch(/email: .*ECONNREFUSED/);
    const due = failed!.notificationNextAttemptAt!.getTime();
    expect(due).toBeGreaterThanOrEqual(startedAt + retryDelayMs(2, DEFAULT_RETRY) - 1_000);
    expect(due).toBeLessThanOrEqual(Date.now() + retryDelayMs(2, DEFAULT_RETRY) + 1_000);
    expect(webhook.requests).toHaveLength(1);

    // The next run comes before the backoff is over: nothing is tried.
    expect(await invoke()).toEqual({ status: 200, body: { tried: 0 } });
    expect(webhook.requests).toHaveLength(1);

    // Both targets are back, and the backoff has passed.
    webhook.respondWith(200);
    smtp = await startSmtpRecorder(smtpPort);
    await backoffElapsed(lead.id);
    expect(await invoke()).toEqual({ status: 200, body: { tried: 1 } });
    expect(await getLead(handle.db, lead.id)).toMatchObject({
      notificationState: 'sent',
      notificationAttempts: 3,
      notificationError: null,
      notificationNextAttemptAt: null,
    });
    expect(webhook.requests).toHaveLength(2);
    expect(webhook.requests[1]?.headers['idempotency-key']).toBe(lead.id);
    expect(JSON.parse(webhook.requests[1]?.body ?? '{}')).toMatchObject({
      lead: { id: lead.id, email: 'down-then-back@example.com' },
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.to).toEqual(['sales@example.com']);
    expect(smtp.messages[0]?.data).toContain(`Lead id: ${lead.id}`);

    // Delivered: later runs leave it alone.
    expect(await invoke()).toEqual({ status: 200, body: { tried: 0 } });
    expect(webhook.requests).toHaveLength(2);
  });

  it('leaves a lead whose first attempt may still be running (pending, just stored) alone', async () => {
    await orphanedLead('just-stored@example.com', 0);
    smtp = await startSmtpRecorder(smtpPort);
    expect(await invoke()).toEqual({ status: 200, body: { tried: 0 } });
    expect(webhook.requests).toHaveLength(0);
  });

  it('gives up after the cap of attempts and never tries that lead again', async () => {
    const lead = await orphanedLead('capped@example.com');
    await handle.db
      .update(leads)
      .set({ notificationAttempts: DEFAULT_RETRY.maxAttempts - 1, notificationState: 'failed' })
      .where(eq(leads.id, lead.id));
    webhook.respondWith(503);
    expect(await invoke()).toEqual({ status: 200, body: { tried: 1 } });
    const capped = await getLead(handle.db, lead.id);
    expect(capped).toMatchObject({
      notificationState: 'failed',
      notificationAttempts: DEFAULT_RETRY.maxAttempts,
      notificationNextAttemptAt: null,
    });
    webhook.respondWith(200);
    smtp = await startSmtpRecorder(smtpPort);
    expect(await invoke()).toEqual({ status: 200, body: { tried: 0 } });
    expect(webhook.requests).toHaveLength(1);
  });

  it('answers 500 and says why without DATABASE_URL', async () => {
    delete process.env.DATABASE_URL;
    expect(await invoke()).toEqual({
      status: 500,
      body: { error: expect.stringContaining('DATABASE_URL is not set') },
    });
  });

  it('does nothing, successfully, when no notification channel is configured', async () => {
    delete process.env.LEAD_WEBHOOK_URL;
    delete process.env.SMTP_HOST;
    expect(await invoke()).toEqual({
      status: 200,
      body: { tried: 0, skipped: 'no notification channel is configured' },
    });
  });
});
