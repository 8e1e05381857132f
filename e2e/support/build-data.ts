/**
 * A private copy of the database the build in dist/ was made from, for a second server over the
 * same dist/. A fresh database would differ from the build (ids, timestamps), so that server would
 * start with a full rebuild; a copy holds the same content and serves dist/ at once.
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

/**
 * The lock and the backup endpoint's control file of the process that used the directory (the copy
 * belongs to no process yet), and its import staging folder.
 */
const PROCESS_FILES = /^(northbeam\.(lock|backup)|import-staging$)/;

/**
 * Copies DATA_DIR (default `.data`) into a new temporary directory, or returns an empty one when
 * there is no embedded database to copy (DATABASE_URL, or nothing built yet). Call it before any
 * server opens DATA_DIR: PGlite writes its files only while it runs.
 */
export function copyOfBuildData(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const source = resolve(process.env.DATA_DIR ?? '.data');
  if (process.env.DATABASE_URL || !existsSync(join(source, 'PG_VERSION'))) return copy;
  cpSync(source, copy, {
    recursive: true,
    filter: (path) => !PROCESS_FILES.test(basename(path)),
  });
  return copy;
}
