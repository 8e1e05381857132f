/**
 * The /insights list: audience, journey-stage and topic chips, cards and pagination. The build renders
 * the unfiltered first page; in the browser the island loads the pre-built index once and filters and
 * pages locally, keeping filters and page in the URL query (shareable, survives reload, Back works).
 */
import { useEffect, useRef, useState } from 'react';
import {
  EMPTY_QUERY,
  INSIGHTS_PAGE_SIZE,
  cardFromEntry,
  clearFilters,
  filterInsights,
  hasActiveFilters,
  insightsSearch,
  pageOf,
  parseInsightsQuery,
  toggleFilter,
  type FilterKind,
  type IndexTaxonomy,
  type InsightsIndex,
  type InsightsIndexEntry,
  type InsightsQuery,
} from '../../lib/insights-filter.ts';
import { totalPagesFor } from '../../lib/pagination.ts';
import { InsightGrid } from './InsightGrid';
import { Pagination } from './Pagination';

interface Props {
  taxonomies: InsightsIndex['taxonomies'];
  /** The newest posts, shown before the index has loaded. */
  firstPage: InsightsIndexEntry[];
  /** Number of public posts. */
  total: number;
  indexUrl?: string;
}

const GROUPS: readonly { kind: FilterKind; label: string; list: keyof Props['taxonomies'] }[] = [
  { kind: 'persona', label: 'Audience', list: 'personas' },
  { kind: 'journeyStage', label: 'Journey Stage', list: 'journeyStages' },
  { kind: 'topic', label: 'Topic', list: 'topics' },
];

const isDefault = (query: InsightsQuery) => !hasActiveFilters(query) && query.page === 1;

export default function InsightsExplorer({
  taxonomies,
  firstPage,
  total,
  indexUrl = '/insights/index.json',
}: Props) {
  const [query, setQuery] = useState<InsightsQuery>(EMPTY_QUERY);
  const [index, setIndex] = useState<InsightsIndex | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const sync = () => setQuery(parseInsightsQuery(window.location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    let cancelled = false;
    fetch(indexUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as InsightsIndex;
      })
      .catch((error: unknown) => {
        // Spec §8: a failed list query is logged; what the page already shows stays.
        console.error('Could not load the insights index', error);
        return { taxonomies, posts: firstPage };
      })
      .then((loaded) => {
        if (!cancelled) setIndex(loaded);
      });
    return () => {
      cancelled = true;
    };
  }, [indexUrl, taxonomies, firstPage]);

  const navigate = (next: InsightsQuery, moveToResults = false) => {
    setQuery(next);
    window.history.pushState(null, '', `${window.location.pathname}${insightsSearch(next)}`);
    if (moveToResults) {
      resultsHeading.current?.scrollIntoView({ block: 'start' });
      resultsHeading.current?.focus({ preventScroll: true });
    }
  };

  const chipTaxonomies = index?.taxonomies ?? taxonomies;
  const loading = index === null && !isDefault(query);
  const listing = index
    ? pageOf(filterInsights(index.posts, query), query.page, INSIGHTS_PAGE_SIZE)
    : {
        items: firstPage,
        count: total,
        page: 1,
        totalPages: totalPagesFor(total, INSIGHTS_PAGE_SIZE),
      };
  const cards = listing.items.map((entry) => cardFromEntry(entry, chipTaxonomies));

  return (
    <div data-insights-explorer data-ready={index !== null}>
      <section aria-labelledby="insight-filters-title" className="card">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="insight-filters-title" className="text-lg font-semibold text-ink">
            Filter insights
          </h2>
          {hasActiveFilters(query) && (
            <button type="button" className="link text-sm" onClick={() => navigate(clearFilters())}>
              Clear all filters
            </button>
          )}
        </div>
        {GROUPS.map(({ kind, label, list }) => (
          <ChipGroup
            key={kind}
            label={label}
            options={chipTaxonomies[list]}
            selected={query[kind]}
            onToggle={(slug) => navigate(toggleFilter(query, kind, slug))}
          />
        ))}
      </section>

      <div className="mt-10 flex flex-wrap items-baseline justify-between gap-4">
        <h2 ref={resultsHeading} tabIndex={-1} className="text-2xl font-bold text-ink scroll-mt-24">
          Latest insights
        </h2>
        <p
          className="text-slate-600"
          aria-live="polite"
          data-insights-count={loading ? undefined : listing.count}
        >
          {loading ? 'Loading…' : `${listing.count} ${listing.count === 1 ? 'post' : 'posts'}`}
        </p>
      </div>
      <div className="mt-6">
        <InsightGrid cards={cards} loading={loading} />
      </div>
      {!loading && (
        <Pagination
          current={listing.page}
          totalPages={listing.totalPages}
          hrefFor={(page) => `/insights${insightsSearch({ ...query, page })}`}
          onNavigate={(page) => navigate({ ...query, page }, true)}
          label="Insights pages"
        />
      )}
    </div>
  );
}

function ChipGroup({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: readonly IndexTaxonomy[];
  selected: string | null;
  onToggle: (slug: string) => void;
}) {
  const id = `chips-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={id} className="mt-5">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {label}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.slug === selected;
          return (
            <li key={option.slug}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onToggle(option.slug)}
                className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${pressed ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'}`}
              >
                {option.name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
