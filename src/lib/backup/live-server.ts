/**
 * How `npm run db:backup` reads an embedded database that a running server holds (PGlite serves one
 * process per data folder). The server listens on a loopback-only port of its own and writes that
 * port with a random token into `northbeam.backup.json` in DATA_DIR, readable only by its user (the
 * folder is 0700, the file 0600): whoever can read the file may ask for a snapshot, which is who can
 * read the database files anyway. The snapshot is the server's consistent dump of its data folder
 * (the one a background rebuild reads), which the backup command loads and reads in memory.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning } from '#lib/db/data-dir-lock.ts';
import { BackupError } from './format.ts';

export const CONTROL_FILE = 'northbeam.backup.json';
export const SNAPSHOT_PATH = '/snapshot';
/** Names the answer as a snapshot, so a stranger that took a stale file's port is never mistaken for the server. */
export const SNAPSHOT_HEADER = 'x-northbeam-snapshot';
export const SNAPSHOT_KIND = 'pglite-data-dir';

export interface ControlFile {
  pid: number;
  port: number;
  token: string;
  /** The data folder the server holds (real path): a copied folder's stale file names another. */
  dataDir: string;
}

export function readControlFile(dataDir: string): ControlFile | null {
  const file = join(dataDir, CONTROL_FILE);
  if (!existsSync(file)) return null;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<ControlFile>;
    return typeof value.pid === 'number' &&
      typeof value.port === 'number' &&
      typeof value.token === 'string' &&
      typeof value.dataDir === 'string'
      ? { pid: value.pid, port: value.port, token: value.token, dataDir: value.dataDir }
      : null;
  } catch {
    return null;
  }
}

/**
 * A snapshot of the data folder from the server that holds it, or null when no server answers for
 * it (no control file, its process gone, nothing listening): then the folder may be opened directly.
 */
export async function requestLiveSnapshot(
  dataDir: string,
): Promise<{ pid: number; dump: Buffer } | null> {
  const control = readControlFile(dataDir);
  if (!control || control.dataDir !== realpathSync(dataDir) || !isRunning(control.pid)) return null;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}${SNAPSHOT_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    });
  } catch {
    return null;
  }
  if (response.headers.get(SNAPSHOT_HEADER) !== SNAPSHOT_KIND) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    throw new BackupError(
      `The server holding ${dataDir} (PID ${control.pid}) refused the snapshot: ${response.status} ${await response.text()}`,
    );
  }
  return { pid: control.pid, dump: Buffer.from(await response.arrayBuffer()) };
}
