/**
 * Keeps a full disk from hanging the embedded database. When PGlite cannot allocate a WAL segment
 * (ENOSPC), the statement fails with SQLSTATE 53100 but leaves a WAL insertion lock held; the next
 * statement (the transaction's own ROLLBACK included) then waits on that lock forever, spinning in
 * synchronous WebAssembly on the event loop: no request is answered and SIGTERM's handler never runs.
 *
 * So, on a DATA_DIR on disk:
 * - a write is refused before it starts while the folder's file system has less than
 *   DISK_RESERVE_BYTES free (a WAL segment plus the largest upload, with room to spare), with
 *   StorageFullError; writes resume by themselves once space is freed;
 * - should a write still fail for lack of space (another process filled the disk meanwhile) or the
 *   engine fail outright, the instance is never entered again: every later call fails at once, and
 *   closing skips the engine's own shutdown, which would write WAL. The data acknowledged before is
 *   on disk; the next start recovers it, as after a crash.
 * Each change of state is logged once, with the free space.
 */
import { statfs } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { DISK_FULL_SQLSTATE, sqlStateOf, StorageFullError } from './storage-failure.ts';

/** One 16 MB WAL segment, a 5 MB upload written twice (WAL and table), and margin. */
export const DISK_RESERVE_BYTES = 32 * 1024 * 1024;

export class DatabaseStoppedError extends Error {
  /** SQLSTATE 57P03 (cannot_connect_now): answered 503, like a database that is not there. */
  readonly code = '57P03';
  constructor(reason: string) {
    super(`The embedded database stopped after a failure and needs a restart: ${reason}`);
    this.name = 'DatabaseStoppedError';
  }
}

export interface DiskGuard {
  /**
   * Whether the engine may run its own shutdown, which writes WAL: not after a failure, nor with
   * the disk below the reserve (closing without it is a crash the next start recovers from).
   */
  mayShutDownEngine(): Promise<boolean>;
}

export const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Statements that only read: everything else counts as a write. */
const READ_ONLY = /^\s*(select|show|explain)\b/i;
const WRITES = /\b(insert|update|delete|merge|create|alter|drop|truncate)\b/i;
const isReadOnly = (sql: string) =>
  READ_ONLY.test(sql) || (/^\s*with\b/i.test(sql) && !WRITES.test(sql));

export interface DiskGuardOptions {
  reserveBytes?: number;
  log?: (message: string) => void;
  /** Free bytes on the folder's file system (tests inject a shrinking disk). */
  freeBytes?: (dir: string) => Promise<number>;
}

const measureFree = async (dir: string) => {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
};

/**
 * Wraps `pglite` (in place) so that it refuses writes on a nearly full disk and is never entered
 * again after a storage failure. Returns the guard's view of the disk.
 */
export function guardDisk(
  pglite: PGlite,
  dataDir: string,
  options: DiskGuardOptions = {},
): DiskGuard {
  const reserve = options.reserveBytes ?? DISK_RESERVE_BYTES;
  const log = options.log ?? ((message: string) => console.error(message));
  const freeBytes = options.freeBytes ?? measureFree;
  /** Whether the disk was below the reserve at the last write: each crossing is logged once. */
  let low = false;
  let stoppedBy: Error | undefined;
  let free: number | undefined;

  const describeFree = () =>
    free === undefined ? 'free space unknown' : `${formatMegabytes(free)} free`;

  /** Never enters the engine again; every later call fails with `error`. */
  const stop = (error: Error, reason: string): Error => {
    stoppedBy = error;
    log(
      `[db] DATA_DIR ${dataDir} (${describeFree()}): ${reason}. The embedded database is not ` +
        'used again until the server restarts: what needs it answers at once (507, or 503 after ' +
        'an engine failure) and what was saved before is kept. Free space, then restart the server.',
    );
    return error;
  };

  /** Refuses a write while the disk is below the reserve; logs each crossing once. */
  const checkSpace = async () => {
    if (stoppedBy) throw stoppedBy;
    free = await freeBytes(dataDir);
    if (free < reserve) {
      if (!low) {
        low = true;
        log(
          `[db] DATA_DIR ${dataDir} has ${describeFree()}, less than the ` +
            `${formatMegabytes(reserve)} the embedded database keeps in reserve: writes are ` +
            'refused (507) until space is freed.',
        );
      }
      throw new StorageFullError(`${describeFree()} on DATA_DIR`);
    }
    if (low) {
      low = false;
      log(`[db] DATA_DIR ${dataDir} has ${describeFree()} again: writes are accepted.`);
    }
  };

  /** Every statement passes here: once stopped, nothing reaches the engine again. */
  const guardEngine = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async function guarded(...args: A): Promise<R> {
      if (stoppedBy) throw stoppedBy;
      try {
        return await call(...args);
      } catch (error) {
        const code = sqlStateOf(error);
        if (code === DISK_FULL_SQLSTATE) {
          free = await freeBytes(dataDir).catch(() => free);
          const reason = `a write failed for lack of space (${(error as Error).message})`;
          throw stop(new StorageFullError(reason), reason);
        }
        // A failure without a SQLSTATE is the engine or its file system breaking, not a query.
        if (code === undefined) {
          const reason = `the engine failed (${String(error)})`;
          stop(new DatabaseStoppedError(reason), reason);
        }
        throw error;
      }
    };

  const engine = pglite as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of ['execProtocol', 'execProtocolStream'] as const) {
    engine[name] = guardEngine(engine[name]!.bind(pglite));
  }
  const dumpDataDir = pglite.dumpDataDir.bind(pglite);
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  Object.assign(pglite, {
    query: async (sql: string, ...rest: unknown[]) => {
      if (!isReadOnly(sql)) await checkSpace();
      else if (stoppedBy) throw stoppedBy;
      return (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest);
    },
    exec: async (sql: string, ...rest: unknown[]) => {
      if (!isReadOnly(sql)) await checkSpace();
      else if (stoppedBy) throw stoppedBy;
      return (exec as (...args: unknown[]) => Promise<unknown>)(sql, ...rest);
    },
    transaction: async (callback: Parameters<PGlite['transaction']>[0]) => {
      await checkSpace();
      return transaction(callback);
    },
    dumpDataDir: async (...args: Parameters<PGlite['dumpDataDir']>) => {
      if (stoppedBy) throw stoppedBy;
      return dumpDataDir(...args);
    },
  });

  return {
    async mayShutDownEngine() {
      if (stoppedBy) return false;
      return freeBytes(dataDir).then(
        (bytes) => bytes >= reserve,
        () => false,
      );
    },
  } satisfies DiskGuard;
}
