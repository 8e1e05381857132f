/** The embedded database's folder: one process at a time, a dead holder's lock recovered, private files. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#lib/db/client.ts';
import { DataDirInUseError, lockDataDir, OWNER_FILE } from '#lib/db/data-dir-lock.ts';

const root = join(import.meta.dirname, '..', '..');
const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-data-dir-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A child process that takes the lock, says so, and holds it until killed. */
function holdLockInChild(dataDir: string) {
  const script = `
    import { lockDataDir } from ${JSON.stringify(join(root, 'src/lib/db/data-dir-lock.ts'))};
    await lockDataDir(${JSON.stringify(dataDir)});
    console.log('locked');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return { child, locked };
}

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

describe('the DATA_DIR lock', () => {
  it('refuses a second holder at once, naming the folder and the PID holding it', async () => {
    const dataDir = tempDir();
    const holder = holdLockInChild(dataDir);
    try {
      await holder.locked;
      const started = Date.now();
      const error = await lockDataDir(dataDir, () => {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect((error as Error).message).toContain(dataDir);
      expect((error as Error).message).toContain(`PID ${holder.child.pid}`);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      holder.child.kill('SIGTERM');
      await exited(holder.child);
    }
  });

  it('stops the db scripts with that message while a server holds the folder', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir, () => {});
    try {
      const result = spawnSync(process.execPath, [join(root, 'scripts', 'db.ts'), 'migrate'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(
        `DATA_DIR ${dataDir} is in use by another process (PID ${process.pid})`,
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await release();
    }
  }, 60_000);

  it('recovers the lock left by a process killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const holder = holdLockInChild(dataDir);
    await holder.locked;
    holder.child.kill('SIGKILL');
    await exited(holder.child);
    const logs: string[] = [];
    const release = await lockDataDir(dataDir, (m) => logs.push(m));
    expect(logs.join('\n')).toContain(`left by PID ${holder.child.pid}`);
    await release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('is released on close, so the next process opens the folder', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir, () => {});
    expect(existsSync(join(dataDir, OWNER_FILE))).toBe(true);
    await release();
    const again = await lockDataDir(dataDir, () => {});
    await again();
  });
});

describe('data files', () => {
  it('keeps DATA_DIR 0700 with nothing group- or world-accessible, and deletes a loaded snapshot', async () => {
    const dataDir = join(tempDir(), 'data');
    const handle = await openDatabase({ dataDir, setup: false, log: () => {} });
    await handle.sql.exec('create table notes (body text); insert into notes values ($$kept$$)');
    const openFiles = everyMode(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openFiles.filter(([, mode]) => mode & 0o077)).toEqual([]);

    const snapshot = join(tempDir(), 'snapshot.tar.gz');
    const dump = await handle.pglite!.dumpDataDir('gzip');
    writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    await handle.close();
    expect(everyMode(dataDir).filter(([, mode]) => mode & 0o077)).toEqual([]);

    const copy = await openDatabase({ snapshotFile: snapshot, setup: false, log: () => {} });
    expect(existsSync(snapshot)).toBe(false);
    expect(await copy.sql.query('select body from notes')).toEqual([{ body: 'kept' }]);
    await copy.close();
  }, 120_000);
});

function everyMode(dir: string): [string, number][] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return [path, statSync(path).mode & 0o777];
  });
}
