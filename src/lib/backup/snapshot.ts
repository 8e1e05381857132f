/**
 * A consistent snapshot of the embedded database's folder (docs/backups.md), for `npm run
 * db:backup` and for a rebuild to read, taken without holding the serving thread. PGlite's own dump
 * reads every file and writes the tar in the serving thread, so pages and the contact form waited
 * for all of it. Here the serving thread only holds PGlite's queries (nothing writes to the folder
 * meanwhile: the files are what a crash at that instant would leave, which PGlite recovers from as
 * after any restart) while a worker reads the files; the worker then writes the tar on its own.
 * The import staging folder and the server's lock and control files are left out.
 */
import type { PGlite } from '@electric-sql/pglite';
import { LOCK_NAME, OWNER_FILE } from '#lib/db/data-dir-lock.ts';
import { STAGING_FOLDER } from '#lib/import/staging.ts';
import { WORKER_LIMITS } from '#lib/workers/limits.ts';
import { runOffThread, type TaskRun } from '#lib/workers/pool.ts';
import { CONTROL_FILE } from './live-server.ts';

/** What a snapshot of the data folder leaves out: none of it is the database. */
export const SNAPSHOT_LEAVES_OUT = [STAGING_FOLDER, LOCK_NAME, OWNER_FILE, CONTROL_FILE];

/** The data folder of `pglite` as a tar that `PGlite.create({ loadDataDir })` reads. */
export async function snapshotDataFolder(pglite: PGlite, dataDir: string): Promise<Uint8Array> {
  // The worker is up before the database waits on it: starting one takes a moment.
  await runOffThread('ready', {}, WORKER_LIMITS.snapshot);
  let filesRead!: () => void;
  const read = new Promise<void>((resolve) => (filesRead = resolve));
  let run!: Promise<TaskRun<'backup.snapshot'>>;
  await pglite.runExclusive(async () => {
    run = runOffThread(
      'backup.snapshot',
      { dataDir, leaveOut: SNAPSHOT_LEAVES_OUT },
      WORKER_LIMITS.snapshot,
      (progress) => progress === 'read' && filesRead(),
    );
    await Promise.race([
      read,
      run.then(
        () => undefined,
        () => undefined,
      ),
    ]);
  });
  return (await run).result;
}
