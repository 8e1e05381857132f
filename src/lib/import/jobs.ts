/**
 * An import as a job (import_jobs) that runs in steps and can be resumed (docs/moving-in-and-out.md):
 * the admin's screen (or the command line) asks for one step after another; each step imports items
 * for a couple of seconds, and after each item the job records how far it got, with what became of
 * the item. A step asked for after a restart, a closed tab or a failure starts where the last one
 * stopped; every item is idempotent besides (its import record), so nothing is ever created twice.
 * An item that fails (a damaged file, a value the database refuses) is recorded as failed with its
 * reason and the job moves on: one bad item never jams a job. The site is rebuilt once, when the
 * last item is done.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database } from '#lib/db/database.ts';
import { importJobs, type ImportJobRow, type ImportLogEntry } from '#lib/db/schema.ts';
import { recordActivity } from '#lib/audit/activity.ts';
import { ContentError } from '#lib/content/errors.ts';
import { staleMessage } from '#lib/content/versioned.ts';
import { sqlStateOf, storageFailure } from '#lib/db/storage-failure.ts';
import { describeFailure } from '#lib/http/failure.ts';
import { sitePublisher } from '#lib/publishing/index.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import type { DryRun, ImportMapping } from './fields.ts';
import { ImportFileError } from './errors.ts';
import { openImport, type ImportFiles, type OpenedImport } from './open.ts';
import type { ItemOutcome } from './outcome.ts';
import { removeJobFiles } from './staging.ts';

/**
 * How long one step imports before it answers (the screen asks for the next one at once): short
 * enough for any proxy's timeout, long enough that an hour's import stays inside the admin's write
 * allowance (300 writes in 10 minutes).
 */
export const STEP_MS = 4_000;
/** The job's log keeps the latest entries. */
const LOG_LIMIT = 1_000;
/** How often a running step saves how far it got. */
const SAVE_EVERY_MS = 1_000;

export type ImportJob = ImportJobRow;

const NOT_FOUND = 'That import does not exist (it may have been deleted).';

/** Opened imports by job, so a step does not read and plan a 50 MB file again. */
const opened = processSingleton(
  'northbeam.importsOpened',
  () => new Map<string, { version: number; files: string; open: OpenedImport }>(),
);
/** Steps running in this process, by job. */
const running = processSingleton(
  'northbeam.importsRunning',
  () => new Map<string, Promise<ImportJob>>(),
);

function keep(jobId: string, version: number, files: ImportFiles, open: OpenedImport) {
  const cache = opened.get();
  cache.get(jobId)?.open.close();
  cache.set(jobId, { version, files: JSON.stringify(files), open });
  // Two open imports at most: each may hold a large file in memory.
  for (const [id, entry] of [...cache].slice(0, -2)) {
    entry.open.close();
    cache.delete(id);
  }
}

function forget(jobId: string) {
  opened.get().get(jobId)?.open.close();
  opened.get().delete(jobId);
}

export async function getJob(db: Database, id: string): Promise<ImportJob> {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  if (!job) throw new ContentError('not-found', NOT_FOUND);
  return job;
}

export async function listJobs(db: Database): Promise<ImportJob[]> {
  return db.select().from(importJobs).orderBy(desc(importJobs.createdAt)).limit(20);
}

/** The job's import, opened (and planned) again if this process has not got it open. */
async function openedFor(db: Database, job: ImportJob): Promise<OpenedImport> {
  const cached = opened.get().get(job.id);
  if (cached && cached.version === job.version) return cached.open;
  const open = await openImport(
    db,
    job.files as ImportFiles,
    job.kind === 'wordpress' && job.mapping.terms
      ? (job.mapping as unknown as ImportMapping)
      : null,
  );
  keep(job.id, job.version, job.files as ImportFiles, open);
  return open;
}

/**
 * Opens and plans the files, and records a job for them (nothing is imported yet). `id` is the job's
 * id when its files were moved into a folder of its own first.
 */
export async function startJob(
  db: Database,
  actor: AdminUser,
  files: ImportFiles,
  label: string,
  id: string = randomUUID(),
  mapping: ImportMapping | null = null,
): Promise<{ job: ImportJob; dryRun: DryRun }> {
  const open = await openImport(db, files, mapping);
  const [job] = await db
    .insert(importJobs)
    .values({
      id,
      kind: open.kind,
      source: open.source,
      label:
        label ||
        (open.kind === 'wordpress' ? open.dryRun.source : `Export of ${open.dryRun.source}`),
      files: files as { main: string; uploads?: string },
      mapping: (open.dryRun.mapping ?? {}) as unknown as Record<string, unknown>,
      total: open.items.length,
      createdBy: actor.email,
    })
    .returning();
  keep(job!.id, job!.version, files, open);
  return { job: job!, dryRun: open.dryRun };
}

/** An import of these very files that has not finished (the command line resumes it). */
export async function unfinishedJobFor(
  db: Database,
  files: ImportFiles,
): Promise<ImportJob | null> {
  const candidates = await db
    .select()
    .from(importJobs)
    .where(eq(importJobs.state, 'running'))
    .orderBy(desc(importJobs.createdAt));
  return (
    candidates.find(
      (job) => job.files.main === files.main && (job.files.uploads ?? undefined) === files.uploads,
    ) ?? null
  );
}

/** The job with its dry run (null once it is done, or when its files are gone). */
export async function jobWithPlan(
  db: Database,
  id: string,
): Promise<{ job: ImportJob; dryRun: DryRun | null; filesGone?: boolean }> {
  const job = await getJob(db, id);
  if (job.state === 'done') return { job, dryRun: null };
  try {
    return { job, dryRun: (await openedFor(db, job)).dryRun };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { job, dryRun: null, filesGone: true };
    throw error;
  }
}

/** A new mapping for a job that has not started: its dry run again, at the next version. */
export async function remapJob(
  db: Database,
  id: string,
  mapping: ImportMapping,
  expectedVersion: number,
): Promise<{ job: ImportJob; dryRun: DryRun }> {
  const job = await getJob(db, id);
  if (job.version !== expectedVersion) {
    throw new ContentError('stale', staleMessage('import'), { currentVersion: job.version });
  }
  if (job.kind !== 'wordpress' || job.done > 0) {
    throw new ContentError(
      'conflict',
      'This import has started (or has no mapping): its mapping can no longer change.',
    );
  }
  const open = await openImport(db, job.files as ImportFiles, mapping);
  const [saved] = await db
    .update(importJobs)
    .set({
      mapping: open.dryRun.mapping as unknown as Record<string, unknown>,
      total: open.items.length,
      version: sql`${importJobs.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(importJobs.id, id), eq(importJobs.version, expectedVersion)))
    .returning();
  if (!saved)
    throw new ContentError('stale', staleMessage('import'), { currentVersion: job.version + 1 });
  keep(saved.id, saved.version, job.files as ImportFiles, open);
  return { job: saved, dryRun: open.dryRun };
}

const isDone = (job: ImportJob) => job.state === 'done';

const add = (counts: Record<string, number>, more: Record<string, number>) => {
  const sum = { ...counts };
  for (const [key, value] of Object.entries(more)) sum[key] = (sum[key] ?? 0) + value;
  return sum;
};

/** What a step reports as it goes (the serving thread keeps it, to record a step its worker died in). */
export interface StepWatcher {
  /** Item `position` is about to be imported. */
  onStart?: (position: number, item: { key: string; title: string }) => void;
  /** An item is done: the job as it then stands (`done` moved on), its log entry and counts. */
  onItem?: (job: ImportJob, entry: ImportLogEntry, counts: Record<string, number>) => void;
  /** Progress up to `done` is saved. */
  onSave?: (done: number) => void;
}

/**
 * Saves progress: the job moved from `job.done` to `position`, with these log entries and counts;
 * finished, it logs the activity. Answers the job as it then stands (as another process left it,
 * should one have moved it on meanwhile).
 */
export async function saveProgress(
  db: Database,
  actor: AdminUser,
  job: ImportJob,
  position: number,
  entries: ImportLogEntry[],
  counts: Record<string, number>,
): Promise<ImportJob> {
  const finished = position === job.total;
  const [next] = await db.transaction(async (tx) => {
    const moved = await tx
      .update(importJobs)
      .set({
        done: position,
        state: finished ? 'done' : 'running',
        counts: add(job.counts, counts),
        log: [...job.log, ...entries].slice(-LOG_LIMIT),
        updatedAt: new Date(),
      })
      .where(and(eq(importJobs.id, job.id), eq(importJobs.done, job.done)))
      .returning();
    if (moved[0] && finished) {
      await recordActivity(tx, actor, {
        action: 'import.finished',
        subjectType: 'import',
        subjectId: job.id,
        summary: `Finished importing ${job.label}: ${summary(moved[0].counts)}`,
        details: moved[0].counts,
      });
    }
    return moved;
  });
  return next ?? (await getJob(db, job.id));
}

/** A finished job: its files go, and the site is rebuilt if it created anything. */
export async function finishJob(job: ImportJob): Promise<void> {
  forget(job.id);
  await removeJobFiles(job.id);
  if ((job.counts.created ?? 0) > 0) sitePublisher().contentChanged(`Imported ${job.label}`);
}

/** Failures that are the server's, not the item's: the step stops and answers them. */
function stopsTheStep(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT' || storageFailure(error) !== null;
}

/** Why an item failed, in words the log can show (never the values it held). */
export function failureMessage(error: unknown): string {
  if (error instanceof ImportFileError || error instanceof ContentError) return error.message;
  const code = sqlStateOf(error);
  if (code) return `The database refused it (error ${code}); nothing of it was saved.`;
  return 'It could not be imported (the server’s log says why); nothing of it was saved.';
}

/**
 * Imports items from where the job stopped, for about `budgetMs` (Infinity: to the end), and returns
 * the job as it then stands. A step already running in this process is waited for instead. An item
 * that throws is recorded as failed, with its reason, and the step goes on with the next.
 */
export async function runStep(
  db: Database,
  actor: AdminUser,
  id: string,
  { budgetMs = STEP_MS, onStart, onItem, onSave }: { budgetMs?: number } & StepWatcher = {},
): Promise<ImportJob> {
  const busy = running.get().get(id);
  if (busy) return busy;
  const step = (async () => {
    let job = await getJob(db, id);
    if (job.state === 'done') return job;
    const open = await openedFor(db, job);
    const started = Date.now();
    // Progress is saved every second or so (not after each item: rewriting the job's log each time
    // cost more than the items); an item done but not yet saved is found imported when redone.
    let position = job.done;
    let unsaved: { entries: ImportLogEntry[]; counts: Record<string, number> } = {
      entries: [],
      counts: {},
    };
    let savedAt = Date.now();
    const save = async () => {
      if (unsaved.entries.length === 0) return;
      job = await saveProgress(db, actor, job, position, unsaved.entries, unsaved.counts);
      // Another process may have moved the job on meanwhile: carry on from where it is.
      position = job.done;
      unsaved = { entries: [], counts: {} };
      savedAt = Date.now();
      onSave?.(position);
    };
    const first = position;
    // At least one item a step, however short the budget or slow the machine: every step moves on.
    while (position < job.total && (position === first || Date.now() - started < budgetMs)) {
      const item = open.items[position]!;
      onStart?.(position, item);
      let outcome: ItemOutcome;
      try {
        outcome = await open.apply(db, actor, position);
      } catch (error) {
        if (stopsTheStep(error)) throw error;
        console.error(`[import] ${item.key} of job ${id} failed: ${describeFailure(error)}`);
        outcome = { outcome: 'failed', message: failureMessage(error) };
      }
      const entry: ImportLogEntry = {
        key: item.key,
        title: item.title,
        outcome: outcome.outcome,
        message: outcome.message,
      };
      const counts = { ...outcome.counts, [outcome.outcome]: 1 };
      position += 1;
      unsaved.entries.push(entry);
      unsaved.counts = add(unsaved.counts, counts);
      onItem?.({ ...job, done: position }, entry, counts);
      if (position === job.total || Date.now() - savedAt > SAVE_EVERY_MS) await save();
    }
    await save();
    // `save` moved it on (TypeScript does not see assignments made in a closure).
    if (isDone(job)) await finishJob(job);
    return job;
  })();
  running.get().set(id, step);
  try {
    return await step;
  } finally {
    running.get().delete(id);
  }
}

/** "12 created, 3 skipped, 40 redirects": a job's counts in words. */
export function summary(counts: Record<string, number>): string {
  const words: [string, string][] = [
    ['created', 'created'],
    ['skipped', 'skipped'],
    ['failed', 'failed'],
    ['unchanged', 'already there'],
    ['posts', 'posts'],
    ['images', 'images'],
    ['redirects', 'redirects'],
  ];
  return (
    words
      .filter(([key]) => counts[key])
      .map(([key, word]) => `${counts[key]} ${word}`)
      .join(', ') || 'nothing to do'
  );
}
