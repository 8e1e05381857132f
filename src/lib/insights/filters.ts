/**
 * The one filtering rule for insights, used by the browser explorer (on index entries) and by the
 * build's taxonomy pages (on posts): a post matches a filter when it is tagged with its slug.
 */
import type { InsightSummary, Taxonomies } from '#lib/content/types.ts';
import type { InsightsIndexEntry } from './search-index.ts';
import { FILTER_KINDS, type FilterKind, type InsightsQuery } from './url-state.ts';

const TAG_LISTS = {
  persona: 'personas',
  journeyStage: 'journeyStages',
  topic: 'topics',
} as const satisfies Record<FilterKind, keyof Taxonomies>;

/** Posts matching every active filter, in index order. */
export function filterInsights(
  posts: readonly InsightsIndexEntry[],
  query: InsightsQuery,
): InsightsIndexEntry[] {
  return posts.filter((post) =>
    FILTER_KINDS.every((kind) => {
      const slug = query[kind];
      return slug === null || post[TAG_LISTS[kind]].includes(slug);
    }),
  );
}

/** Posts grouped by the slugs of one taxonomy, each group keeping the list's order. */
export function groupByTaxonomy<
  T extends Pick<InsightSummary, 'personas' | 'journeyStages' | 'topics'>,
>(all: readonly T[], kind: FilterKind): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const post of all) {
    for (const taxonomy of post[TAG_LISTS[kind]]) {
      const group = groups.get(taxonomy.slug);
      if (group) group.push(post);
      else groups.set(taxonomy.slug, [post]);
    }
  }
  return groups;
}
