/**
 * What a backup reads about a database from its own catalog, so that it covers every table the
 * migrations made (a table added later is backed up with no change here): the tables of the
 * `public` schema and their columns, the order their foreign keys impose, the sequences behind
 * identity columns, and the schema version (the migration history).
 */
import { BackupError, IDENTIFIER, loadOrder } from './format.ts';
import type { CopySession } from './session.ts';

/** The migrator's own history: restored by running the migrations, not copied. */
const HISTORY_TABLES = new Set(['app_migrations']);

export interface CatalogTable {
  name: string;
  columns: string[];
  /** Whether a column holds bytes (bytea): such tables are copied a row at a time. */
  hasBytes: boolean;
}

/** Every table of the public schema but the migration history, in load order. */
export async function catalogTables(session: CopySession): Promise<CatalogTable[]> {
  const columns = await session.query<{ table: string; column: string; bytes: boolean }>(
    `select c.table_name as table, c.column_name as column, c.data_type = 'bytea' as bytes
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, CatalogTable>();
  for (const row of columns) {
    if (HISTORY_TABLES.has(row.table)) continue;
    if (!IDENTIFIER.test(row.table) || !IDENTIFIER.test(row.column)) {
      throw new BackupError(
        `The table or column name ${row.table}.${row.column} is not a plain lower-case name: backups cover only plain names.`,
      );
    }
    const table = byTable.get(row.table) ?? { name: row.table, columns: [], hasBytes: false };
    table.columns.push(row.column);
    table.hasBytes ||= row.bytes;
    byTable.set(row.table, table);
  }
  const references = await session.query<{ table: string; references: string }>(
    `select distinct k.table_name as table, u.table_name as references
       from information_schema.table_constraints k
       join information_schema.constraint_column_usage u
         on u.constraint_schema = k.constraint_schema and u.constraint_name = k.constraint_name
      where k.constraint_type = 'FOREIGN KEY' and k.table_schema = 'public'`,
  );
  return loadOrder([...byTable.keys()], references).map((name) => byTable.get(name)!);
}

/** `"name"`: an identifier quoted for SQL (names come from the catalog or a checked manifest). */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The applied migrations, from both history tables (this migrator's and the Supabase CLI's). */
export async function appliedMigrations(session: CopySession): Promise<string[]> {
  const [present] = await session.query<{ app: boolean; supabase: boolean }>(
    `select to_regclass('public.app_migrations') is not null as app,
            to_regclass('supabase_migrations.schema_migrations') is not null as supabase`,
  );
  const names = new Map<string, string>();
  if (present?.supabase) {
    for (const row of await session.query<{ version: string; name: string | null }>(
      'select version, name from supabase_migrations.schema_migrations',
    )) {
      names.set(row.version, row.name ? `${row.version}_${row.name}.sql` : row.version);
    }
  }
  if (present?.app) {
    for (const row of await session.query<{ name: string }>('select name from app_migrations')) {
      const version = /^(\d+)/.exec(row.name)?.[1] ?? row.name;
      names.set(version, row.name);
    }
  }
  return [...names.values()].sort();
}

/** Whether any table of the public schema (the history aside) holds a row. */
export async function holdsData(session: CopySession): Promise<boolean> {
  const tables = await session.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  for (const { name } of tables) {
    if (HISTORY_TABLES.has(name)) continue;
    const [row] = await session.query<{ any: boolean }>(
      `select exists (select 1 from ${quoteIdent(name)}) as any`,
    );
    if (row?.any) return true;
  }
  return false;
}

/**
 * Moves every identity or serial sequence of these tables past the largest value restored, so the
 * next insert does not collide with a restored row.
 */
export async function resetSequences(session: CopySession, tables: readonly string[]) {
  const sequences = await session.query<{ table: string; column: string; sequence: string }>(
    `select * from (
       select table_name as table, column_name as column,
              pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as sequence
         from information_schema.columns
        where table_schema = 'public' and table_name = any($1::text[])
     ) columns where sequence is not null`,
    [[...tables]],
  );
  for (const { table, column, sequence } of sequences) {
    await session.query(
      `select setval($1::regclass, coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
