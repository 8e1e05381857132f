/**
 * The restore drill (docs/backups.md): while visitors keep sending the contact form to the running
 * server, `npm run db:backup` takes a backup; `npm run db:restore` puts it into a new, empty
 * database; there every lead acknowledged before the backup started is found exactly once, no lead
 * is found that nobody sent, and every post is there exactly once. On the embedded database the
 * backup goes through the running server (which keeps answering meanwhile); on Postgres 15 it reads
 * DATABASE_URL directly.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { startPostgres } from '#test-support/postgres.ts';
import { runScript, startServerProcess } from '#test-support/server-process.ts';
import { waitFor } from '#test-support/wait-for.ts';

const scratch = mkdtempSync(join(tmpdir(), 'northbeam-backup-drill-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CLIENTS = 6;
/** Leads acknowledged before the backup starts, and again after it ends (only in the source then). */
const LEADS_AROUND_BACKUP = 20;

interface Sent {
  email: string;
  /** When the 2xx arrived; undefined when the lead was refused or never answered. */
  acknowledgedAt?: number;
}

/** Visitors posting distinct leads back to back until `stop()`; each lead's outcome is recorded. */
function contactLoad(base: string) {
  const sent: Sent[] = [];
  let stopped = false;
  const visitor = async (id: number) => {
    for (let n = 1; !stopped; n++) {
      const lead: Sent = { email: `drill-${id}-${n}@example.com` };
      sent.push(lead);
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          name: 'Drill Visitor',
          email: lead.email,
          companySize: '11-50 employees',
          message: 'Sent while a backup is taken.',
          'form-name': 'contact',
          'bot-field': '',
          page: '/contact?utm_source=drill',
        }),
      });
      await response.arrayBuffer();
      if (response.ok) lead.acknowledgedAt = Date.now();
    }
  };
  const visitors = Array.from({ length: CLIENTS }, (_, id) => visitor(id));
  const acknowledgedSince = (since: number) =>
    sent.filter((lead) => lead.acknowledgedAt !== undefined && lead.acknowledgedAt > since).length;
  return {
    sent,
    /**
     * Resolves once `count` leads were acknowledged after `since` (a condition, however slow the
     * machine, within a deadline that says what it waited for).
     */
    acknowledged: (count: number, since = 0) =>
      waitFor(() => acknowledgedSince(since) >= count, `${count} acknowledged leads`, {
        timeoutMs: 120_000,
        everyMs: 50,
      }),
    async stop() {
      stopped = true;
      await Promise.all(visitors);
    },
  };
}

const rowsOf = async (handle: DatabaseHandle) => ({
  leads: (
    await handle.sql.query<{ email: string }>(`select email from leads where email like 'drill-%'`)
  ).map((row) => row.email),
  posts: (await handle.sql.query<{ slug: string }>('select slug from posts order by slug')).map(
    (row) => row.slug,
  ),
});

/** The drill's checks, given the restored database's rows and the source's after the load. */
function checkRestored(
  restored: { leads: string[]; posts: string[] },
  source: { leads: string[]; posts: string[] },
  sent: Sent[],
  backupStartedAt: number,
) {
  const acknowledgedBefore = sent.filter(
    (lead) => lead.acknowledgedAt !== undefined && lead.acknowledgedAt < backupStartedAt,
  );
  expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(LEADS_AROUND_BACKUP);
  const restoredLeads = new Set(restored.leads);
  expect(restoredLeads.size).toBe(restored.leads.length);
  expect(acknowledgedBefore.filter((lead) => !restoredLeads.has(lead.email))).toEqual([]);
  const sentEmails = new Set(sent.map((lead) => lead.email));
  expect(restored.leads.filter((email) => !sentEmails.has(email))).toEqual([]);
  // Leads kept coming after the backup: the source has more than the backup caught.
  expect(source.leads.length).toBeGreaterThan(restored.leads.length);
  expect(restored.posts.length).toBeGreaterThan(20);
  expect(restored.posts).toEqual(source.posts);
  expect(new Set(restored.posts).size).toBe(restored.posts.length);
}

/**
 * Starts the server with `env`, keeps contact load on it while `npm run db:backup FILE` runs (from
 * 20 acknowledged leads before until 20 after), and stops it.
 */
async function backupUnderLoad(env: Record<string, string>, file: string) {
  const server = await startServerProcess(env);
  try {
    const load = contactLoad(server.base);
    await load.acknowledged(LEADS_AROUND_BACKUP);
    const startedAt = Date.now();
    const backup = await runScript('db-backup.ts', ['backup', file], env);
    const endedAt = Date.now();
    await load.acknowledged(LEADS_AROUND_BACKUP, endedAt);
    await load.stop();
    expect(backup.code, backup.output).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The server kept answering while the backup was taken.
    const answeredMeanwhile = load.sent.some(
      (lead) =>
        lead.acknowledgedAt !== undefined &&
        lead.acknowledgedAt > startedAt &&
        lead.acknowledgedAt < endedAt,
    );
    return { sent: load.sent, startedAt, output: backup.output, answeredMeanwhile };
  } finally {
    await server.stop();
  }
}

describe('restore drill', () => {
  it('on the embedded database, backed up through the running server under contact load', async () => {
    const dataDir = join(scratch, 'source-data');
    const restoredDir = join(scratch, 'restored-data');
    const file = join(scratch, 'pglite-drill.tar.gz');
    const { sent, startedAt, output, answeredMeanwhile } = await backupUnderLoad(
      { DATA_DIR: dataDir },
      file,
    );
    expect(output).toContain('reading a snapshot from the server that holds');
    expect(answeredMeanwhile).toBe(true);

    const restore = await runScript('db-backup.ts', ['restore', file], { DATA_DIR: restoredDir });
    expect(restore.output).toContain('restored');
    expect(restore.code).toBe(0);
    const again = await runScript('db-backup.ts', ['restore', file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain(`DATA_DIR ${restoredDir} already holds data`);

    const restored = await openDatabase({ dataDir: restoredDir, setup: false, log: () => {} });
    const source = await openDatabase({ dataDir, setup: false, log: () => {} });
    try {
      checkRestored(await rowsOf(restored), await rowsOf(source), sent, startedAt);
      // Nothing acknowledged was lost by the live database either.
      const stored = new Set((await rowsOf(source)).leads);
      expect(sent.filter((lead) => lead.acknowledgedAt && !stored.has(lead.email))).toEqual([]);
    } finally {
      await restored.close();
      await source.close();
    }
  }, 240_000);

  it('on Postgres 15, backed up from DATABASE_URL under contact load', async () => {
    const pg = await startPostgres();
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database restored');
    await admin.end();
    const restoredUrl = pg.url.replace(/\/postgres$/, '/restored');
    const file = join(scratch, 'postgres-drill.tar.gz');
    try {
      // Migrated and seeded, as `npm run db:migrate && npm run db:seed` leave it.
      await (await openDatabase({ databaseUrl: pg.url, setup: true, log: () => {} })).close();
      const { sent, startedAt } = await backupUnderLoad({ DATABASE_URL: pg.url }, file);
      const restore = await runScript('db-backup.ts', ['restore', file], {
        DATABASE_URL: restoredUrl,
      });
      expect(restore.code, restore.output).toBe(0);
      const restored = await openDatabase({ databaseUrl: restoredUrl });
      const source = await openDatabase({ databaseUrl: pg.url });
      try {
        checkRestored(await rowsOf(restored), await rowsOf(source), sent, startedAt);
      } finally {
        await restored.close();
        await source.close();
      }
    } finally {
      pg.stop();
    }
  }, 240_000);
});
