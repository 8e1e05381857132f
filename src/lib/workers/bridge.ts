/**
 * The embedded database seen from a worker thread. PGlite lives in the serving thread and serves
 * that one thread, so a worker's queries are sent to it (`serveDatabase`) and run there, one at a
 * time like any other, each a few milliseconds of the serving thread's time; the work between them
 * (parsing, checking, converting, compressing) stays in the worker. The worker reaches the database
 * through Drizzle's PGlite driver over `remotePglite`, so the code it runs is unchanged.
 *
 * A worker's transaction is a PGlite transaction held open in the serving thread until the worker
 * commits or rolls back: other queries wait for it, as for any transaction. One held longer than
 * the pool's limit, or left open by a worker that died, is rolled back (pool.ts).
 */
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';
import type { DatabaseRequest } from './protocol.ts';

/** The parsers Drizzle's PGlite driver passes with its queries: dates and intervals as text. */
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, (value: string) => value]),
);

/** Thrown inside a transaction the worker rolled back, so PGlite rolls it back too. */
class RolledBack extends Error {}

/** A result as it crosses to the worker: rows, their fields, and how many rows a write touched. */
export type SentResults = Pick<Results, 'rows' | 'fields' | 'affectedRows'>;

const sent = (results: Results): SentResults => ({
  rows: results.rows,
  fields: results.fields,
  affectedRows: results.affectedRows ?? 0,
});

export interface DatabaseServer {
  answer(request: DatabaseRequest): Promise<unknown>;
  /** When the oldest transaction still open began (ms since the epoch), or null. */
  oldestOpenSince(): number | null;
  /** Rolls back every transaction still open (the worker died or was stopped). */
  abandon(): Promise<void>;
}

/** Runs a worker's queries on the serving thread's PGlite. */
export function serveDatabase(pglite: PGlite): DatabaseServer {
  const open = new Map<
    number,
    { tx: Transaction; since: number; decide: (commit: boolean) => void; done: Promise<void> }
  >();
  let next = 1;
  const runner = (tx: number | undefined) => {
    if (tx === undefined) return pglite;
    const entry = open.get(tx);
    if (!entry) throw new Error('That transaction is over (it was rolled back).');
    return entry.tx;
  };
  const finish = async (tx: number, commit: boolean) => {
    const entry = open.get(tx);
    if (!entry) {
      if (commit) throw new Error('That transaction is over (it was rolled back).');
      return;
    }
    open.delete(tx);
    entry.decide(commit);
    await entry.done;
  };
  return {
    async answer(request) {
      switch (request.op) {
        case 'query':
          return sent(
            await runner(request.tx).query(request.sql, request.params, {
              rowMode: request.rowMode,
              ...(request.drizzle && { parsers: DRIZZLE_PARSERS }),
            }),
          );
        case 'exec':
          return (await runner(request.tx).exec(request.sql)).map(sent);
        case 'begin': {
          const id = next++;
          let decide!: (commit: boolean) => void;
          const decided = new Promise<boolean>((resolve) => (decide = resolve));
          const tx = await new Promise<Transaction>((resolve, reject) => {
            const done = pglite
              .transaction(async (transaction) => {
                resolve(transaction);
                if (!(await decided)) throw new RolledBack();
              })
              .then(
                () => undefined,
                (error: unknown) => {
                  if (!(error instanceof RolledBack)) throw error;
                },
              );
            done.catch(reject);
            // Registered before PGlite grants it: a worker that dies while waiting still gets it
            // rolled back (abandon decides before the callback runs).
            open.set(id, { tx: null as unknown as Transaction, since: Date.now(), decide, done });
          });
          const entry = open.get(id);
          if (!entry) throw new Error('The transaction was abandoned before it began.');
          entry.tx = tx;
          entry.since = Date.now();
          return id;
        }
        case 'commit':
          return finish(request.tx, true);
        case 'rollback':
          return finish(request.tx, false);
      }
    },
    oldestOpenSince() {
      let oldest: number | null = null;
      for (const entry of open.values()) oldest = Math.min(oldest ?? entry.since, entry.since);
      return oldest;
    },
    async abandon() {
      await Promise.allSettled([...open.keys()].map((tx) => finish(tx, false)));
    },
  };
}

/** What a worker calls to have the serving thread answer a database request. */
export type AskDatabase = (
  request: DatabaseRequest extends infer R
    ? R extends unknown
      ? Omit<R, 'type' | 'id'>
      : never
    : never,
) => Promise<unknown>;

interface RemoteRunner {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: object },
  ): Promise<SentResults>;
  exec(sql: string): Promise<SentResults[]>;
}

/**
 * The part of PGlite's interface Drizzle's PGlite driver uses (query, exec, transaction), each call
 * sent to the serving thread.
 */
export function remotePglite(ask: AskDatabase) {
  const runner = (tx?: number): RemoteRunner => ({
    query: async (sql, params = [], options) =>
      (await ask({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode ?? 'object',
        drizzle: Boolean(options?.parsers),
        ...(tx !== undefined && { tx }),
      })) as SentResults,
    exec: async (sql) =>
      (await ask({ op: 'exec', sql, ...(tx !== undefined && { tx }) })) as SentResults[],
  });
  return {
    ...runner(),
    async transaction<T>(callback: (tx: RemoteRunner) => Promise<T>): Promise<T> {
      const tx = (await ask({ op: 'begin' })) as number;
      let result: T;
      try {
        result = await callback(runner(tx));
      } catch (error) {
        await ask({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'commit', tx });
      return result;
    },
  };
}
