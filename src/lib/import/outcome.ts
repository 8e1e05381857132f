/** What became of one item of an import, as the job's log and counts record it. */
export interface ItemOutcome {
  outcome: 'created' | 'skipped' | 'unchanged';
  /** One line a person reads: where it went, or why it was skipped. */
  message: string;
  /** What it added: posts, images, redirects, taxonomies, … */
  counts?: Record<string, number>;
}
