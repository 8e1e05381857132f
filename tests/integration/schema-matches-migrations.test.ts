/**
 * The SQL migrations are the source of truth for the tables; src/lib/db/schema.ts repeats them for
 * Drizzle. This test migrates an empty database, reads the tables back from information_schema and
 * compares them with the Drizzle definitions, so a change on either side that the other lacks fails.
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import * as schema from '#lib/db/schema.ts';

/** Tables only the SQL knows about, each with why Drizzle does not need it. */
const SQL_ONLY_TABLES: Record<string, string> = {
  app_migrations: 'the migrator’s own record, written with plain SQL',
  site_publish_requests: 'the Netlify publish state, read and written with plain SQL',
};

interface ColumnShape {
  type: string;
  nullable: boolean;
  /** The default as Postgres prints it, or null for none. */
  default: string | null;
}

interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: string[];
  /** Single-column unique constraints. */
  unique: string[];
  /** "column -> table.column" for each single-column foreign key, with its delete rule. */
  foreignKeys: string[];
}

const drizzleTables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

/** What Postgres prints as the default of a column Drizzle gives this default. */
function expectedDefault(column: PgColumn): string | null {
  if (column.defaultFn || column.onUpdateFn) return null;
  if (!column.hasDefault) return null;
  const value: unknown = column.default;
  if (value === undefined) return null;
  // Drizzle keeps SQL defaults (defaultNow, defaultRandom) as SQL chunks; read their text.
  if (typeof value === 'object' && value !== null && 'queryChunks' in value) {
    const chunks = (value as { queryChunks: { value?: string[] }[] }).queryChunks;
    return chunks.map((chunk) => chunk.value?.join('') ?? '').join('');
  }
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value}'::text`;
  return `'${JSON.stringify(value)}'::jsonb`;
}

/** Postgres names its types differently in DDL and in information_schema. */
const INFORMATION_SCHEMA_TYPES: Record<string, string> = {
  'timestamp with time zone': 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
};

function drizzleShape(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const columns: Record<string, ColumnShape> = {};
  for (const column of Object.values(getTableColumns(table))) {
    const sqlType = column.getSQLType();
    columns[column.name] = {
      type: INFORMATION_SCHEMA_TYPES[sqlType] ?? sqlType,
      nullable: !column.notNull,
      default: expectedDefault(column),
    };
  }
  const single = Object.values(getTableColumns(table)).filter((c) => c.primary);
  const composite = config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
  return {
    columns,
    primaryKey: [...single.map((c) => c.name), ...composite].sort(),
    unique: Object.values(getTableColumns(table))
      .filter((c) => c.isUnique)
      .map((c) => c.name)
      .concat(
        config.uniqueConstraints
          .filter((u) => u.columns.length === 1)
          .map((u) => u.columns[0]!.name),
      )
      .sort(),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return `${ref.columns[0]!.name} -> ${getTableName(ref.foreignTable)}.${ref.foreignColumns[0]!.name} on delete ${fk.onDelete ?? 'no action'}`;
      })
      .sort(),
  };
}

async function databaseShapes(handle: DatabaseHandle): Promise<Map<string, TableShape>> {
  const rows = <T extends Record<string, unknown>>(text: string) => handle.sql.query<T>(text);
  const tables = await rows<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const columns = await rows<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
  }>(
    `select table_name, column_name, data_type, is_nullable, column_default
     from information_schema.columns where table_schema = 'public'`,
  );
  const keys = await rows<{
    table_name: string;
    constraint_type: string;
    columns: string[];
    ref: string | null;
    delete_rule: string | null;
  }>(
    `select tc.table_name, tc.constraint_type,
            array_agg(kcu.column_name::text order by kcu.ordinal_position) as columns,
            max(ccu.table_name || '.' || ccu.column_name) filter (where tc.constraint_type = 'FOREIGN KEY') as ref,
            max(rc.delete_rule) as delete_rule
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu
       on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
     left join information_schema.referential_constraints rc
       on rc.constraint_name = tc.constraint_name and rc.constraint_schema = tc.table_schema
     left join information_schema.constraint_column_usage ccu
       on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
       and tc.constraint_type = 'FOREIGN KEY'
     where tc.table_schema = 'public' and tc.constraint_type in ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')
     group by tc.table_name, tc.constraint_name, tc.constraint_type`,
  );
  const shapes = new Map<string, TableShape>();
  for (const { table_name } of tables) {
    shapes.set(table_name, { columns: {}, primaryKey: [], unique: [], foreignKeys: [] });
  }
  for (const c of columns) {
    const shape = shapes.get(c.table_name);
    if (!shape) continue;
    shape.columns[c.column_name] = {
      type: c.data_type,
      nullable: c.is_nullable === 'YES',
      default: c.column_default,
    };
  }
  for (const key of keys) {
    const shape = shapes.get(key.table_name)!;
    const cols = key.columns;
    if (key.constraint_type === 'PRIMARY KEY') shape.primaryKey = [...cols].sort();
    else if (key.constraint_type === 'UNIQUE' && cols.length === 1) shape.unique.push(cols[0]!);
    else if (key.constraint_type === 'FOREIGN KEY' && cols.length === 1)
      shape.foreignKeys.push(
        `${cols[0]} -> ${key.ref} on delete ${key.delete_rule?.toLowerCase()}`,
      );
  }
  for (const shape of shapes.values()) {
    shape.unique.sort();
    shape.foreignKeys.sort();
  }
  return shapes;
}

describe('the Drizzle schema matches the SQL migrations', () => {
  let handle: DatabaseHandle;
  let database: Map<string, TableShape>;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://', setup: false, log: () => {} });
    await applyMigrations(handle.sql, migrationsDir());
    database = await databaseShapes(handle);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('has one Drizzle table for every migrated table, and no other', () => {
    const fromDrizzle = drizzleTables.map((t) => getTableName(t)).sort();
    const fromSql = [...database.keys()].filter((name) => !(name in SQL_ONLY_TABLES)).sort();
    expect(fromDrizzle).toEqual(fromSql);
    for (const name of Object.keys(SQL_ONLY_TABLES)) expect(database.has(name)).toBe(true);
  });

  it.each(drizzleTables.map((table) => [getTableName(table), table] as const))(
    '%s: columns, types, nullability, defaults and keys agree',
    (name, table) => {
      expect(database.get(name)).toEqual(drizzleShape(table));
    },
  );
});
