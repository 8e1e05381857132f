/**
 * An import as the admin's routes run it: every part that reads, plans or imports runs in the
 * import worker (src/lib/workers/), so a 50 MB file never holds the site's visitors, and a file
 * that needs more memory or time than an import may use kills that worker, not the site. The
 * serving thread keeps what a step reports as it goes: should the worker die on an item, that item
 * is recorded as failed (with what the step did before it) and the next step goes on after it.
 */
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database } from '#lib/db/database.ts';
import type { ImportLogEntry } from '#lib/db/schema.ts';
import { OffThreadFailure, runOffThread } from '#lib/workers/pool.ts';
import { WORKER_LIMITS } from '#lib/workers/limits.ts';
import type { StepProgress } from '#lib/workers/tasks.ts';
import { ImportFileError } from './errors.ts';
import type { ImportMapping } from './fields.ts';
import { finishJob, getJob, saveProgress, type ImportJob } from './jobs.ts';
import type { ImportFiles } from './open.ts';

/** A failure of the import's worker while it read the files, as the refusal of the file. */
function asRefusal(error: unknown): never {
  if (error instanceof OffThreadFailure && error.reason !== 'crash') {
    throw new ImportFileError(
      'file',
      `This file cannot be imported: reading it needs more ${error.reason === 'memory' ? 'memory' : 'time'} than an import may use. ${error.message}`,
    );
  }
  throw error;
}

export async function startImport(input: {
  actor: AdminUser;
  files: ImportFiles;
  label: string;
  id: string;
}) {
  return (await runOffThread('import.start', input, WORKER_LIMITS.import).catch(asRefusal)).result;
}

export async function importWithPlan(id: string) {
  return (await runOffThread('import.plan', { id }, WORKER_LIMITS.import).catch(asRefusal)).result;
}

export async function remapImport(id: string, mapping: ImportMapping, expectedVersion: number) {
  return (
    await runOffThread(
      'import.remap',
      { id, mapping, expectedVersion },
      WORKER_LIMITS.import,
    ).catch(asRefusal)
  ).result;
}

/**
 * One step of the job, in the import worker. Should the worker die while importing an item (its
 * memory or time ran out), that item is recorded as failed, with the items the step did before it,
 * and the job moves past it.
 */
export async function importStep(db: Database, actor: AdminUser, id: string): Promise<ImportJob> {
  let starting: Extract<StepProgress, { kind: 'start' }> | null = null;
  let unsaved: { entries: ImportLogEntry[]; counts: Record<string, number> } = {
    entries: [],
    counts: {},
  };
  const watch = (data: unknown) => {
    const progress = data as StepProgress;
    if (progress.kind === 'start') starting = progress;
    else if (progress.kind === 'saved') unsaved = { entries: [], counts: {} };
    else {
      starting = null;
      unsaved.entries.push(progress.entry as ImportLogEntry);
      for (const [key, value] of Object.entries(progress.counts)) {
        unsaved.counts[key] = (unsaved.counts[key] ?? 0) + value;
      }
    }
  };
  try {
    return (await runOffThread('import.step', { actor, id }, WORKER_LIMITS.import, watch)).result;
  } catch (error) {
    const item = starting as Extract<StepProgress, { kind: 'start' }> | null;
    if (!(error instanceof OffThreadFailure) || !item) return asRefusal(error);
    const job = await getJob(db, id);
    // Saved meanwhile by another process, or the worker saved past the item: nothing to record.
    if (job.done + unsaved.entries.length !== item.position) throw error;
    const failed: ImportLogEntry = {
      key: item.key,
      title: item.title,
      outcome: 'failed',
      message: `The import stopped on it: ${error.message} Nothing of it was saved; the import goes on without it.`,
    };
    const saved = await saveProgress(
      db,
      actor,
      job,
      item.position + 1,
      [...unsaved.entries, failed],
      { ...unsaved.counts, failed: (unsaved.counts.failed ?? 0) + 1 },
    );
    if (saved.state === 'done') await finishJob(saved);
    return saved;
  }
}
