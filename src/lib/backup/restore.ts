/**
 * Restores a backup file (format.ts) into a database in one transaction: the schema this release's
 * migrations make, then every row, checked against the counts the backup recorded. Anything wrong
 * (another schema version, a target that holds data without `force`, a damaged or cut-short file)
 * stops it before the commit, so the target is left as it was.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { applyMigrations } from '#lib/db/migrate.ts';
import type { ObjectStore } from '#lib/media/storage.ts';
import {
  appliedMigrations,
  catalogTables,
  holdsData,
  quoteIdent,
  resetSequences,
} from './catalog.ts';
import {
  BackupError,
  DATA_ENTRY,
  END_ENTRY,
  MANIFEST_ENTRY,
  MEDIA_ENTRY,
  parseManifest,
  schemaMismatch,
  targetSchemaProblem,
  type BackupEnd,
  type BackupManifest,
} from './format.ts';
import { sessionRunner, type CopyDatabase, type CopySession } from './session.ts';

interface Entry {
  name: string;
  data: Buffer;
}

/** The entries of a backup file in order, each read whole (data entries are bounded by the writer). */
async function* backupEntries(file: string): AsyncGenerator<Entry> {
  const extract = tar.extract();
  const source = pipeline(createReadStream(file), createGunzip(), extract);
  source.catch(() => {});
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { name: entry.header.name, data: Buffer.concat(chunks) };
    }
    await source;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} is not a readable backup (${(error as Error).message}): it may be cut short or damaged.`,
    );
  } finally {
    extract.destroy();
  }
}

/** The manifest of a backup file (its first entry), checked. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  for await (const entry of backupEntries(file)) {
    if (entry.name !== MANIFEST_ENTRY) break;
    return parseManifest(entry.data.toString('utf8'));
  }
  throw new BackupError(`${file} is not a Northbeam backup: it does not start with backup.json.`);
}

/**
 * Why this release cannot restore the backup, or null: it must be at this release's schema version.
 * Checked before the target is opened, so a wrong file changes nothing, not even an empty folder.
 */
export const restoreRefusal = (manifest: BackupManifest, codeMigrations: readonly string[]) =>
  schemaMismatch(manifest.migrations, codeMigrations);

export interface RestoreOptions {
  /** Replace what the target holds; without it a target holding any row is refused. */
  force: boolean;
  migrationsDir: string;
  codeMigrations: readonly string[];
  /** Where bucket images go back to; null keeps their bytes in the database instead. */
  bucket: ObjectStore | null;
  log?: (message: string) => void;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  imagesToBucket: number;
  imagesIntoDatabase: number;
  missingImages: string[];
}

export class TargetNotEmptyError extends BackupError {
  constructor(where: string) {
    super(
      `${where} already holds data. Restore into an empty DATA_DIR or database, or pass --force to replace everything in it with the backup.`,
    );
    this.name = 'TargetNotEmptyError';
  }
}

/** The tables the backup lists must be this database's, column for column, once migrated. */
async function checkTables(session: CopySession, manifest: BackupManifest) {
  const here = new Map(
    (await catalogTables(session)).map((table) => [table.name, table.columns.join(',')]),
  );
  const there = new Map(manifest.tables.map((table) => [table.name, table.columns.join(',')]));
  const differ = [...new Set([...here.keys(), ...there.keys()])].filter(
    (name) => here.get(name) !== there.get(name),
  );
  if (differ.length > 0) {
    throw new BackupError(
      `The backup's tables do not match this release's schema (${differ.sort().join(', ')}), although both name the same migrations: restore it with the release that took it.`,
    );
  }
}

async function setUserTriggers(session: CopySession, tables: readonly string[], on: boolean) {
  for (const table of tables) {
    await session.exec(
      `alter table ${quoteIdent(table)} ${on ? 'enable' : 'disable'} trigger user`,
    );
  }
}

export async function restoreBackup(
  db: CopyDatabase,
  file: string,
  where: string,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const log = options.log ?? (() => {});
  const manifest = await readBackupManifest(file);
  const refusal = restoreRefusal(manifest, options.codeMigrations);
  if (refusal) throw new BackupError(refusal);
  return db.transaction('write', async (session) => {
    const targetProblem = targetSchemaProblem(
      await appliedMigrations(session),
      options.codeMigrations,
    );
    if (targetProblem) throw new BackupError(targetProblem);
    if (!options.force && (await holdsData(session))) throw new TargetNotEmptyError(where);
    const applied = await applyMigrations(sessionRunner(session), options.migrationsDir);
    if (applied.length > 0) log(`created the schema (${applied.length} migrations)`);
    await checkTables(session, manifest);
    const names = manifest.tables.map((table) => table.name);
    const columnsOf = new Map(manifest.tables.map((table) => [table.name, table.columns]));
    // Rows go back exactly as they were: no trigger rewrites or refuses them (the activity log's
    // append-only guard included); foreign keys are still checked.
    await setUserTriggers(session, names, false);
    // Upper case: the public stylesheet's class scanner reads src/lib and would add a class for it.
    if (options.force) await session.exec(`TRUNCATE TABLE ${names.map(quoteIdent).join(', ')}`);

    const images: { id: string; bytes: Buffer }[] = [];
    let end: BackupEnd | null = null;
    for await (const entry of backupEntries(file)) {
      if (end) throw new BackupError(`${file} has entries after its end marker: it is damaged.`);
      if (entry.name === MANIFEST_ENTRY) continue;
      const data = DATA_ENTRY.exec(entry.name);
      const media = MEDIA_ENTRY.exec(entry.name);
      if (data?.[1] && columnsOf.has(data[1])) {
        const columns = columnsOf.get(data[1])!.map(quoteIdent).join(', ');
        if (entry.data.byteLength > 0) {
          await session.copyIn(`copy ${quoteIdent(data[1])} (${columns}) from stdin`, entry.data);
        }
      } else if (media?.[1]) {
        images.push({ id: media[1], bytes: entry.data });
      } else if (entry.name === END_ENTRY) {
        end = JSON.parse(entry.data.toString('utf8')) as BackupEnd;
      } else {
        throw new BackupError(`${file} holds an entry this release does not know: ${entry.name}.`);
      }
    }
    if (!end?.complete) {
      throw new BackupError(`${file} is incomplete (no end marker): the backup was cut short.`);
    }

    let rows = 0;
    for (const table of manifest.tables) {
      const [count] = await session.query<{ rows: number }>(
        `select count(*)::int as rows from ${quoteIdent(table.name)}`,
      );
      if (count?.rows !== table.rows) {
        throw new BackupError(
          `${table.name} restored ${count?.rows ?? 0} row(s) where the backup recorded ${table.rows}: the file is damaged. Nothing was changed.`,
        );
      }
      rows += table.rows;
    }
    // Last, once the rows are known good: a bucket write cannot be taken back.
    for (const image of images) {
      const [row] = await session.query<{ content_type: string }>(
        `select content_type from media where id = $1 and storage = 'supabase'`,
        [image.id],
      );
      if (!row) throw new BackupError(`${file} holds bytes for an image it has no row for.`);
      if (options.bucket) {
        await options.bucket.put(image.id, image.bytes, row.content_type);
      } else {
        await session.query(`update media set storage = 'database', data = $2 where id = $1`, [
          image.id,
          image.bytes,
        ]);
      }
    }

    await resetSequences(session, names);
    await setUserTriggers(session, names, true);
    log(`restored ${rows} row(s) in ${names.length} tables`);
    return {
      tables: names.length,
      rows,
      imagesToBucket: options.bucket ? images.length : 0,
      imagesIntoDatabase: options.bucket ? 0 : images.length,
      missingImages: end.missingImages,
    };
  });
}
