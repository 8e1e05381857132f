/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE [--force]` (docs/backups.md), against
 * DATABASE_URL or the embedded database under DATA_DIR. A backup of an embedded database that a
 * running server holds goes through that server; with none running, the folder is opened here,
 * under its lock. A restore needs the target to itself: stop the server first.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EnvError, loadEnv, type Env } from '#config/env.ts';
import { BackupError, backupFileName, describeSchema } from '#lib/backup/format.ts';
import { requestLiveSnapshot } from '#lib/backup/live-server.ts';
import { readBackupManifest, restoreBackup, restoreRefusal } from '#lib/backup/restore.ts';
import {
  pgliteCopyDatabase,
  postgresCopyDatabase,
  type CopyDatabase,
} from '#lib/backup/session.ts';
import { writeBackup } from '#lib/backup/write.ts';
import { openDatabase } from '#lib/db/client.ts';
import { DataDirInUseError } from '#lib/db/data-dir-lock.ts';
import { migrationFiles } from '#lib/db/migrate.ts';
import { migrationsDir, projectRoot } from '#lib/db/paths.ts';
import { mediaStorageFor } from '#lib/media/storage.ts';

const USAGE = 'usage: npm run db:backup [FILE]\n       npm run db:restore FILE [--force]';
const say = (message: string) => console.log(`[db] ${message}`);

class Refusal extends Error {}

function fail(error: unknown): never {
  const known =
    error instanceof BackupError ||
    error instanceof Refusal ||
    error instanceof DataDirInUseError ||
    error instanceof EnvError;
  console.error(known ? error.message : error);
  process.exit(1);
}

/** The bucket images are copied from or put back in; refuses settings that name one only in part. */
function bucketFor(env: Env) {
  try {
    return mediaStorageFor(env).objects;
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
}

const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

function embeddedDataDir(env: Env): string {
  const dataDir = env.DATA_DIR ?? '.data';
  if (dataDir.startsWith('memory://')) {
    throw new Refusal(
      `DATA_DIR is ${dataDir}: an in-memory database has nothing on disk to back up or restore into.`,
    );
  }
  return resolve(dataDir);
}

async function openForBackup(
  env: Env,
): Promise<{ db: CopyDatabase; through: 'server' | 'data-folder' | 'database-url' }> {
  if (env.DATABASE_URL)
    return { db: postgresCopyDatabase(env.DATABASE_URL), through: 'database-url' };
  const dataDir = embeddedDataDir(env);
  if (!hasFiles(dataDir))
    throw new Refusal(`There is no embedded database in DATA_DIR ${dataDir} to back up.`);
  const live = await requestLiveSnapshot(dataDir);
  if (live) {
    say(`reading a snapshot from the server that holds ${dataDir} (PID ${live.pid})`);
    const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(live.dump)]) });
    return { db: pgliteCopyDatabase(pglite, () => pglite.close()), through: 'server' };
  }
  const handle = await openDatabase({ dataDir, setup: false, log: say }).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      throw new Refusal(
        `${error.message.split('. ')[0]}, which answers no backup requests (only the server of npm start does). Wait for it to finish or stop it (npm run dev, a build, a db script), then run the backup again.`,
      );
    }
    throw error;
  });
  return { db: pgliteCopyDatabase(handle.pglite!, () => handle.close()), through: 'data-folder' };
}

async function backup(env: Env, fileArg: string | undefined) {
  const file = resolve(fileArg ?? join(projectRoot(), 'backups', backupFileName(new Date())));
  const bucket = bucketFor(env);
  const { db, through } = await openForBackup(env);
  try {
    const summary = await writeBackup(db, file, { through, bucket, log: say });
    const rows = summary.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    say(
      `backed up ${rows} row(s) in ${summary.manifest.tables.length} tables, schema version ${describeSchema(summary.manifest.migrations)}` +
        (summary.manifest.bucketImages > 0
          ? `, ${summary.manifest.bucketImages} image(s) from the bucket`
          : ''),
    );
    for (const id of summary.missingImages) {
      console.warn(
        `[db] warning: image ${id} had no object in the bucket; its row is kept without bytes`,
      );
    }
    say(
      `wrote ${summary.file} (${(summary.bytes / 1_048_576).toFixed(1)} MB, readable only by you)`,
    );
  } finally {
    await db.close();
  }
}

async function restore(env: Env, file: string, force: boolean) {
  if (!existsSync(file)) throw new Refusal(`${file} does not exist.`);
  const codeMigrations = await migrationFiles(migrationsDir());
  const refusal = restoreRefusal(await readBackupManifest(file), codeMigrations);
  if (refusal) throw new BackupError(refusal);
  const bucket = bucketFor(env);
  let db: CopyDatabase;
  let where: string;
  let createdDir: string | null = null;
  if (env.DATABASE_URL) {
    db = postgresCopyDatabase(env.DATABASE_URL);
    where = 'The database at DATABASE_URL';
  } else {
    const dataDir = embeddedDataDir(env);
    if (!hasFiles(dataDir)) createdDir = dataDir;
    const handle = await openDatabase({ dataDir, setup: false, log: say }).catch(
      (error: unknown) => {
        if (error instanceof DataDirInUseError) {
          throw new Refusal(
            `${error.message.split('. ')[0]}. Stop it first: a restore replaces the database it serves.`,
          );
        }
        throw error;
      },
    );
    db = pgliteCopyDatabase(handle.pglite!, () => handle.close());
    where = `DATA_DIR ${dataDir}`;
  }
  try {
    const summary = await restoreBackup(db, file, where, {
      force,
      migrationsDir: migrationsDir(),
      codeMigrations,
      bucket,
      log: say,
    });
    if (summary.imagesToBucket > 0)
      say(`put ${summary.imagesToBucket} image(s) back in the bucket`);
    if (summary.imagesIntoDatabase > 0) {
      say(
        `kept ${summary.imagesIntoDatabase} image(s) from the bucket in the database (no bucket is configured here)`,
      );
    }
    say(
      `restored ${file} into ${where.replace(/^The /, 'the ')}. Start the server: it rebuilds the site from the restored content.`,
    );
  } catch (error) {
    await db.close();
    // A folder this restore created holds nothing worth keeping: the next try starts empty again.
    if (createdDir) rmSync(createdDir, { recursive: true, force: true });
    throw error;
  }
  await db.close();
}

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const files = rest.filter((arg) => !arg.startsWith('--'));
try {
  const env = loadEnv();
  if (command === 'backup' && files.length <= 1) await backup(env, files[0]);
  else if (command === 'restore' && files.length === 1 && files[0])
    await restore(env, resolve(files[0]), force);
  else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  fail(error);
}
