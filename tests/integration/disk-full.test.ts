/**
 * A full disk under the embedded database (docs/content-integrity.md, "A full disk"): writes are
 * refused below the reserve and resume when space comes back; and when a write does hit ENOSPC
 * inside PGlite (no reserve), the statement fails with 53100 and every later call fails at once,
 * where it used to spin forever on the WAL insertion lock the failure left held. The real case runs
 * in a child process on a small tmpfs, so a hang fails the test instead of stalling the run.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#lib/db/client.ts';
import { guardDisk } from '#lib/db/disk-guard.ts';
import { isStorageFull, STORAGE_FULL_STATUS, storageFailure } from '#lib/db/storage-failure.ts';
import { MB, mountSmallDisk, type SmallDisk } from '#test-support/small-disk.ts';

const root = join(import.meta.dirname, '..', '..');
const node = existsSync(join(root, 'node_modules', '.bin', 'node'))
  ? join(root, 'node_modules', '.bin', 'node')
  : process.execPath;

describe('the reserve', () => {
  const pglite = new PGlite();
  let free = 100 * MB;
  const logs: string[] = [];
  guardDisk(pglite, '/data', {
    reserveBytes: 32 * MB,
    freeBytes: async () => free,
    log: (message) => logs.push(message),
  });
  afterAll(() => pglite.close());

  it('refuses writes while the disk is below it, keeps reads, and says so once each way', async () => {
    await pglite.exec('create table notes (body text)');
    await pglite.query('insert into notes values ($1)', ['before']);

    free = 31 * MB;
    for (const write of [
      () => pglite.query('insert into notes values ($1)', ['refused']),
      () => pglite.exec('update notes set body = body'),
      () => pglite.transaction((tx) => tx.query('insert into notes values (1)')),
    ]) {
      const error = await write().catch((e: unknown) => e);
      expect(isStorageFull(error)).toBe(true);
      expect(storageFailure(error)?.status).toBe(STORAGE_FULL_STATUS);
    }
    expect((await pglite.query('select body from notes')).rows).toEqual([{ body: 'before' }]);
    expect(logs).toEqual([
      '[db] DATA_DIR /data has 31.0 MB free, less than the 32.0 MB the embedded database keeps in reserve: writes are refused (507) until space is freed.',
    ]);

    free = 40 * MB;
    await pglite.query('insert into notes values ($1)', ['after']);
    expect(logs.at(-1)).toBe('[db] DATA_DIR /data has 40.0 MB free again: writes are accepted.');
    expect(logs).toHaveLength(2);
  });
});

/** What the child reports, one JSON line per step. */
type Step =
  | { step: 'insert'; ok: boolean; ms: number; code?: string }
  | { step: 'after'; ms: number; code?: string }
  | { step: 'closed'; ms: number };

function fillInChild(dataDir: string): Promise<{ steps: Step[]; stderr: string }> {
  const script = `
    import { randomBytes } from 'node:crypto';
    import { openDatabase } from ${JSON.stringify(join(root, 'src/lib/db/client.ts'))};
    const say = (line) => console.log(JSON.stringify(line));
    const handle = await openDatabase({
      dataDir: ${JSON.stringify(dataDir)}, setup: false, diskReserveBytes: 0, log: () => {},
    });
    await handle.sql.exec('create table blobs (id serial primary key, b bytea)');
    const codeOf = (error) => error?.code ?? error?.cause?.code;
    for (let i = 0; i < 30; i++) {
      const started = Date.now();
      try {
        // In a transaction, as every admin write is: its ROLLBACK is what used to spin.
        await handle.pglite.transaction((tx) =>
          tx.query('insert into blobs (b) values ($1)', [randomBytes(2_600_000)]));
        say({ step: 'insert', ok: true, ms: Date.now() - started });
      } catch (error) {
        say({ step: 'insert', ok: false, ms: Date.now() - started, code: codeOf(error) });
        break;
      }
    }
    const started = Date.now();
    const after = await handle.sql.query('select count(*) from blobs').then(() => undefined, codeOf);
    say({ step: 'after', ms: Date.now() - started, code: after });
    const closing = Date.now();
    await handle.close();
    say({ step: 'closed', ms: Date.now() - closing });
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(node, ['--input-type=module', '-e', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the database hung on a full disk; it said:\n${stdout}\n${stderr}`));
    }, 90_000);
    child.on('exit', () => {
      clearTimeout(timer);
      const steps = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Step);
      resolve({ steps, stderr });
    });
  });
}

describe('ENOSPC inside PGlite, with no reserve', () => {
  let disk: SmallDisk | undefined;
  afterAll(() => disk?.unmount());

  it('fails the write with 53100, never enters the engine again, and keeps what was committed', async () => {
    // A fresh embedded database takes about 39 MB (a 16 MB WAL segment among it): room for a few
    // 2.6 MB rows before the next WAL segment or the table can no longer grow.
    disk = mountSmallDisk(56 * MB);
    const dataDir = join(disk.dir, 'data');
    const { steps, stderr } = await fillInChild(dataDir);

    const inserts = steps.filter((step) => step.step === 'insert');
    const committed = inserts.filter((step) => step.ok).length;
    expect(committed).toBeGreaterThan(0);
    expect(inserts.at(-1)).toMatchObject({ ok: false, code: '53100' });
    expect(steps.find((step) => step.step === 'after')).toMatchObject({ code: '53100' });
    expect(steps.at(-1)?.step).toBe('closed');
    expect(stderr).toMatch(/\[db\] DATA_DIR .* MB free\): .*No space left on device/);
    expect(stderr).toMatch(/not used again until the server restarts/);

    // Space comes back and the next start recovers every committed row, as after a crash.
    disk.resize(128 * MB);
    const reopened = await openDatabase({ dataDir, setup: false, log: () => {} });
    try {
      const [row] = await reopened.sql.query<{ count: string }>('select count(*) from blobs');
      expect(Number(row!.count)).toBe(committed);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
