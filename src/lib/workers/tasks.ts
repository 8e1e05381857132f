/**
 * The work that runs off the serving thread (pool.ts), by name: each task takes plain data (what
 * a structured clone carries) and answers plain data; a streaming task hands its bytes to
 * `context.stream`. Each loads its modules when first run, so a worker loads only what its kind of
 * work needs. Workers import this file; the serving thread only its types.
 */
import type { Readable } from 'node:stream';
import type { AdminUser } from '#lib/auth/types.ts';
import type { ImportMapping } from '#lib/import/fields.ts';
import type { ImportFiles } from '#lib/import/open.ts';

export interface TaskContext {
  /** Tells the serving thread how the work is going (an import's items as they are done). */
  progress(data: unknown): void;
  /** Hands over the bytes the task makes, which the serving thread pulls as it sends them. */
  stream(readable: Readable): void;
}

/** What an import step reports (src/lib/import/run.ts keeps it). */
export type StepProgress =
  | { kind: 'start'; position: number; key: string; title: string }
  | {
      kind: 'item';
      position: number;
      entry: { key: string; title: string; outcome: string; message: string };
      counts: Record<string, number>;
    }
  | { kind: 'saved'; done: number };

const database = async () => (await import('#lib/db/client.ts')).getDb();
const jobs = () => import('#lib/import/jobs.ts');

export const TASKS = {
  /** Answers at once: the serving thread waits for a worker to be ready before it locks anything. */
  ready: async (_input: Record<string, never>) => true,

  /** A CSV of redirects, checked, planned and saved (src/lib/redirects/csv.ts). */
  'redirects.csv': async ({ actor, text }: { actor: AdminUser; text: string }) =>
    (await import('#lib/redirects/csv.ts')).importRedirectCsv(await database(), actor, text),

  /**
   * Reads and plans an import's files, and records its job. The dry run crosses as JSON text: the
   * plan of a 50 MB export, as objects, took the serving thread a third of a second to receive.
   */
  'import.start': async (input: {
    actor: AdminUser;
    files: ImportFiles;
    label: string;
    id: string;
  }) => {
    const { startJob } = await jobs();
    const { job, dryRun } = await startJob(
      await database(),
      input.actor,
      input.files,
      input.label,
      input.id,
    );
    return { job, dryRun: JSON.stringify(dryRun) };
  },

  /** A job with its dry run as JSON text (planned again when this worker has not got it open). */
  'import.plan': async ({ id }: { id: string }) => {
    const { jobWithPlan } = await jobs();
    const { dryRun, ...rest } = await jobWithPlan(await database(), id);
    return { ...rest, dryRun: dryRun && JSON.stringify(dryRun) };
  },

  /** A new mapping of a WordPress import's terms, and its dry run as JSON text. */
  'import.remap': async (input: {
    id: string;
    mapping: ImportMapping;
    expectedVersion: number;
  }) => {
    const { remapJob } = await jobs();
    const { job, dryRun } = await remapJob(
      await database(),
      input.id,
      input.mapping,
      input.expectedVersion,
    );
    return { job, dryRun: JSON.stringify(dryRun) };
  },

  /** One step of an import, each item reported as it starts and ends. */
  'import.step': async ({ actor, id }: { actor: AdminUser; id: string }, context: TaskContext) =>
    (await jobs()).runStep(await database(), actor, id, {
      onStart: (position, item) =>
        context.progress({
          kind: 'start',
          position,
          key: item.key,
          title: item.title,
        } satisfies StepProgress),
      onItem: (job, entry, counts) =>
        context.progress({
          kind: 'item',
          position: job.done,
          entry,
          counts,
        } satisfies StepProgress),
      onSave: (done) => context.progress({ kind: 'saved', done } satisfies StepProgress),
    }),

  /** "Export everything": the ZIP's bytes as they are made, and the download in the activity log. */
  'export.site': async (
    { actor, site, now }: { actor: AdminUser; site: string; now: Date },
    context: TaskContext,
  ) => {
    const db = await database();
    const { siteExport } = await import('#lib/export/site-export.ts');
    const { recordActivity } = await import('#lib/audit/activity.ts');
    const { zip, counts } = await siteExport(db, { site, now });
    await recordActivity(db, actor, {
      action: 'site.exported',
      subjectType: 'import',
      summary: `Exported everything (${counts.posts} posts, ${counts.media} images, ${counts.leads} leads)`,
      details: counts,
    });
    context.stream(zip.outputStream as Readable);
    return counts;
  },

  /**
   * The embedded database's folder read into memory (the serving thread holds its queries while
   * this runs: nothing writes meanwhile), then written as one tar (src/lib/backup/snapshot.ts).
   */
  'backup.snapshot': async (
    { dataDir, leaveOut }: { dataDir: string; leaveOut: string[] },
    context: TaskContext,
  ) => {
    const { readFolder, tarOf } = await import('#lib/backup/folder-tar.ts');
    const entries = await readFolder(dataDir, leaveOut);
    context.progress('read');
    return tarOf(entries);
  },
} satisfies Record<string, (input: never, context: TaskContext) => Promise<unknown>>;

export type Tasks = typeof TASKS;
