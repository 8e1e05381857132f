import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#lib/http/api.ts';
import {
  pageCountFor,
  postListParams,
  postListQuery,
  POSTS_PAGE_SIZE,
} from '#lib/posts/list-query.ts';

const parse = (search: string) =>
  postListQuery.safeParse(postListParams(new URLSearchParams(search)));
const someId = '00000000-0000-4000-8000-000000000000';

describe('postListQuery', () => {
  it('defaults to every post, last updated first, page 1', () => {
    expect(parse('').data).toEqual({ q: '', sort: 'updated', page: 1 });
  });

  it('reads a search, the filters, a sort and a page', () => {
    expect(
      parse(
        `q=%20backup%20&status=scheduled&persona=${someId}&stage=${someId}&topic=${someId}&sort=published&page=2`,
      ).data,
    ).toEqual({
      q: 'backup',
      status: 'scheduled',
      persona: someId,
      stage: someId,
      topic: someId,
      sort: 'published',
      page: 2,
    });
  });

  it('treats empty parameters as not set, and ignores unknown ones', () => {
    expect(parse('status=&q=&page=&utm_source=x').data).toEqual({
      q: '',
      sort: 'updated',
      page: 1,
    });
  });

  it.each([
    ['status=live', 'status', 'Status must be draft, scheduled or published.'],
    ['sort=title', 'sort', 'Sort must be updated or published.'],
    ['page=0', 'page', 'Page must be a whole number from 1.'],
    ['page=2.5', 'page', 'Page must be a whole number from 1.'],
    ['page=two', 'page', 'Page must be a whole number from 1.'],
    ['page=99999', 'page', 'Page must be at most 10000.'],
    [
      'persona=small-businesses',
      'persona',
      'Audience must be the id of one of the site’s audiences.',
    ],
    ['topic=1', 'topic', 'Topic must be the id of one of the site’s topics.'],
    [`q=${'x'.repeat(201)}`, 'q', 'Search must be at most 200 characters.'],
  ])('refuses %s with a message naming the parameter', (search, field, message) => {
    const result = parse(search);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message);
  });
});

describe('pageCountFor', () => {
  it('fills pages of 25, and an empty list has one page', () => {
    expect(POSTS_PAGE_SIZE).toBe(25);
    expect(pageCountFor(0)).toBe(1);
    expect(pageCountFor(25)).toBe(1);
    expect(pageCountFor(26)).toBe(2);
  });
});
