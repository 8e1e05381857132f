/**
 * Whether one of the site's own pages is retired (src/lib/pages/retire.ts): the build still writes
 * it, but its address redirects elsewhere, so it is marked noindex and left out of the site search.
 * Keyed by path: retiring one page renders only that page again.
 */
import { getDb } from '#lib/db/client.ts';
import { keyedBuildSource } from '#lib/publishing/page-reads.ts';
import { retiredPages } from '#lib/redirects/retired.ts';

export const isRetiredPage = keyedBuildSource(
  'retired-pages',
  async () => retiredPages(await getDb()),
  (retired, path) => retired.has(path),
);
