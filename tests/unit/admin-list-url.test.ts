import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST, isFiltered, listSearch, readListState } from '#islands/admin/list-url.ts';

describe('the admin list URL', () => {
  it('reads nothing as the default list', () => {
    expect(readListState('')).toEqual(DEFAULT_LIST);
    expect(listSearch(DEFAULT_LIST)).toBe('');
    expect(isFiltered(DEFAULT_LIST)).toBe(false);
  });

  it('round-trips a search, filters, sort and page, leaving defaults out', () => {
    const state = {
      ...DEFAULT_LIST,
      q: 'backup plan',
      status: 'draft',
      sort: 'published',
      page: 2,
    };
    const search = listSearch(state);
    expect(search).toBe('?q=backup+plan&status=draft&sort=published&page=2');
    expect(readListState(search)).toEqual(state);
    expect(isFiltered(state)).toBe(true);
  });

  it('falls back to page 1 for a page that is not a whole number from 1', () => {
    for (const page of ['0', '-2', '1.5', 'two']) {
      expect(readListState(`?page=${page}`).page).toBe(1);
    }
  });
});
