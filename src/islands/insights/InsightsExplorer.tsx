/** @jsxImportSource preact */
/**
 * The /insights list: audience, journey-stage and topic chips, cards and pagination. The build renders
 * the unfiltered first page; in the browser the island loads the pre-built index once and filters and
 * pages locally, keeping filters and page in the URL query (shareable, survives reload, Back works).
 * The first page needs no index: it is fetched once the URL asks for more, or as soon as the visitor
 * reaches for the filters or pages (pointer or focus inside), so a visit that only reads costs none.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  EMPTY_QUERY,
  clearFilters,
  hasActiveFilters,
  insightsSearch,
  parseInsightsQuery,
  toggleFilter,
  type FilterKind,
  type InsightsQuery,
} from '#lib/insights/url-state.ts';
import { INSIGHTS_PAGE_SIZE, pageOf } from '#lib/insights/pagination.ts';
import { cardFromEntry } from '#lib/insights/cards.ts';
import { filterInsights } from '#lib/insights/filters.ts';
import {
  type IndexTaxonomy,
  type InsightsIndex,
  type InsightsIndexEntry,
} from '#lib/insights/search-index.ts';
import { totalPagesFor } from '#lib/insights/pagination.ts';
import { InsightGrid } from './InsightGrid.tsx';
import { Pagination } from './Pagination.tsx';

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

export const INDEX_UNAVAILABLE = {
  title: 'Filters are unavailable right now',
  text: 'Here are the newest posts; the page links below still work. Try again in a moment.',
  retry: 'Try again',
} as const;

type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; index: InsightsIndex }
  | { status: 'failed' };

export default function InsightsExplorer({
  taxonomies,
  firstPage,
  total,
  indexUrl = '/insights/index.json',
}: Props) {
  const [query, setQuery] = useState<InsightsQuery>(EMPTY_QUERY);
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // Sticky: once the index is wanted, it stays loaded whatever the URL does next.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  // The built HTML is not ready to filter: only the hydrated island is (data-ready).
  const [hydrated, setHydrated] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const sync = () => {
      const next = parseInsightsQuery(window.location.search);
      setQuery(next);
      if (!isDefault(next)) setWanted(true);
    };
    sync();
    setHydrated(true);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetch(indexUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as InsightsIndex;
      })
      .then(
        (index) => {
          if (!cancelled) setState({ status: 'ready', index });
        },
        (error: unknown) => {
          // Filtering only the pre-rendered cards would show wrong lists and counts: say so instead.
          console.error('Could not load the insights index', error);
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [indexUrl, attempt, wanted]);

  const navigate = (next: InsightsQuery, moveToResults = false) => {
    setQuery(next);
    want();
    window.history.pushState(null, '', `${window.location.pathname}${insightsSearch(next)}`);
    if (moveToResults) {
      resultsHeading.current?.scrollIntoView({ block: 'start' });
      resultsHeading.current?.focus({ preventScroll: true });
    }
  };

  const index = state.status === 'ready' ? state.index : null;
  const failed = state.status === 'failed';
  const chipTaxonomies = index?.taxonomies ?? taxonomies;
  const loading = state.status === 'loading' && !isDefault(query);
  // Without the index only the pre-rendered first page and the build's total are known.
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
    <div
      data-insights-explorer
      data-ready={hydrated && state.status !== 'loading'}
      data-state={state.status}
      onPointerEnter={want}
      onFocusIn={want}
    >
      <section aria-labelledby="insight-filters-title" class="card">
        <div class="flex flex-wrap items-center justify-between gap-4">
          <h2 id="insight-filters-title" class="text-lg font-semibold text-ink">
            Filter insights
          </h2>
          {hasActiveFilters(query) && !failed && (
            <button type="button" class="link text-sm" onClick={() => navigate(clearFilters())}>
              Clear all filters
            </button>
          )}
        </div>
        {failed && (
          <div
            role="alert"
            class="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-ink"
          >
            <div>
              <p class="font-semibold">{INDEX_UNAVAILABLE.title}</p>
              <p class="text-sm">{INDEX_UNAVAILABLE.text}</p>
            </div>
            <button
              type="button"
              class="btn-secondary px-4 py-2 text-sm"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {INDEX_UNAVAILABLE.retry}
            </button>
          </div>
        )}
        {GROUPS.map(({ kind, label, list }) => (
          <ChipGroup
            key={kind}
            label={label}
            options={chipTaxonomies[list]}
            selected={failed ? null : query[kind]}
            disabled={failed}
            onToggle={(slug) => navigate(toggleFilter(query, kind, slug))}
          />
        ))}
      </section>

      <div class="mt-10 flex flex-wrap items-baseline justify-between gap-4">
        <h2 ref={resultsHeading} tabindex={-1} class="text-2xl font-bold text-ink scroll-mt-24">
          Latest insights
        </h2>
        <p
          class="text-slate-600"
          aria-live="polite"
          data-insights-count={loading ? undefined : listing.count}
        >
          {loading ? 'Loading…' : `${listing.count} ${listing.count === 1 ? 'post' : 'posts'}`}
        </p>
      </div>
      <div class="mt-6">
        <InsightGrid cards={cards} loading={loading} />
      </div>
      {!loading && (
        <Pagination
          current={listing.page}
          totalPages={listing.totalPages}
          // Without the index a page link is a plain link: the next page load tries the index again.
          hrefFor={(page) =>
            `/insights${insightsSearch({ ...(failed ? EMPTY_QUERY : query), page })}`
          }
          {...(failed ? {} : { onNavigate: (page: number) => navigate({ ...query, page }, true) })}
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
  disabled,
  onToggle,
}: {
  label: string;
  options: readonly IndexTaxonomy[];
  selected: string | null;
  disabled: boolean;
  onToggle: (slug: string) => void;
}) {
  const id = `chips-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={id} class="mt-5">
      <h3 id={id} class="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {label}
      </h3>
      <ul class="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.slug === selected;
          return (
            <li key={option.slug}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => onToggle(option.slug)}
                class={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${disabled ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600' : pressed ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'}`}
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
