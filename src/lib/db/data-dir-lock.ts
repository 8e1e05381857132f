/**
 * One process per embedded-database folder. PGlite has no lock of its own: two processes on one
 * DATA_DIR both start and overwrite each other's writes. The lock is a directory inside DATA_DIR
 * (created atomically by proper-lockfile, its mtime refreshed while held) with the holder's PID
 * beside it, so a refusal can say who holds it. A lock left by a killed process is taken over at once
 * when its PID is gone on this host, and by anyone once its mtime is older than STALE_MS.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export const LOCK_NAME = 'northbeam.lock';
export const OWNER_FILE = 'northbeam.lock.owner';
/** A held lock's mtime is refreshed every STALE_MS / 2; a lock not refreshed for this long is dead. */
const STALE_MS = 30_000;

export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number | undefined;

  constructor(dataDir: string, pid: number | undefined) {
    super(
      `DATA_DIR ${dataDir} is in use by another process${pid ? ` (PID ${pid})` : ''}. ` +
        'Only one server, build or db script may open an embedded database at a time: stop that ' +
        'process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

interface Owner {
  pid: number;
  host: string;
}

function readOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockOptions = (dataDir: string, log: (message: string) => void) => ({
  lockfilePath: join(dataDir, LOCK_NAME),
  realpath: false,
  stale: STALE_MS,
  // A long pause of the event loop must not crash a running server; say so and keep going.
  onCompromised: (error: Error) =>
    log(`[db] warning: the lock on ${dataDir} could not be kept fresh (${error.message})`),
});

/** Takes the lock on dataDir (which must exist); resolves to its release. */
export async function lockDataDir(
  dataDir: string,
  log: (message: string) => void = console.warn,
): Promise<() => Promise<void>> {
  const options = lockOptions(dataDir, log);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(dataDir);
    const deadHere = owner && owner.host === hostname() && !isRunning(owner.pid);
    if (!deadHere) throw new DataDirInUseError(dataDir, owner?.pid);
    log(
      `[db] recovered the lock on ${dataDir} left by PID ${owner.pid}, which is no longer running`,
    );
    rmSync(options.lockfilePath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dataDir, options);
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw new DataDirInUseError(dataDir, readOwner(dataDir)?.pid);
    }
  }
  const ownerFile = join(dataDir, OWNER_FILE);
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() }), { mode: 0o600 });
  // proper-lockfile removes its lock directory on exit; the owner note goes with it.
  const forgetOwner = () => rmSync(ownerFile, { force: true });
  process.once('exit', forgetOwner);
  return async () => {
    process.off('exit', forgetOwner);
    forgetOwner();
    await release();
  };
}
