/**
 * The embedded database's folder: one process at a time, a dead holder's lock recovered, a live one's
 * kept however long it was paused, a holder whose lock was taken exiting, private files.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#lib/db/client.ts';
import {
  DataDirInUseError,
  LOCK_NAME,
  lockDataDir,
  OWNER_FILE,
  STALE_MS,
} from '#lib/db/data-dir-lock.ts';

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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return { child, locked, stderr: () => stderr };
}

/** A lock as a process elsewhere left it: its folder, its owner note, its last refresh `ageMs` ago. */
function leftLock(dataDir: string, owner: object, ageMs: number) {
  const lock = join(dataDir, LOCK_NAME);
  mkdirSync(lock);
  writeFileSync(join(dataDir, OWNER_FILE), JSON.stringify(owner));
  const at = new Date(Date.now() - ageMs);
  utimesSync(lock, at, at);
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

  it(
    'keeps a paused holder its folder however old its refresh, and a holder whose lock is taken exits',
    async () => {
      const dataDir = tempDir();
      const holder = holdLockInChild(dataDir);
      try {
        await holder.locked;
        holder.child.kill('SIGSTOP');
        // Paused far past the stale time, as far as the lock can tell.
        const longAgo = new Date(Date.now() - 10 * STALE_MS);
        utimesSync(join(dataDir, LOCK_NAME), longAgo, longAgo);
        const error = await lockDataDir(dataDir, () => {}).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DataDirInUseError);
        expect((error as Error).message).toContain(`PID ${holder.child.pid}`);

        // Resumed, it finds its lock changed under it at the next refresh (every STALE_MS / 2): it
        // stops at once rather than go on writing.
        const exitCode = new Promise<number | null>((resolve) =>
          holder.child.once('exit', (code) => resolve(code)),
        );
        holder.child.kill('SIGCONT');
        expect(await exitCode).toBe(1);
        expect(holder.stderr()).toMatch(/the lock on DATA_DIR .* was lost .*Stopping at once/);
      } finally {
        holder.child.kill('SIGKILL');
        await exited(holder.child);
      }
    },
    STALE_MS,
  );

  it('tells a reused PID from the process that left the lock', async () => {
    const dataDir = tempDir();
    // This process's PID, but a process that started at another time: the holder is gone.
    leftLock(dataDir, { pid: process.pid, host: hostname(), started: '1' }, 0);
    const logs: string[] = [];
    const release = await lockDataDir(dataDir, (m) => logs.push(m));
    expect(logs.join('\n')).toContain(`left by PID ${process.pid}, which is no longer running`);
    await release();
  });

  it('takes a lock from another host over only once it has not been refreshed for the stale time', async () => {
    const dataDir = tempDir();
    leftLock(dataDir, { pid: 4242, host: 'another-host.example' }, 5_000);
    const error = await lockDataDir(dataDir, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain('PID 4242');

    const stale = new Date(Date.now() - STALE_MS - 30_000);
    utimesSync(join(dataDir, LOCK_NAME), stale, stale);
    const logs: string[] = [];
    const release = await lockDataDir(dataDir, (m) => logs.push(m));
    expect(logs.join('\n')).toMatch(
      /left by PID 4242 on another-host\.example, not refreshed for 6\d s/,
    );
    await release();
  });

  it('takes the stale time it is given (DATA_DIR_LOCK_STALE_SECONDS)', async () => {
    const dataDir = tempDir();
    leftLock(dataDir, { pid: 4242, host: 'another-host.example' }, 5_000);
    const kept = await lockDataDir(dataDir, () => {}, { staleMs: 10_000 }).catch((e: unknown) => e);
    expect(kept).toBeInstanceOf(DataDirInUseError);
    const release = await lockDataDir(dataDir, () => {}, { staleMs: 3_000 });
    await release();
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

    const snapshot = join(tempDir(), 'snapshot.tar');
    const dump = await handle.pglite!.dumpDataDir('none');
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
