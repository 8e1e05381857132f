import type { z } from 'zod';

/** What became of one item of an import, as the job's log and counts record it. */
export interface ItemOutcome {
  /** `failed`: importing it threw (a damaged file, a value the database refused): recorded, passed. */
  outcome: 'created' | 'skipped' | 'unchanged' | 'failed';
  /** One line a person reads: where it went, or why it was skipped or failed. */
  message: string;
  /** What it added: posts, images, redirects, taxonomies, … */
  counts?: Record<string, number>;
}

/** The first three problems zod found, as one line ("slug: Use lowercase letters…"). */
export const firstIssue = (error: z.ZodError) =>
  error.issues
    .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
    .slice(0, 3)
    .join(' ');
