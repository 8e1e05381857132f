/**
 * One process per embedded-database folder. PGlite has no lock of its own: two processes on one
 * DATA_DIR both start and overwrite each other's writes. The lock is a directory inside DATA_DIR
 * (created atomically by proper-lockfile, its mtime refreshed every staleMs / 2 while held) with
 * the holder's PID, host and start time beside it, so a refusal can say who holds it.
 *
 * Who may take a held lock over:
 * - its holder runs on this host: only once that process is gone (its PID no longer runs, or now
 *   belongs to a process started later). A live holder keeps its folder however long it was paused
 *   (SIGSTOP, a debugger, a suspended VM), whatever the lock's mtime says;
 * - its holder runs on another host (a shared folder), or left no note: once the lock has not been
 *   refreshed for staleMs (DATA_DIR_LOCK_STALE_SECONDS, default 30 s).
 * A holder whose lock is nevertheless taken or removed (`compromised`) stops at once: it exits
 * rather than write beside another process.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export const LOCK_NAME = 'northbeam.lock';
export const OWNER_FILE = 'northbeam.lock.owner';
/**
 * A held lock's mtime is refreshed every staleMs / 2; a lock from another host not refreshed for
 * staleMs is dead. The default; DATA_DIR_LOCK_STALE_SECONDS sets another.
 */
export const STALE_MS = 30_000;

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
  /** When the process started, as the kernel counts it (Linux); tells a reused PID apart. */
  started?: string | undefined;
}

function readOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, started: owner.started }
      : undefined;
  } catch {
    return undefined;
  }
}

/** A process's start time in clock ticks since boot (/proc/{pid}/stat field 22), or undefined without /proc. */
function startTimeOf(pid: number): string | undefined | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    // No such process: null; no /proc on this system: undefined.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' &&
      statSync('/proc', { throwIfNoEntry: false })
      ? null
      : undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/** Whether a process with this id runs on this machine (whoever it belongs to). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote `owner` (on this host) still runs. */
function ownerAlive(owner: Owner): boolean {
  const started = startTimeOf(owner.pid);
  if (started === null) return false;
  if (started !== undefined && owner.started !== undefined) return started === owner.started;
  // Without /proc: the PID alone; this very process is not its own earlier life.
  return owner.pid !== process.pid && isRunning(owner.pid);
}

function lockAge(lockPath: string): number | undefined {
  const stat = statSync(lockPath, { throwIfNoEntry: false });
  return stat ? Date.now() - stat.mtimeMs : undefined;
}

export interface LockOptions {
  /**
   * Called when the lock is taken or removed while held. Default: log and exit at once (status 1),
   * so this process writes nothing more beside the one that holds the folder now.
   */
  onCompromised?: (error: Error) => void;
  /** How long a lock from another host may go unrefreshed before it counts as dead (default STALE_MS). */
  staleMs?: number;
}

const lockOptions = (dataDir: string, onCompromised: (error: Error) => void, staleMs: number) => ({
  lockfilePath: join(dataDir, LOCK_NAME),
  realpath: false,
  // proper-lockfile never declares the lock stale on its own: lockDataDir decides (above).
  stale: Number.POSITIVE_INFINITY,
  update: staleMs / 2,
  onCompromised,
});

/** Takes the lock on dataDir (which must exist); resolves to its release. */
export async function lockDataDir(
  dataDir: string,
  log: (message: string) => void = console.warn,
  { onCompromised, staleMs = STALE_MS }: LockOptions = {},
): Promise<() => Promise<void>> {
  const options = lockOptions(
    dataDir,
    onCompromised ??
      ((error) => {
        console.error(
          `[db] the lock on DATA_DIR ${dataDir} was lost (${error.message}): another process may ` +
            'hold the folder now. Stopping at once, so that two processes never write one database.',
        );
        process.exit(1);
      }),
    staleMs,
  );
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(dataDir);
    if (owner?.host === hostname()) {
      if (ownerAlive(owner)) throw new DataDirInUseError(dataDir, owner.pid);
      log(
        `[db] recovered the lock on ${dataDir} left by PID ${owner.pid}, which is no longer running`,
      );
    } else {
      const age = lockAge(options.lockfilePath) ?? 0;
      if (age < staleMs) throw new DataDirInUseError(dataDir, owner?.pid);
      log(
        `[db] recovered the lock on ${dataDir}` +
          (owner ? ` left by PID ${owner.pid} on ${owner.host}` : '') +
          `, not refreshed for ${Math.round(age / 1000)} s`,
      );
    }
    rmSync(options.lockfilePath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dataDir, options);
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw new DataDirInUseError(dataDir, readOwner(dataDir)?.pid);
    }
  }
  const ownerFile = join(dataDir, OWNER_FILE);
  const me: Owner = {
    pid: process.pid,
    host: hostname(),
    started: startTimeOf(process.pid) ?? undefined,
  };
  writeFileSync(ownerFile, JSON.stringify(me), { mode: 0o600 });
  // proper-lockfile removes its lock directory on exit; the owner note goes with it, unless it
  // names another process by then.
  const forgetOwner = () => {
    if (readOwner(dataDir)?.pid === me.pid) rmSync(ownerFile, { force: true });
  };
  process.once('exit', forgetOwner);
  return async () => {
    process.off('exit', forgetOwner);
    forgetOwner();
    await release();
  };
}
