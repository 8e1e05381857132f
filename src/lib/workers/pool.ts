/**
 * Heavy work off the serving thread (docs/ARCHITECTURE.md, "Heavy work"). The Node server serves
 * the public site, the leads and the admin from one thread: parsing a 50 MB export, checking a
 * million entries or compressing a site export there would hold every visitor for as long. So an
 * operation that can take more than a few milliseconds of CPU runs as a task (tasks.ts) in a worker
 * thread with a memory limit of its own: a hostile file kills the worker, not the site; the route
 * answers its failure (`OffThreadFailure`). The worker reaches the database as the serving thread
 * does: its own connection to Postgres, or the serving thread's PGlite through bridge.ts.
 *
 * Workers run the source modules (`thread.ts`, TypeScript that Node 22 runs directly): the Node
 * server registers them at start (`useWorkerThreads`), the dev server and the tests find them beside
 * this file. Where there are none (a Netlify function, whose bundle holds no sources, and which
 * answers one request per instance, so nobody else waits), a task runs in line.
 */
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { getDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { sitePublisher } from '#lib/publishing/index.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import { serveDatabase, type DatabaseServer } from './bridge.ts';
import { receiveError, sendError, type FromWorker, type ToWorker } from './protocol.ts';
import type { TaskContext, Tasks } from './tasks.ts';

/** What a worker is told at its start: how to reach the database. */
export interface WorkerSetup {
  /** Postgres: a connection of its own; null: the serving thread's PGlite, through bridge.ts. */
  databaseUrl: string | null;
}

export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0];
export type TaskResult<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>;

export interface TaskLimits {
  /** The worker's heap (V8's old generation), in megabytes: past it the worker dies. */
  memoryMb: number;
  /**
   * The task is stopped (its worker with it) if it has not answered by then; the bytes of a
   * streaming task are then sent at the reader's pace.
   */
  timeoutMs: number;
  /**
   * The tasks of one kind share a long-lived worker of this name, stopped after a few idle minutes:
   * starting one costs a second or two of loading modules, and an import keeps its opened files
   * in it between steps. Without a name, each call gets a worker of its own.
   */
  shared?: string;
}

/** How long a worker may hold a transaction of the embedded database, which every write waits for. */
export const TRANSACTION_LIMIT_MS = 30_000;
/** A shared worker with nothing to do for this long is stopped (its memory comes back). */
const SHARED_IDLE_MS = 5 * 60_000;

export type FailureReason = 'memory' | 'time' | 'transaction' | 'crash';

/** A task that could not finish because its worker died or was stopped. */
export class OffThreadFailure extends Error {
  readonly reason: FailureReason;
  constructor(reason: FailureReason, detail: string) {
    super(
      reason === 'memory'
        ? `The work needed more memory than it may use (${detail}).`
        : reason === 'time'
          ? `The work took longer than it may (${detail}).`
          : reason === 'transaction'
            ? `The work held the database for longer than it may (${detail}).`
            : `The work stopped: ${detail}`,
    );
    this.reason = reason;
  }
}

export interface TaskRun<K extends TaskName> {
  result: TaskResult<K>;
  /** The bytes a streaming task (an export) sends, read as they are made. */
  stream?: ReadableStream<Uint8Array>;
}

const THREAD_FILE = './thread.ts';

const workerEntry = processSingleton<URL | null>('northbeam.workerEntry', () => {
  const here = new URL(THREAD_FILE, import.meta.url);
  return existsSync(fileURLToPath(here)) ? here : null;
});

/**
 * The Node server calls this at start, from its own (source) copy of this module: Astro's bundle,
 * which has no sources beside it, then finds the worker's entry too.
 */
export function useWorkerThreads(): void {
  workerEntry.set(new URL(THREAD_FILE, import.meta.url));
}

interface Call {
  onProgress?: ((data: unknown) => void) | undefined;
  resolve(value: { result: unknown; streamed: boolean }): void;
  reject(error: Error): void;
  deadline: number;
  chunk?: ((bytes: Uint8Array | null, error?: Error) => void) | undefined;
}

class WorkerHost {
  readonly worker: Worker;
  readonly calls = new Map<number, Call>();
  private next = 1;
  private readonly bridge: DatabaseServer | null;
  private died: OffThreadFailure | null = null;
  private readonly watchdog: NodeJS.Timeout;
  private idleTimer: NodeJS.Timeout | null = null;
  onGone: () => void = () => {};

  private readonly limits: TaskLimits;
  /** The database its queries go to: a worker serves the handle it was started with. */
  readonly database: DatabaseHandle;

  constructor(entry: URL, limits: TaskLimits, database: DatabaseHandle) {
    this.limits = limits;
    this.database = database;
    this.bridge = database.pglite ? serveDatabase(database.pglite) : null;
    this.worker = new Worker(entry, {
      workerData: { databaseUrl: database.databaseUrl ?? null } satisfies WorkerSetup,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    this.worker.unref();
    this.worker.on('message', (message: FromWorker) => void this.receive(message));
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new OffThreadFailure('memory', `${this.limits.memoryMb} MB`)
          : new OffThreadFailure('crash', error.message),
      );
    });
    this.worker.on('exit', (code) => {
      this.fail(new OffThreadFailure('crash', `its thread ended (exit code ${code})`));
    });
    this.watchdog = setInterval(() => this.watch(), 1_000);
    this.watchdog.unref();
  }

  get alive(): boolean {
    return this.died === null;
  }

  private post(message: ToWorker) {
    if (this.alive) this.worker.postMessage(message);
  }

  private watch() {
    const now = Date.now();
    const since = this.bridge?.oldestOpenSince();
    if (since !== null && since !== undefined && now - since > TRANSACTION_LIMIT_MS) {
      this.stop(new OffThreadFailure('transaction', `${TRANSACTION_LIMIT_MS / 1000} s`));
      return;
    }
    for (const call of this.calls.values()) {
      if (now > call.deadline) {
        this.stop(new OffThreadFailure('time', `${Math.round(this.limits.timeoutMs / 1000)} s`));
        return;
      }
    }
  }

  private async receive(message: FromWorker) {
    switch (message.type) {
      case 'db': {
        const { type: _type, id, ...request } = message;
        try {
          if (!this.bridge) throw new Error('This database takes no queries from workers.');
          const result = await this.bridge.answer({ type: 'db', id, ...request });
          this.post({ type: 'db-reply', id, result });
        } catch (error) {
          this.post({ type: 'db-reply', id, error: sendError(error) });
        }
        return;
      }
      case 'content-changed':
        sitePublisher().contentChanged(message.change);
        return;
      case 'progress':
        this.calls.get(message.id)?.onProgress?.(message.data);
        return;
      case 'done': {
        const call = this.calls.get(message.id);
        const { result, streamed } = message.result as { result: unknown; streamed: boolean };
        if (!streamed) this.settle(message.id);
        else if (call) call.deadline = Number.POSITIVE_INFINITY;
        call?.resolve({ result, streamed });
        return;
      }
      case 'fail': {
        const call = this.calls.get(message.id);
        this.settle(message.id);
        call?.reject(receiveError(message.error));
        return;
      }
      case 'chunk':
        this.calls.get(message.id)?.chunk?.(message.bytes);
        return;
      case 'end': {
        const call = this.calls.get(message.id);
        this.settle(message.id);
        call?.chunk?.(null);
        return;
      }
    }
  }

  /** A call is over: a worker of its own stops; a shared one waits for the next. */
  private settle(id: number) {
    this.calls.delete(id);
    if (this.calls.size > 0) return;
    if (!this.limits.shared) {
      this.stop(null);
      return;
    }
    this.idleTimer = setTimeout(() => this.stop(null), SHARED_IDLE_MS);
    this.idleTimer.unref();
  }

  private fail(failure: OffThreadFailure) {
    if (this.died) return;
    this.died = failure;
    clearInterval(this.watchdog);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    void this.bridge?.abandon();
    for (const call of this.calls.values()) {
      call.reject(failure);
      call.chunk?.(null, failure);
    }
    this.calls.clear();
    this.onGone();
  }

  /** Stops the worker; its calls fail with `failure` (none: it was idle). */
  stop(failure: OffThreadFailure | null) {
    this.fail(failure ?? new OffThreadFailure('crash', 'the worker was stopped'));
    void this.worker.terminate();
  }

  run(task: string, input: unknown, onProgress?: (data: unknown) => void) {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const id = this.next++;
    const settled = new Promise<{ result: unknown; streamed: boolean }>((resolve, reject) => {
      if (this.died) return reject(this.died);
      this.calls.set(id, {
        onProgress,
        resolve,
        reject,
        deadline: Date.now() + this.limits.timeoutMs,
      });
      this.post({ type: 'run', id, task, input });
    });
    return { id, settled };
  }

  /** The bytes of a streaming call, pulled from the worker a chunk at a time. */
  stream(id: number): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>(
      {
        pull: (controller) =>
          new Promise<void>((resolve) => {
            const call = this.calls.get(id);
            if (!call) {
              controller.error(this.died ?? new Error('The stream is over.'));
              return resolve();
            }
            call.chunk = (bytes, error) => {
              call.chunk = undefined;
              if (error) controller.error(error);
              else if (bytes) controller.enqueue(bytes);
              else controller.close();
              resolve();
            };
            this.post({ type: 'pull', id });
          }),
        cancel: () => {
          this.post({ type: 'cancel', id });
          this.settle(id);
        },
      },
      { highWaterMark: 0 },
    );
  }
}

const sharedHosts = processSingleton(
  'northbeam.sharedWorkers',
  () => new Map<string, WorkerHost>(),
);

async function hostFor(entry: URL, limits: TaskLimits): Promise<WorkerHost> {
  const database = await getDatabase();
  if (!limits.shared) return new WorkerHost(entry, limits, database);
  const hosts = sharedHosts.get();
  const existing = hosts.get(limits.shared);
  if (existing?.alive && existing.database === database) return existing;
  existing?.stop(null);
  const host = new WorkerHost(entry, limits, database);
  host.onGone = () => {
    if (hosts.get(limits.shared!) === host) hosts.delete(limits.shared!);
  };
  hosts.set(limits.shared, host);
  return host;
}

/**
 * Runs `task` off the serving thread within `limits` and answers its result (and, for a streaming
 * task, its bytes); rejects with the error the task threw, or with OffThreadFailure.
 */
export async function runOffThread<K extends TaskName>(
  task: K,
  input: TaskInput<K>,
  limits: TaskLimits,
  onProgress?: (data: unknown) => void,
): Promise<TaskRun<K>> {
  const entry = workerEntry.get();
  if (!entry) return runInLine(task, input, onProgress);
  const host = await hostFor(entry, limits);
  const { id, settled } = host.run(task, input, onProgress);
  const { result, streamed } = await settled;
  return {
    result: result as TaskResult<K>,
    ...(streamed && { stream: host.stream(id) }),
  };
}

/** Where no worker can start: the task here, its stream handed over as it is. */
async function runInLine<K extends TaskName>(
  task: K,
  input: TaskInput<K>,
  onProgress?: (data: unknown) => void,
): Promise<TaskRun<K>> {
  const { TASKS } = await import('./tasks.ts');
  let stream: ReadableStream<Uint8Array> | undefined;
  const context: TaskContext = {
    progress: (data) => onProgress?.(data),
    stream: (readable) => {
      stream = Readable.toWeb(readable) as ReadableStream<Uint8Array>;
    },
  };
  const result = (await (TASKS[task] as (input: unknown, context: TaskContext) => unknown)(
    input,
    context,
  )) as TaskResult<K>;
  return { result, ...(stream && { stream }) };
}
