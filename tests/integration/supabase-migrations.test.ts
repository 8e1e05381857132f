/**
 * `npm run db:migrate` and `supabase db push` agree about what is applied: on a real Postgres, each
 * applied after the other (in both orders, and half-and-half) runs no file twice, raises no error and
 * leaves exactly one history row per migration. `supabase db push` is reproduced by what it does:
 * the history table in the `supabase_migrations` schema, each pending file in one transaction, then
 * its version row.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#lib/db/client.ts';
import { applyMigrations, migrationFiles, migrationVersion } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { startPostgres, type PostgresServer } from '#test-support/postgres.ts';

let server: PostgresServer;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(() => server?.stop());

/** A new, empty database on the server; returns its URL. */
async function freshDatabase(): Promise<string> {
  const name = `migrations_${++databases}`;
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What `supabase db push` does, file by file; returns the files it applied. */
async function supabaseDbPush(url: string, files?: string[]): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
      alter table supabase_migrations.schema_migrations add column if not exists statements text[];
      alter table supabase_migrations.schema_migrations add column if not exists name text;`);
    const remote = new Set(
      (
        await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`
      ).map((row) => row.version),
    );
    const local = files ?? (await migrationFiles(migrationsDir()));
    const localVersions = new Set(local.map((file) => migrationVersion(file).version));
    const unknown = [...remote].filter((version) => !localVersions.has(version));
    // The CLI refuses to push when the remote history has versions it does not know.
    if (unknown.length > 0)
      throw new Error(`Remote migration versions not found locally: ${unknown.join(',')}`);
    const applied: string[] = [];
    for (const file of local) {
      const { version, name } = migrationVersion(file);
      if (remote.has(version)) continue;
      const text = await readFile(join(migrationsDir(), file), 'utf8');
      await sql.begin(async (tx) => {
        await tx.unsafe(text);
        await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
          values (${version}, ${name}, ${[text]})`;
      });
      applied.push(file);
    }
    return applied;
  } finally {
    await sql.end();
  }
}

/** `npm run db:migrate` as users run it: the script, against DATABASE_URL. */
function npmDbMigrate(url: string): string {
  const result = spawnSync(process.execPath, ['scripts/db.ts', 'migrate'], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`db:migrate failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

async function migrateInProcess(url: string): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl: url, setup: false });
  try {
    return await applyMigrations(handle.sql, migrationsDir());
  } finally {
    await handle.close();
  }
}

async function history(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const supabase = await sql<{ version: string; name: string }[]>`
      select version, name from supabase_migrations.schema_migrations order by version`;
    const app = await sql<{ name: string }[]>`select name from app_migrations order by name`;
    const tables = await sql<{ count: number }[]>`
      select count(*)::int as count from pg_tables where schemaname = 'public' and tablename = 'posts'`;
    return {
      supabase: supabase.map((row) => `${row.version}_${row.name}.sql`),
      app: app.map((row) => row.name),
      postsTables: tables[0]?.count,
    };
  } finally {
    await sql.end();
  }
}

describe('db:migrate and supabase db push', () => {
  let files: string[];
  beforeAll(async () => {
    files = await migrationFiles(migrationsDir());
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  it('db:migrate first, then supabase db push: the push has nothing to do', async () => {
    const url = await freshDatabase();
    expect(npmDbMigrate(url)).toContain(`applied ${files.join(', ')}`);
    expect(await supabaseDbPush(url)).toEqual([]);
    expect(await history(url)).toEqual({ supabase: files, app: files, postsTables: 1 });
    // And again: both stay quiet.
    expect(npmDbMigrate(url)).toContain('schema is up to date');
    expect(await supabaseDbPush(url)).toEqual([]);
  });

  it('supabase db push first, then db:migrate: the migrator runs nothing and records what it finds', async () => {
    const url = await freshDatabase();
    expect(await supabaseDbPush(url)).toEqual(files);
    expect(npmDbMigrate(url)).toContain('schema is up to date');
    expect(await history(url)).toEqual({ supabase: files, app: files, postsTables: 1 });
    expect(await supabaseDbPush(url)).toEqual([]);
  });

  it('half by each: the push applies the first file, db:migrate the rest', async () => {
    const url = await freshDatabase();
    expect(await supabaseDbPush(url, files.slice(0, 1))).toEqual(files.slice(0, 1));
    expect(await migrateInProcess(url)).toEqual(files.slice(1));
    expect(await supabaseDbPush(url)).toEqual([]);
    expect(await history(url)).toEqual({ supabase: files, app: files, postsTables: 1 });
  });

  it('a database migrated before both records were kept gets its Supabase history filled in', async () => {
    const url = await freshDatabase();
    expect(await migrateInProcess(url)).toEqual(files);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql`drop schema supabase_migrations cascade`;
    await sql.end();
    expect(await migrateInProcess(url)).toEqual([]);
    expect(await supabaseDbPush(url)).toEqual([]);
    expect(await history(url)).toEqual({ supabase: files, app: files, postsTables: 1 });
  });

  it.each([
    ['20261122000000_content_schema.sql', { version: '20261122000000', name: 'content_schema' }],
    ['1_a.sql', { version: '1', name: 'a' }],
  ])('reads %s as the Supabase CLI does', (file, expected) => {
    expect(migrationVersion(file)).toEqual(expected);
  });

  it('refuses a file name the Supabase CLI would not accept', () => {
    expect(() => migrationVersion('content_schema.sql')).toThrow(/<digits>_<name>\.sql/);
  });
});
