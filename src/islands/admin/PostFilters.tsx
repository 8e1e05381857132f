/** The post list's search box, filters and sort. Changing any of them goes back to page 1. */
import { useEffect, useState, type FormEvent } from 'react';
import { POST_STATUS_LABELS, type PostStatus } from '#lib/posts/status.ts';
import type { Taxonomies, TaxonomyOption } from './api.ts';
import { isFiltered, type ListState } from './list-url.ts';

interface Props {
  state: ListState;
  taxonomies: Taxonomies;
  onChange: (change: Partial<ListState>) => void;
  onClear: () => void;
}

const STATUSES = Object.entries(POST_STATUS_LABELS) as [PostStatus, string][];
const SORTS = [
  ['updated', 'Last updated'],
  ['published', 'Publish date'],
] as const;

/** The three taxonomies a post is filed under, in the order the form shows them. */
const TAXONOMY_FILTERS = [
  { key: 'persona', terms: 'personas', label: 'Audience', all: 'All audiences' },
  { key: 'stage', terms: 'journeyStages', label: 'Journey stage', all: 'All journey stages' },
  { key: 'topic', terms: 'topics', label: 'Topic', all: 'All topics' },
] as const satisfies readonly {
  key: keyof ListState;
  terms: keyof Taxonomies;
  label: string;
  all: string;
}[];

const selectClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

function Select(props: {
  id: string;
  label: string;
  value: string;
  all?: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        className={selectClass}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.all && <option value="">{props.all}</option>}
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

const optionsOf = (items: TaxonomyOption[]) => items.map((item) => [item.id, item.name] as const);

export function PostFilters({ state, taxonomies, onChange, onClear }: Props) {
  const [typed, setTyped] = useState(state.q);
  // Back/Forward or Clear filters change the search from outside the box.
  useEffect(() => setTyped(state.q), [state.q]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: typed.trim() });
  };

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-post-filters>
      <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={search}>
        <div className="min-w-0 flex-1">
          <label htmlFor="post-search" className="block text-sm font-medium text-slate-800">
            Search titles
          </label>
          <input
            id="post-search"
            type="search"
            value={typed}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="btn-secondary px-4 py-2">
          Search
        </button>
      </form>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Select
          id="post-filter-status"
          label="Status"
          all="All statuses"
          value={state.status}
          options={STATUSES}
          onChange={(status) => onChange({ status })}
        />
        {TAXONOMY_FILTERS.map((filter) => (
          <Select
            key={filter.key}
            id={`post-filter-${filter.key}`}
            label={filter.label}
            all={filter.all}
            value={state[filter.key]}
            options={optionsOf(taxonomies[filter.terms])}
            onChange={(value) => onChange({ [filter.key]: value })}
          />
        ))}
        <Select
          id="post-sort"
          label="Sort by"
          value={state.sort}
          options={SORTS}
          onChange={(sort) => onChange({ sort })}
        />
      </div>
      {isFiltered(state) && (
        <button type="button" className="link text-sm" onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  );
}
