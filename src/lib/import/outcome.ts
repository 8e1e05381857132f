/** What became of one item of an import, as the job's log and counts record it. */
export interface ItemOutcome {
  /** `failed`: importing it threw (a damaged file, a value the database refused): recorded, passed. */
  outcome: 'created' | 'skipped' | 'unchanged' | 'failed';
  /** One line a person reads: where it went, or why it was skipped or failed. */
  message: string;
  /** What it added: posts, images, redirects, taxonomies, … */
  counts?: Record<string, number>;
}
