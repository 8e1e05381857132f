/**
 * The post list's search, filters, sort and page as the admin's URL query
 * (`/admin?q=backup&status=draft&page=2`), so a reload or Back/Forward restores them. The values
 * go to the API as they are; the server validates them.
 */
export interface ListState {
  q: string;
  status: string;
  persona: string;
  stage: string;
  topic: string;
  sort: string;
  page: number;
}

export const DEFAULT_LIST: ListState = {
  q: '',
  status: '',
  persona: '',
  stage: '',
  topic: '',
  sort: 'updated',
  page: 1,
};

const TEXT_KEYS = ['q', 'status', 'persona', 'stage', 'topic', 'sort'] as const;

export function readListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const state = { ...DEFAULT_LIST };
  for (const key of TEXT_KEYS) state[key] = params.get(key)?.trim() ?? DEFAULT_LIST[key];
  const page = Number(params.get('page'));
  state.page = Number.isInteger(page) && page >= 1 ? page : 1;
  return state;
}

/** The query string for `state`, leaving out what is at its default ('' when all is). */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (state[key] !== DEFAULT_LIST[key]) params.set(key, state[key]);
  if (state.page !== 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Any filter or search set (the sort and the page are not filters). */
export const isFiltered = (state: ListState): boolean =>
  Boolean(state.q || state.status || state.persona || state.stage || state.topic);
