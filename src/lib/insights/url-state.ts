/**
 * The explorer's state as it lives in the URL query: one optional slug per filter and the page.
 * Chip clicks change the state; the query string is its only persistent form.
 */

export type FilterKind = 'persona' | 'journeyStage' | 'topic';
export const FILTER_KINDS: readonly FilterKind[] = ['persona', 'journeyStage', 'topic'];

/** Query-string parameter of each filter. */
export const FILTER_PARAMS: Record<FilterKind, string> = {
  persona: 'persona',
  journeyStage: 'journey',
  topic: 'topic',
};

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
