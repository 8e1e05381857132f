import { describe, expect, it } from 'vitest';
import { oldInsightSlug, redirectRules } from '#lib/posts/slug-redirects.ts';

describe('redirectRules', () => {
  it('keeps the redirects whose post has a page in the build, as paths', () => {
    const rules = redirectRules(
      [
        { from: 'slug-a', to: 'slug-c' },
        { from: 'slug-b', to: 'slug-c' },
        { from: 'old-draft', to: 'not-built' },
      ],
      new Set(['slug-c', 'other']),
    );
    expect(rules).toEqual([
      { from: '/insights/slug-a', to: '/insights/slug-c' },
      { from: '/insights/slug-b', to: '/insights/slug-c' },
    ]);
  });

  it('never redirects away from a page the build has', () => {
    expect(redirectRules([{ from: 'other', to: 'slug-c' }], new Set(['slug-c', 'other']))).toEqual(
      [],
    );
  });
});

describe('oldInsightSlug', () => {
  it.each([
    ['/insights/slug-a', 'slug-a'],
    ['/insights/slug-a/', 'slug-a'],
    ['/insights/slug-a.html', 'slug-a'],
    ['/insights', null],
    ['/insights/', null],
    ['/insights/a/b', null],
    ['/blog/slug-a', null],
    ['/insights/Slug-A', null],
  ])('%s → %s', (path, slug) => {
    expect(oldInsightSlug(path)).toBe(slug);
  });
});
