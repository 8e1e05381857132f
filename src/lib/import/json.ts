/** How the admin API sends an import job: dates as strings, and never the server's file paths. */
import type { ImportJobRow } from '#lib/db/schema.ts';

export function importJobJson(job: ImportJobRow) {
  return {
    id: job.id,
    kind: job.kind,
    label: job.label,
    state: job.state,
    total: job.total,
    done: job.done,
    counts: job.counts,
    log: job.log,
    createdBy: job.createdBy,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    version: job.version,
  };
}

export type ImportJobJson = ReturnType<typeof importJobJson>;

/**
 * The answer about a job with its dry run, the dry run already JSON text (as the import worker
 * sends it: a large plan is not rebuilt as objects in the serving thread only to be written out).
 */
export function importAnswerBody(
  job: ImportJobRow,
  dryRunJson: string | null,
  extra: Record<string, unknown> = {},
): string {
  const rest = JSON.stringify({ job: importJobJson(job), ...extra }).slice(1, -1);
  return `{${rest},"dryRun":${dryRunJson ?? 'null'}}`;
}
