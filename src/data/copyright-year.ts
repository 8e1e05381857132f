/**
 * The year the footer's copyright names: a read like the database's, so that the first publish of a
 * new year renders every page again instead of keeping last year's footer on the pages it did not
 * change.
 */
import { buildSource } from '#lib/publishing/page-reads.ts';

export const copyrightYear = buildSource('copyright-year', () =>
  Promise.resolve(new Date().getFullYear()),
);
