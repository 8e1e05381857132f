/**
 * One transaction on either engine with what backups need beyond Drizzle: COPY out and in. A
 * snapshot transaction (repeatable read, read only) sees the whole database as of one instant
 * while others keep writing; a write transaction applies a restore all at once or not at all.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { SqlRunner } from '#lib/db/runner.ts';

export interface CopySession {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /** Runs `copy (...) to stdout` and returns what it wrote. */
  copyOut(copyToStdout: string): Promise<Buffer>;
  /** Runs `copy table (columns) from stdin` with `data` as its input. */
  copyIn(copyFromStdin: string, data: Buffer): Promise<void>;
}

export type TransactionMode = 'snapshot' | 'write';

export interface CopyDatabase {
  engine: 'pglite' | 'postgres';
  transaction<T>(mode: TransactionMode, work: (session: CopySession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Fixed output settings, so a backup reads the same wherever it was taken: UTC ISO timestamps, hex
 * bytea, floats that round-trip.
 */
const SESSION_SETTINGS = `set local "TimeZone" = 'UTC';
set local "DateStyle" = 'ISO, YMD';
set local "IntervalStyle" = 'postgres';
set local bytea_output = 'hex';
set local extra_float_digits = 3;`;

const SNAPSHOT = 'set transaction isolation level repeatable read, read only';

/** PGlite reads and writes COPY data through its virtual `/dev/blob` file. */
const toBlobDevice = (sql: string) =>
  sql
    .replace(/\bto stdout\s*$/i, "to '/dev/blob'")
    .replace(/\bfrom stdin\s*$/i, "from '/dev/blob'");

function pgliteSession(tx: PgliteTransaction): CopySession {
  return {
    query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await tx.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await tx.exec(sql);
    },
    async copyOut(sql) {
      const result = await tx.query(toBlobDevice(sql));
      return result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
    },
    async copyIn(sql, data) {
      await tx.query(toBlobDevice(sql), [], { blob: new Blob([new Uint8Array(data)]) });
    },
  };
}

export function pgliteCopyDatabase(pglite: PGlite, close: () => Promise<void>): CopyDatabase {
  return {
    engine: 'pglite',
    transaction: (mode, work) =>
      pglite.transaction(async (tx) => {
        if (mode === 'snapshot') await tx.exec(SNAPSHOT);
        await tx.exec(SESSION_SETTINGS);
        return work(pgliteSession(tx));
      }),
    close,
  };
}

export function postgresCopyDatabase(url: string): CopyDatabase {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  return {
    engine: 'postgres',
    async transaction(mode, work) {
      const run = async (tx: postgres.TransactionSql) => {
        await tx.unsafe(SESSION_SETTINGS);
        return work({
          query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
            (await tx.unsafe(sql, params as never[])) as unknown as T[],
          exec: async (sql) => {
            await tx.unsafe(sql);
          },
          async copyOut(sql) {
            const chunks: Buffer[] = [];
            for await (const chunk of await tx.unsafe(sql).readable()) {
              chunks.push(chunk as Buffer);
            }
            return Buffer.concat(chunks);
          },
          async copyIn(sql, data) {
            await pipeline(Readable.from([data]), await tx.unsafe(sql).writable());
          },
        });
      };
      const result =
        mode === 'snapshot'
          ? await client.begin('isolation level repeatable read read only', run)
          : await client.begin(run);
      return result as Awaited<ReturnType<typeof work>>;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** The migrator's view of a session already inside a transaction (its statements join that transaction). */
export function sessionRunner(session: CopySession): SqlRunner {
  return {
    exec: (sql) => session.exec(sql),
    execAtomically: (sql) => session.exec(sql),
    query: (sql, params) => session.query(sql, params),
    queryAs: () => Promise.reject(new Error('Role switching is not available during a restore.')),
  };
}
