/**
 * The database: PGlite under DATA_DIR by default (created, migrated and seeded on first use), or the
 * Postgres server at DATABASE_URL. Both are driven through the same Drizzle API.
 */
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { guardDisk } from './disk-guard.ts';
import { applyMigrations } from './migrate.ts';
import { migrationsDir, seedDir } from './paths.ts';
import { processSingletonPromise } from '#lib/runtime/process-singleton.ts';
import { makePrivateDir, restrictToOwner } from './private-files.ts';
import type { SqlRunner } from './runner.ts';
import { applySeed, fillMissingPageCopy, readSeed } from '#lib/seed/seed.ts';
import type { Database } from './database.ts';
import { cleanPostgresValues, pgliteValueTypes } from './wire-values.ts';
import { loadEnv, type Env } from '#config/env.ts';

export type { Database } from './database.ts';

export interface DatabaseHandle {
  db: Database;
  sql: SqlRunner;
  engine: 'pglite' | 'postgres';
  /** The PGlite instance, to serve it over a socket to a build process; absent on Postgres. */
  pglite?: PGlite;
  /** The on-disk PGlite folder this process holds locked; absent for Postgres, memory and snapshots. */
  dataDir?: string;
  /** Postgres: the connection string, so a worker thread can open a connection of its own. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A Postgres connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string | undefined;
  /**
   * A PGlite data-directory dump (`dumpDataDir`: a tar file, compressed or not) to load into memory
   * instead of opening dataDir: how a background rebuild reads the live server's embedded database
   * without sharing it.
   */
  snapshotFile?: string | undefined;
  /** Migrate (and seed a new database) on open. Default: true for PGlite, false for Postgres. */
  setup?: boolean;
  log?: (message: string) => void;
  /** Free space DATA_DIR keeps: writes are refused below it (default DISK_RESERVE_BYTES). */
  diskReserveBytes?: number;
}

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const log = options.log ?? ((message: string) => console.log(`[db] ${message}`));
  if (options.databaseUrl) {
    // Idle connections close after 20 s: Netlify keeps function instances (each with its own pool)
    // alive between invocations, and their idle connections would use up the server's slots.
    const client = postgres(options.databaseUrl, {
      max: 10,
      idle_timeout: 20,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client, schema });
    cleanPostgresValues(client.options);
    const handle: DatabaseHandle = {
      db,
      engine: 'postgres',
      databaseUrl: options.databaseUrl,
      sql: {
        exec: async (text) => {
          await client.unsafe(text);
        },
        execAtomically: async (text) => {
          await client.begin((tx) => tx.unsafe(text));
        },
        query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
          (await client.unsafe(text, params as never[])) as unknown as T[],
        queryAs: async <T extends Record<string, unknown>>(
          role: string,
          text: string,
          params: unknown[] = [],
        ) =>
          (await client.begin(async (tx) => {
            await tx.unsafe(`set local role ${role}`);
            return tx.unsafe(text, params as never[]);
          })) as unknown as T[],
      },
      close: () => client.end({ timeout: 5 }),
    };
    if (options.setup) await setUp(handle, log);
    return handle;
  }

  const { pglite, close, dataDir } = options.snapshotFile
    ? await openSnapshot(options.snapshotFile)
    : await openDataDir(options.dataDir ?? resolve(loadEnv().DATA_DIR ?? '.data'), log, {
        reserveBytes: options.diskReserveBytes,
      });
  const handle: DatabaseHandle = {
    db: drizzlePglite({ client: pglite, schema }),
    engine: 'pglite',
    pglite,
    ...(dataDir && { dataDir }),
    sql: {
      exec: async (text) => {
        await pglite.exec(text);
      },
      execAtomically: async (text) => {
        await pglite.transaction((tx) => tx.exec(text));
      },
      query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
        (await pglite.query<T>(text, params)).rows,
      queryAs: async <T extends Record<string, unknown>>(
        role: string,
        text: string,
        params: unknown[] = [],
      ) =>
        pglite.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          return (await tx.query<T>(text, params)).rows;
        }),
    },
    close,
  };
  if (options.setup ?? true) await setUp(handle, log);
  if (handle.dataDir) restrictToOwner(handle.dataDir);
  return handle;
}

interface OpenedPglite {
  pglite: PGlite;
  close: () => Promise<void>;
  dataDir?: string;
}

/** Loads a dump into memory and deletes the file: it holds every lead and must not linger. */
async function openSnapshot(snapshotFile: string): Promise<OpenedPglite> {
  const dump = readFileSync(snapshotFile);
  rmSync(snapshotFile, { force: true });
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), ...pgliteValueTypes });
  return { pglite, close: () => pglite.close() };
}

/**
 * Opens a data directory for this process alone: private (0700), locked against other processes,
 * and guarded against a full disk (disk-guard.ts).
 */
async function openDataDir(
  dataDir: string,
  log: (message: string) => void,
  disk: { reserveBytes?: number | undefined },
): Promise<OpenedPglite> {
  if (dataDir.startsWith('memory://')) {
    const pglite = new PGlite(dataDir, pgliteValueTypes);
    await pglite.waitReady;
    return { pglite, close: () => pglite.close() };
  }
  makePrivateDir(dataDir);
  const unlock = await lockDataDir(dataDir, log, {
    staleMs: loadEnv().DATA_DIR_LOCK_STALE_SECONDS * 1000,
  });
  try {
    const pglite = new PGlite(dataDir, pgliteValueTypes);
    await pglite.waitReady;
    restrictToOwner(dataDir);
    const guard = guardDisk(pglite, dataDir, {
      ...(disk.reserveBytes !== undefined && { reserveBytes: disk.reserveBytes }),
      log: (message) => console.error(message),
    });
    return {
      pglite,
      dataDir,
      close: async () => {
        try {
          if (await guard.mayShutDownEngine()) {
            await pglite.close();
            restrictToOwner(dataDir);
          }
        } finally {
          await unlock();
        }
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Applies pending migrations; a database created by this call also gets the demo content. */
export async function setUp(handle: DatabaseHandle, log: (message: string) => void) {
  const applied = await applyMigrations(handle.sql, migrationsDir());
  if (applied.length > 0) log(`applied ${applied.join(', ')}`);
  const fresh = applied.length > 0 && applied[0] === (await firstMigration(handle));
  if (fresh) {
    await applySeed(handle.db, await readSeed(seedDir()));
    log('seeded demo content from content/seed');
    return;
  }
  const filled = await fillMissingPageCopy(handle.db, seedDir());
  if (filled > 0) log(`filled the page copy of ${filled} page(s) from content/seed`);
}

async function firstMigration(handle: DatabaseHandle): Promise<string | undefined> {
  const [row] = await handle.sql.query<{ name: string }>(
    'select name from app_migrations order by name limit 1',
  );
  return row?.name;
}

// One database per process, kept across dev-server module reloads.
const database = processSingletonPromise('northbeam.database', () =>
  openDatabase({
    ...databaseSettings(loadEnv()),
  }),
);

function databaseSettings(env: Env) {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : undefined,
    snapshotFile: env.DATA_SNAPSHOT,
  };
}

/** The process's database, opened from the environment on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  return database.get();
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}
