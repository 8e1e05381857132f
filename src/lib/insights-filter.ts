/**
 * The /insights explorer without the UI: the compact index the build publishes, the filter state
 * kept in the URL query, filtering and paging in the browser, and what a card shows.
 */
import type { InsightSummary, Taxonomies, Taxonomy } from './content/types.ts';
import { clampPage, totalPagesFor } from './pagination.ts';

/** Spec §9: insights list 12 posts to a page. */
export const INSIGHTS_PAGE_SIZE = 12;

export interface IndexTaxonomy {
  slug: string;
  name: string;
}

/** One post in /insights/index.json: only what cards and filters need. */
export interface InsightsIndexEntry {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  /** Publication time, ISO 8601. */
  date: string;
  minutes: number;
  /** Taxonomy slugs, each list ordered by name. */
  personas: string[];
  journeyStages: string[];
  topics: string[];
}

export interface InsightsIndex {
  taxonomies: {
    personas: IndexTaxonomy[];
    journeyStages: IndexTaxonomy[];
    topics: IndexTaxonomy[];
  };
  /** Newest first. */
  posts: InsightsIndexEntry[];
}

export type FilterKind = 'persona' | 'journeyStage' | 'topic';
export const FILTER_KINDS: readonly FilterKind[] = ['persona', 'journeyStage', 'topic'];

/** Query-string parameter of each filter. */
export const FILTER_PARAMS: Record<FilterKind, string> = {
  persona: 'persona',
  journeyStage: 'journey',
  topic: 'topic',
};

const ENTRY_LISTS = {
  persona: 'personas',
  journeyStage: 'journeyStages',
  topic: 'topics',
} as const satisfies Record<FilterKind, keyof Taxonomies>;

/** What the explorer shows: one optional slug per filter and the page. */
export interface InsightsQuery {
  persona: string | null;
  journeyStage: string | null;
  topic: string | null;
  page: number;
}

export const EMPTY_QUERY: InsightsQuery = {
  persona: null,
  journeyStage: null,
  topic: null,
  page: 1,
};

const slim = (t: Pick<Taxonomy, 'slug' | 'name'>): IndexTaxonomy => ({
  slug: t.slug,
  name: t.name,
});

export function toIndexEntry(insight: InsightSummary): InsightsIndexEntry {
  return {
    slug: insight.slug,
    title: insight.title,
    excerpt: insight.excerpt,
    cover: insight.coverImageUrl,
    date: insight.publishedAt.toISOString(),
    minutes: insight.readingMinutes,
    personas: insight.personas.map((t) => t.slug),
    journeyStages: insight.journeyStages.map((t) => t.slug),
    topics: insight.topics.map((t) => t.slug),
  };
}

/** The published index: every public insight (newest first) and the chips' taxonomies. */
export function insightsIndex(
  insights: readonly InsightSummary[],
  taxonomies: Taxonomies,
): InsightsIndex {
  return {
    taxonomies: {
      personas: taxonomies.personas.map(slim),
      journeyStages: taxonomies.journeyStages.map(slim),
      topics: taxonomies.topics.map(slim),
    },
    posts: insights.map(toIndexEntry),
  };
}

/** Reads the explorer state from a query string; missing or malformed values fall back to defaults. */
export function parseInsightsQuery(search: string | URLSearchParams): InsightsQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = (kind: FilterKind) => params.get(FILTER_PARAMS[kind])?.trim() || null;
  const page = Number(params.get('page') ?? '1');
  return {
    persona: value('persona'),
    journeyStage: value('journeyStage'),
    topic: value('topic'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a state ('' for the unfiltered first page), filters first, then page. */
export function insightsSearch(query: InsightsQuery): string {
  const params = new URLSearchParams();
  for (const kind of FILTER_KINDS) {
    const slug = query[kind];
    if (slug) params.set(FILTER_PARAMS[kind], slug);
  }
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Clicking a chip: selects it (replacing the filter's other choice) or, when selected, clears it. */
export function toggleFilter(query: InsightsQuery, kind: FilterKind, slug: string): InsightsQuery {
  return { ...query, [kind]: query[kind] === slug ? null : slug, page: 1 };
}

export function clearFilters(): InsightsQuery {
  return { ...EMPTY_QUERY };
}

export function hasActiveFilters(query: InsightsQuery): boolean {
  return FILTER_KINDS.some((kind) => query[kind] !== null);
}

/** Posts matching every active filter, in index order. */
export function filterInsights(
  posts: readonly InsightsIndexEntry[],
  query: InsightsQuery,
): InsightsIndexEntry[] {
  return posts.filter((post) =>
    FILTER_KINDS.every((kind) => {
      const slug = query[kind];
      return slug === null || post[ENTRY_LISTS[kind]].includes(slug);
    }),
  );
}

export interface InsightsPage<T> {
  items: T[];
  count: number;
  page: number;
  totalPages: number;
}

/** One page of a list; a page past the end shows the last page. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize = INSIGHTS_PAGE_SIZE,
): InsightsPage<T> {
  const totalPages = totalPagesFor(items.length, pageSize);
  const current = clampPage(page, totalPages);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    count: items.length,
    page: current,
    totalPages,
  };
}

/** What a post card shows (spec §2 /insights): its first audience and at most two topics. */
export interface InsightCardData {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  date: string;
  minutes: number;
  audience: IndexTaxonomy | null;
  topics: IndexTaxonomy[];
}

export const CARD_TOPICS = 2;

/** A card from an index entry, naming its tags from the index's taxonomies. */
export function cardFromEntry(
  entry: InsightsIndexEntry,
  taxonomies: InsightsIndex['taxonomies'],
): InsightCardData {
  const named = (list: readonly IndexTaxonomy[], slug: string) =>
    list.find((t) => t.slug === slug) ?? { slug, name: slug };
  const audience = entry.personas[0];
  return {
    slug: entry.slug,
    title: entry.title,
    excerpt: entry.excerpt,
    cover: entry.cover,
    date: entry.date,
    minutes: entry.minutes,
    audience: audience === undefined ? null : named(taxonomies.personas, audience),
    topics: entry.topics.slice(0, CARD_TOPICS).map((slug) => named(taxonomies.topics, slug)),
  };
}

/** A card from a post read at build time. */
export function cardFromInsight(insight: InsightSummary): InsightCardData {
  const audience = insight.personas[0];
  return {
    slug: insight.slug,
    title: insight.title,
    excerpt: insight.excerpt,
    cover: insight.coverImageUrl,
    date: insight.publishedAt.toISOString(),
    minutes: insight.readingMinutes,
    audience: audience ? slim(audience) : null,
    topics: insight.topics.slice(0, CARD_TOPICS).map(slim),
  };
}

/** Posts grouped by the slugs of one taxonomy, each group keeping the list's order. */
export function groupByTaxonomy<
  T extends Pick<InsightSummary, 'personas' | 'journeyStages' | 'topics'>,
>(all: readonly T[], kind: FilterKind): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const post of all) {
    for (const taxonomy of post[ENTRY_LISTS[kind]]) {
      const group = groups.get(taxonomy.slug);
      if (group) group.push(post);
      else groups.set(taxonomy.slug, [post]);
    }
  }
  return groups;
}
