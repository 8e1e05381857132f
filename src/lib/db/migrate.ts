/** Applies the SQL files in supabase/migrations in name order, once each, recording them in app_migrations. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlRunner } from './runner.ts';

export async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

/** Returns the names of the migrations applied by this call (empty when the schema was current). */
export async function applyMigrations(sql: SqlRunner, dir: string): Promise<string[]> {
  await sql.exec(`create table if not exists app_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  );
  alter table app_migrations enable row level security;
  revoke all on app_migrations from public;`);
  const done = new Set(
    (await sql.query<{ name: string }>('select name from app_migrations')).map((row) => row.name),
  );
  const applied: string[] = [];
  for (const name of await migrationFiles(dir)) {
    if (done.has(name)) continue;
    const text = await readFile(join(dir, name), 'utf8');
    await sql.execAtomically(
      `${text}\n;insert into app_migrations (name) values ('${name.replaceAll("'", "''")}');`,
    );
    applied.push(name);
  }
  return applied;
}
