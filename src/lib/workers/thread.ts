/**
 * A worker thread (pool.ts): it opens the database as the serving thread has it (its own connection
 * to Postgres, or the serving thread's PGlite through bridge.ts), hands content changes to the
 * serving thread's publisher, then runs the tasks it is sent (tasks.ts), one message loop for all.
 */
import type { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '#lib/db/client.ts';
import type { SitePublisher } from '#lib/publishing/index.ts';
import { idleStatus } from '#lib/publishing/status.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import { remotePglite, type AskDatabase } from './bridge.ts';
import type { WorkerSetup } from './pool.ts';
import { receiveError, sendError, type FromWorker, type ToWorker } from './protocol.ts';
import { TASKS, type TaskContext } from './tasks.ts';

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let nextQuery = 1;
const ask: AskDatabase = (request) =>
  new Promise((resolve, reject) => {
    const id = nextQuery++;
    waiting.set(id, { resolve, reject });
    post({ type: 'db', id, ...request });
  });

async function remoteHandle(): Promise<DatabaseHandle> {
  const pglite = remotePglite(ask);
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('#lib/db/schema.ts');
  return {
    db: drizzle({ client: pglite as unknown as PGlite, schema }),
    engine: 'pglite',
    sql: {
      exec: async (text) => {
        await pglite.exec(text);
      },
      execAtomically: async (text) => {
        await pglite.transaction((tx) => tx.exec(text));
      },
      query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
        (await pglite.query(text, params)).rows as T[],
      queryAs: async <T extends Record<string, unknown>>(
        role: string,
        text: string,
        params: unknown[] = [],
      ) =>
        pglite.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          return (await tx.query(text, params)).rows as T[];
        }),
    },
    close: async () => {},
  };
}

const { databaseUrl } = workerData as WorkerSetup;
// What getDb() answers in this thread: set before any task runs, or the database module would open
// the one its environment names (DATA_DIR), which the serving thread holds.
const database = databaseUrl
  ? import('#lib/db/client.ts').then(({ openDatabase }) =>
      openDatabase({ databaseUrl, log: () => {} }),
    )
  : remoteHandle();
// An unused one must not fail the thread as an unhandled rejection; a task that uses it sees it fail.
database.catch(() => {});
processSingleton<Promise<DatabaseHandle>>('northbeam.database', () => database).set(database);

// A change the work made is published by the serving thread (its rebuilder, build hook or none).
// The key is publishing/index.ts's, set here without loading that module and the database's.
const forwarding: SitePublisher = {
  contentChanged: (change) => post({ type: 'content-changed', change }),
  status: idleStatus,
};
processSingleton<SitePublisher>('northbeam.sitePublisher', () => forwarding).set(forwarding);

const streams = new Map<number, AsyncIterator<Uint8Array>>();

async function run(id: number, task: string, input: unknown) {
  let streamed: Readable | null = null;
  const context: TaskContext = {
    progress: (data) => post({ type: 'progress', id, data }),
    stream: (readable) => {
      streamed = readable;
    },
  };
  try {
    const work = TASKS[task as keyof typeof TASKS] as (
      input: unknown,
      context: TaskContext,
    ) => Promise<unknown>;
    if (!work) throw new Error(`No task ${task}`);
    const result = await work(input, context);
    if (streamed) streams.set(id, (streamed as Readable)[Symbol.asyncIterator]());
    const message: FromWorker = {
      type: 'done',
      id,
      result: { result, streamed: streamed !== null },
    };
    // Bytes that are the result's alone (a snapshot's tar) move to the serving thread uncopied.
    const owned =
      result instanceof Uint8Array &&
      result.byteOffset === 0 &&
      result.byteLength === result.buffer.byteLength &&
      result.buffer instanceof ArrayBuffer;
    port.postMessage(message, owned ? [result.buffer] : []);
  } catch (error) {
    post({ type: 'fail', id, error: sendError(error) });
  }
}

async function pull(id: number) {
  const chunks = streams.get(id);
  if (!chunks) return post({ type: 'end', id });
  try {
    const { done, value } = await chunks.next();
    if (done) {
      streams.delete(id);
      post({ type: 'end', id });
    } else {
      // A copy: a stream's chunks may share one pooled buffer, which must not be moved away.
      post({ type: 'chunk', id, bytes: new Uint8Array(value) });
    }
  } catch (error) {
    streams.delete(id);
    post({ type: 'fail', id, error: sendError(error) });
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'db-reply': {
      const query = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) query?.reject(receiveError(message.error));
      else query?.resolve(message.result);
      return;
    }
    case 'run':
      void run(message.id, message.task, message.input);
      return;
    case 'pull':
      void pull(message.id);
      return;
    case 'cancel':
      void streams.get(message.id)?.return?.();
      streams.delete(message.id);
      return;
  }
});
