/**
 * Writes a backup file (format.ts) from one snapshot of a database: every table's rows as of a
 * single instant, however many writes land meanwhile, then the bytes of images kept in a bucket.
 * The file is written beside its final name, private (0600) from its first byte, and takes that
 * name only once complete: a backup cut short never looks like one.
 */
import { constants, existsSync, mkdirSync } from 'node:fs';
import { chmod, link, open, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { ObjectStore } from '#lib/media/storage.ts';
import { appliedMigrations, catalogTables, quoteIdent, type CatalogTable } from './catalog.ts';
import {
  BACKUP_DIR_MODE,
  BACKUP_FILE_MODE,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  dataEntry,
  END_ENTRY,
  MANIFEST_ENTRY,
  mediaEntry,
  type BackupEnd,
  type BackupManifest,
} from './format.ts';
import type { CopyDatabase, CopySession } from './session.ts';

/** Heap pages per data entry of a table without bytes (8 KB each): bounded memory on large tables. */
const PAGES_PER_PART = 2048;

export interface WriteBackupOptions {
  through: BackupManifest['source']['through'];
  /** The bucket images with `storage = 'supabase'` are read from; null when none is configured. */
  bucket: ObjectStore | null;
  log?: (message: string) => void;
  now?: Date;
}

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
  missingImages: string[];
  bytes: number;
}

/** The table's rows in parts: a row a part when it holds bytes, else ranges of heap pages. */
async function* tableParts(session: CopySession, table: CatalogTable): AsyncGenerator<Buffer> {
  const select = `select ${table.columns.map(quoteIdent).join(', ')} from ${quoteIdent(table.name)}`;
  if (table.hasBytes) {
    const rows = await session.query<{ tid: string }>(
      `select ctid::text as tid from ${quoteIdent(table.name)}`,
    );
    for (const { tid } of rows) {
      if (!/^\(\d+,\d+\)$/.test(tid)) throw new BackupError(`Unexpected row address ${tid}.`);
      yield await session.copyOut(`copy (${select} where ctid = '${tid}'::tid) to stdout`);
    }
    return;
  }
  const [size] = await session.query<{ pages: number }>(
    `select (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int as pages`,
    [quoteIdent(table.name)],
  );
  const pages = size?.pages ?? 0;
  // The last range is open-ended: no row visible to this snapshot lies past it.
  for (let from = 0; from === 0 || from < pages; from += PAGES_PER_PART) {
    const upper =
      from + PAGES_PER_PART < pages ? ` and ctid < '(${from + PAGES_PER_PART},0)'::tid` : '';
    yield await session.copyOut(
      `copy (${select} where ctid >= '(${from},0)'::tid${upper}) to stdout`,
    );
  }
}

function addEntry(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((resolveEntry, reject) => {
    pack.entry(
      { name, size: data.byteLength, mode: BACKUP_FILE_MODE, mtime: new Date(0) },
      data,
      (error) => (error ? reject(error) : resolveEntry()),
    );
  });
}

/** Creates the file's folder when missing, private to its owner like the data folder. */
function ensureFolder(file: string) {
  const dir = dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: BACKUP_DIR_MODE });
}

/**
 * Writes a backup of `db` to `file`, which must not exist yet. Reads every table inside one
 * snapshot transaction; a bucket's images are read after it, by the ids the snapshot saw.
 */
export async function writeBackup(
  db: CopyDatabase,
  file: string,
  options: WriteBackupOptions,
): Promise<BackupSummary> {
  const target = resolve(file);
  if (existsSync(target)) {
    throw new BackupError(
      `${target} already exists: choose another file name or move it away first.`,
    );
  }
  const log = options.log ?? (() => {});
  ensureFolder(target);
  const partial = `${target}.partial-${process.pid}`;
  // Created 0600 before a byte is written (and chmod'ed, in case the umask asked for less).
  const handle = await open(
    partial,
    constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY,
    BACKUP_FILE_MODE,
  );
  await handle.chmod(BACKUP_FILE_MODE);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), handle.createWriteStream({ flush: true }));
  try {
    const bucketRows = await db.transaction('snapshot', async (session) => {
      const tables = await catalogTables(session);
      const counts = await session.query<{ name: string; rows: number }>(
        tables
          .map(
            (table) =>
              `select '${table.name}' as name, count(*)::int as rows from ${quoteIdent(table.name)}`,
          )
          .join(' union all '),
      );
      const rowsOf = new Map(counts.map((row) => [row.name, row.rows]));
      const inBucket = tables.some((table) => table.name === 'media')
        ? await session.query<{ id: string; content_type: string }>(
            `select id::text as id, content_type from media where storage = 'supabase' order by id`,
          )
        : [];
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: (options.now ?? new Date()).toISOString(),
        source: { engine: db.engine, through: options.through },
        migrations: await appliedMigrations(session),
        tables: tables.map((table) => ({
          name: table.name,
          columns: table.columns,
          rows: rowsOf.get(table.name) ?? 0,
        })),
        bucketImages: inBucket.length,
      };
      if (inBucket.length > 0 && !options.bucket) {
        throw new BackupError(
          `${inBucket.length} image(s) keep their bytes in Supabase Storage (MEDIA_STORAGE=supabase): set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (and SUPABASE_STORAGE_BUCKET) so the backup can copy them.`,
        );
      }
      await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const table of tables) {
        let part = 0;
        for await (const data of tableParts(session, table)) {
          await addEntry(pack, dataEntry(table.name, part++), data);
        }
        log(`${table.name}: ${rowsOf.get(table.name) ?? 0} row(s)`);
      }
      return { manifest, inBucket };
    });
    const missingImages: string[] = [];
    for (const { id } of bucketRows.inBucket) {
      const bytes = await options.bucket!.get(id);
      if (bytes) await addEntry(pack, mediaEntry(id), bytes);
      else missingImages.push(id);
    }
    if (bucketRows.inBucket.length > 0) {
      log(`copied ${bucketRows.inBucket.length - missingImages.length} image(s) from the bucket`);
    }
    const end: BackupEnd = { complete: true, missingImages };
    await addEntry(pack, END_ENTRY, Buffer.from(JSON.stringify(end)));
    pack.finalize();
    await written;
    // Takes the final name only if nobody took it meanwhile (link fails rather than replace).
    await link(partial, target);
    await rm(partial);
    await chmod(target, BACKUP_FILE_MODE);
    const { size } = await stat(target);
    return { file: target, manifest: bucketRows.manifest, missingImages, bytes: size };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}
