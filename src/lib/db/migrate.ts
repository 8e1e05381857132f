/**
 * Applies the SQL files in supabase/migrations in name order, once each. Two tools may apply them:
 * this migrator (`npm run db:migrate`, and every start on the embedded database) and the Supabase
 * CLI (`supabase db push`). Both keep their record in `supabase_migrations.schema_migrations`, the
 * Supabase CLI's own table (one row per file version), so each skips what the other applied; this
 * migrator also keeps its older `app_migrations` table in step.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlRunner } from './runner.ts';

/** `20261122000000_content_schema.sql` → version `20261122000000`, name `content_schema` (as the Supabase CLI splits it). */
export function migrationVersion(file: string): { version: string; name: string } {
  const match = /^(\d+)_(.*)\.sql$/.exec(file);
  if (!match?.[1] || match[2] === undefined) {
    throw new Error(
      `Migration file "${file}" must be named <digits>_<name>.sql, as the Supabase CLI expects.`,
    );
  }
  return { version: match[1], name: match[2] };
}

export async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

/** The Supabase CLI's history table, created the way `supabase db push` creates it. */
const SUPABASE_HISTORY = `create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
alter table supabase_migrations.schema_migrations add column if not exists statements text[];
alter table supabase_migrations.schema_migrations add column if not exists name text;`;

const APP_HISTORY = `create table if not exists app_migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);
alter table app_migrations enable row level security;
revoke all on app_migrations from public;`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function recordSql(file: string, statements: string | null): string {
  const { version, name } = migrationVersion(file);
  const body = statements === null ? 'null' : `array[${literal(statements)}]`;
  return `insert into app_migrations (name) values (${literal(file)}) on conflict do nothing;
insert into supabase_migrations.schema_migrations (version, name, statements)
  values (${literal(version)}, ${literal(name)}, ${body}) on conflict (version) do nothing;`;
}

/** Whether both history tables exist with every column: then a start on a current schema writes nothing. */
const HISTORY_READY = `select
  to_regclass('public.app_migrations') is not null
  and (select count(*) from information_schema.columns
       where table_schema = 'supabase_migrations' and table_name = 'schema_migrations'
         and column_name in ('version', 'statements', 'name')) = 3 as ready`;

/**
 * Returns the names of the migrations applied by this call (empty when the schema was current).
 * A current schema is only read, so a server can start on a disk too full to write.
 */
export async function applyMigrations(sql: SqlRunner, dir: string): Promise<string[]> {
  const [history] = await sql.query<{ ready: boolean }>(HISTORY_READY);
  if (!history?.ready) await sql.exec(`${APP_HISTORY}\n${SUPABASE_HISTORY}`);
  const byApp = new Set(
    (await sql.query<{ name: string }>('select name from app_migrations')).map((row) => row.name),
  );
  const bySupabase = new Set(
    (
      await sql.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((row) => row.version),
  );
  const applied: string[] = [];
  for (const file of await migrationFiles(dir)) {
    const { version } = migrationVersion(file);
    const inApp = byApp.has(file);
    const inSupabase = bySupabase.has(version);
    if (inApp && inSupabase) continue;
    if (inApp || inSupabase) {
      // Applied by the other tool (or by this migrator before it kept both records): record only.
      await sql.exec(recordSql(file, null));
      continue;
    }
    const text = await readFile(join(dir, file), 'utf8');
    await sql.execAtomically(`${text}\n;${recordSql(file, text)}`);
    applied.push(file);
  }
  return applied;
}
