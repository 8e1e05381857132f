/**
 * A write the database could not make for lack of disk space, on either engine: PGlite's guard
 * (disk-guard.ts) refuses it before the disk is full, Postgres answers SQLSTATE 53100 (disk_full).
 * Routes answer it with 507 and this message instead of a 500; a database that stopped (the
 * embedded one after a storage failure, or a Postgres shutting down) with 503.
 */

export const STORAGE_FULL_STATUS = 507;
export const STORAGE_FULL_MESSAGE =
  'The server is out of disk space, so nothing was saved. Free space on the server (or ask whoever runs it), then try again.';

/** Postgres's SQLSTATE for "could not extend/write: no space left on device". */
export const DISK_FULL_SQLSTATE = '53100';

export class StorageFullError extends Error {
  readonly code = DISK_FULL_SQLSTATE;
  constructor(detail: string) {
    super(`${STORAGE_FULL_MESSAGE} (${detail})`);
    this.name = 'StorageFullError';
  }
}

/** The SQLSTATE code anywhere in the error's cause chain (Drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when `error` (or what it wraps) is a write refused for lack of disk space. */
export const isStorageFull = (error: unknown): boolean => sqlStateOf(error) === DISK_FULL_SQLSTATE;

/** For a write that may be skipped while the disk is full (a session's last-seen time): rethrows anything else. */
export function unlessStorageFull(error: unknown): void {
  if (!isStorageFull(error)) throw error;
}

export const DATABASE_STOPPED_STATUS = 503;
export const DATABASE_STOPPED_MESSAGE =
  'The database is not available right now, so nothing was saved. Try again in a few minutes.';
/** SQLSTATE class 57 (operator intervention): shutting down, not accepting connections yet. */
export const isDatabaseStopped = (error: unknown): boolean =>
  sqlStateOf(error)?.startsWith('57') === true;

/** The status and message for a database failure a client can act on, or null for any other error. */
export function storageFailure(error: unknown): { status: number; message: string } | null {
  if (isStorageFull(error)) return { status: STORAGE_FULL_STATUS, message: STORAGE_FULL_MESSAGE };
  if (isDatabaseStopped(error)) {
    return { status: DATABASE_STOPPED_STATUS, message: DATABASE_STOPPED_MESSAGE };
  }
  return null;
}
