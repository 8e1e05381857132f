/**
 * What a backup file is (docs/backups.md): a gzip'd tar whose first entry, `backup.json`, says what
 * it holds and at which schema version, followed by every table's rows in COPY text format, the
 * bytes of images kept in a storage bucket, and `end.json`, which marks the file complete. Pure
 * rules here: the manifest, the schema-version comparison, the order tables load in, file names.
 */

export const BACKUP_FORMAT = 'northbeam-backup';
/** Bumped when a reader of an older version could not restore the file. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'backup.json';
export const END_ENTRY = 'end.json';
/** `data/{table}/{part}.copy`: part numbers keep entries in the order they were written. */
export const dataEntry = (table: string, part: number) =>
  `data/${table}/${String(part).padStart(6, '0')}.copy`;
export const DATA_ENTRY = /^data\/([a-z_][a-z0-9_]*)\/\d{6}\.copy$/;
/** `media/{id}`: the bytes of an image whose row says they live in a storage bucket. */
export const mediaEntry = (id: string) => `media/${id}`;
export const MEDIA_ENTRY = /^media\/([0-9a-f-]{36})$/;

/** Owner read and write only: a backup holds every lead and every password hash. */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_DIR_MODE = 0o700;

export interface BackupTable {
  name: string;
  /** The columns, in the order each data entry lists them. */
  columns: string[];
  rows: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  source: {
    engine: 'pglite' | 'postgres';
    /** How the rows were read: from the running server's snapshot, the data folder, or DATABASE_URL. */
    through: 'server' | 'data-folder' | 'database-url';
  };
  /** The migrations applied to the database when it was backed up: its schema version. */
  migrations: string[];
  /** In load order: a table comes after every table it references. */
  tables: BackupTable[];
  /** Images whose bytes were in a storage bucket, copied into `media/{id}` entries. */
  bucketImages: number;
}

export interface BackupEnd {
  complete: true;
  /** Bucket images whose object was missing when the backup copied them. */
  missingImages: string[];
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
/** The table and column names a backup carries: plain lower-case SQL names. */
export const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The manifest of a backup file, checked; a BackupError says what is wrong with it. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError('This is not a Northbeam backup: its backup.json is not JSON.');
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) {
    throw new BackupError('This is not a Northbeam backup: its backup.json names another format.');
  }
  if (typeof value.formatVersion !== 'number' || value.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup was written in format version ${String(value.formatVersion)}, newer than this release reads (${BACKUP_FORMAT_VERSION}): restore it with the release that wrote it.`,
    );
  }
  const tables = value.tables;
  const tablesValid =
    Array.isArray(tables) &&
    tables.every(
      (table) =>
        isRecord(table) &&
        typeof table.name === 'string' &&
        IDENTIFIER.test(table.name) &&
        isStringArray(table.columns) &&
        table.columns.every((column) => IDENTIFIER.test(column)) &&
        Number.isInteger(table.rows),
    );
  if (
    !tablesValid ||
    !isStringArray(value.migrations) ||
    typeof value.createdAt !== 'string' ||
    !isRecord(value.source)
  ) {
    throw new BackupError('This backup is damaged: its backup.json lacks tables or migrations.');
  }
  return value as unknown as BackupManifest;
}

/** The migration version of a file name: `20261122000000_content_schema.sql` → `20261122000000`. */
const versionOf = (migration: string) => /^(\d+)/.exec(migration)?.[1] ?? migration;

/** "20261127000000_record_versions.sql (12 migrations)": how messages name a schema version. */
export function describeSchema(migrations: readonly string[]): string {
  const sorted = [...migrations].sort();
  const latest = sorted.at(-1);
  return latest
    ? `${latest} (${sorted.length} migration${sorted.length === 1 ? '' : 's'})`
    : 'no schema';
}

/**
 * Why a backup at schema `backup` cannot be restored by code at schema `code`, or null when they are
 * the same version (the same migrations, by version number).
 */
export function schemaMismatch(backup: readonly string[], code: readonly string[]): string | null {
  const inBackup = new Set(backup.map(versionOf));
  const inCode = new Set(code.map(versionOf));
  const onlyInBackup = [...inBackup].filter((version) => !inCode.has(version));
  const onlyInCode = [...inCode].filter((version) => !inBackup.has(version));
  if (onlyInBackup.length === 0 && onlyInCode.length === 0) return null;
  const versions = `The backup is at schema version ${describeSchema(backup)}; this release is at ${describeSchema(code)}.`;
  if (onlyInBackup.length > 0 && onlyInCode.length === 0) {
    return `${versions} It was taken by a newer release: restore it with that release (or a later one).`;
  }
  if (onlyInCode.length > 0 && onlyInBackup.length === 0) {
    return `${versions} It was taken by an older release: restore it with that release, then upgrade by starting this one (it applies the newer migrations).`;
  }
  return `${versions} Their migrations differ (${[...onlyInBackup, ...onlyInCode].sort().join(', ')}): restore it with the release that took it.`;
}

/**
 * Why a target database cannot take this release's schema, or null: it must not hold migrations
 * this release does not know (a newer release migrated it).
 */
export function targetSchemaProblem(
  target: readonly string[],
  code: readonly string[],
): string | null {
  const inCode = new Set(code.map(versionOf));
  const unknown = target.filter((migration) => !inCode.has(versionOf(migration)));
  if (unknown.length === 0) return null;
  return `The target database is at schema version ${describeSchema(target)}, newer than this release (${describeSchema(code)}): it was migrated by a newer release. Restore into an empty database, or with that release.`;
}

/**
 * Tables in an order every one can be loaded in: each after the tables its foreign keys reference
 * (a table referencing itself does not count), ties by name. Throws on a cycle.
 */
export function loadOrder(
  tables: readonly string[],
  references: readonly { table: string; references: string }[],
): string[] {
  const remaining = new Set(tables);
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, references: parent } of references) {
    if (table !== parent && remaining.has(parent)) needs.get(table)?.add(parent);
  }
  const order: string[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining]
      .filter((table) => [...(needs.get(table) ?? [])].every((parent) => !remaining.has(parent)))
      .sort();
    if (ready.length === 0) {
      throw new BackupError(
        `The tables ${[...remaining].sort().join(', ')} reference each other in a cycle: no load order exists.`,
      );
    }
    for (const table of ready) {
      order.push(table);
      remaining.delete(table);
    }
  }
  return order;
}

/** `northbeam-backup-2026-12-01T14-05-09Z.tar.gz`: sorts by time, safe on every file system. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `northbeam-backup-${stamp}.tar.gz`;
}
