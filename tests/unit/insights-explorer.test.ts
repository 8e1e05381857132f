import { describe, expect, it } from 'vitest';
import type { InsightSummary, Taxonomy } from '#lib/content/types.ts';
import {
  EMPTY_QUERY,
  clearFilters,
  hasActiveFilters,
  insightsSearch,
  parseInsightsQuery,
  toggleFilter,
  type InsightsQuery,
} from '#lib/insights/url-state.ts';
import { INSIGHTS_PAGE_SIZE, pageOf } from '#lib/insights/pagination.ts';
import { cardFromEntry, cardFromInsight } from '#lib/insights/cards.ts';
import { filterInsights, groupByTaxonomy } from '#lib/insights/filters.ts';
import { insightsIndex, type InsightsIndexEntry } from '#lib/insights/search-index.ts';

const tax = (slug: string): Taxonomy => ({
  id: `id-${slug}`,
  slug,
  name: slug.toUpperCase(),
  intro: null,
});

function post(
  n: number,
  personas: string[],
  journeyStages: string[],
  topics: string[],
): InsightSummary {
  return {
    id: `post-${n}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: `Excerpt ${n}`,
    coverImageUrl: '/images/insights/cloud.svg',
    coverImage: null,
    category: null,
    publishedAt: new Date(Date.UTC(2025, 0, 40 - n)),
    updatedAt: new Date(Date.UTC(2025, 0, 40 - n)),
    readingMinutes: n,
    personas: personas.map(tax),
    journeyStages: journeyStages.map(tax),
    topics: topics.map(tax),
  };
}

// Newest first, like allInsights().
const posts = [
  post(1, ['law-firms'], ['awareness'], ['cloud', 'compliance']),
  post(2, ['startups'], ['evaluation'], ['cloud']),
  post(3, ['law-firms', 'startups'], ['decision'], ['cybersecurity']),
  post(4, ['healthcare-practices'], ['awareness'], ['compliance', 'cybersecurity', 'cloud']),
  post(5, ['law-firms'], ['evaluation'], ['networking']),
];
const index = insightsIndex(posts, {
  personas: ['healthcare-practices', 'law-firms', 'startups'].map(tax),
  journeyStages: ['awareness', 'decision', 'evaluation'].map(tax),
  topics: ['cloud', 'compliance', 'cybersecurity', 'networking'].map(tax),
});
const q = (over: Partial<InsightsQuery>): InsightsQuery => ({ ...EMPTY_QUERY, ...over });
const slugs = (entries: readonly { slug: string }[]) => entries.map((e) => e.slug);

describe('insightsIndex: the compact JSON the explorer loads', () => {
  it('keeps only card and filter fields, taxonomy slugs in order', () => {
    expect(index.posts[0]).toEqual({
      slug: 'post-1',
      title: 'Post 1',
      excerpt: 'Excerpt 1',
      // A stock topic graphic is replaced by the post's own generated cover.
      cover: '/covers/insights/600/post-1.webp',
      date: '2025-02-08T00:00:00.000Z',
      minutes: 1,
      personas: ['law-firms'],
      journeyStages: ['awareness'],
      topics: ['cloud', 'compliance'],
    } satisfies InsightsIndexEntry);
    expect(index.taxonomies.personas[0]).toEqual({
      slug: 'healthcare-practices',
      name: 'HEALTHCARE-PRACTICES',
    });
  });
});

describe('parseInsightsQuery / insightsSearch: filters and page live in the URL', () => {
  it.each([
    ['', q({})],
    ['?persona=law-firms', q({ persona: 'law-firms' })],
    ['?persona=law-firms&topic=cloud&page=2', q({ persona: 'law-firms', topic: 'cloud', page: 2 })],
    ['?journey=decision', q({ journeyStage: 'decision' })],
    ['?page=0', q({})],
    ['?page=-3', q({})],
    ['?page=2.5', q({})],
    ['?page=abc', q({})],
    ['?persona=&topic=%20', q({})],
    ['?utm_source=mail&page=3', q({ page: 3 })],
  ])('%j → %j', (search, expected) => {
    expect(parseInsightsQuery(search)).toEqual(expected);
  });

  it.each([
    [q({}), ''],
    [q({ page: 1 }), ''],
    [q({ page: 2 }), '?page=2'],
    [q({ persona: 'law-firms', topic: 'cloud', page: 2 }), '?persona=law-firms&topic=cloud&page=2'],
    [q({ journeyStage: 'evaluation' }), '?journey=evaluation'],
  ])('%j → %j, and back', (query, search) => {
    expect(insightsSearch(query)).toBe(search);
    expect(parseInsightsQuery(search)).toEqual(query);
  });
});

describe('toggleFilter: chips select, replace, deselect, and reset the page to 1', () => {
  it.each([
    [q({ page: 3 }), 'persona', 'law-firms', q({ persona: 'law-firms' })],
    [q({ persona: 'law-firms', page: 2 }), 'persona', 'law-firms', q({})],
    [q({ persona: 'law-firms' }), 'persona', 'startups', q({ persona: 'startups' })],
    [q({ persona: 'law-firms' }), 'topic', 'cloud', q({ persona: 'law-firms', topic: 'cloud' })],
    [
      q({ topic: 'cloud', page: 4 }),
      'journeyStage',
      'decision',
      q({ topic: 'cloud', journeyStage: 'decision' }),
    ],
  ] as const)('%j + %s=%s → %j', (query, kind, slug, expected) => {
    expect(toggleFilter(query, kind, slug)).toEqual(expected);
  });

  it('clear all filters returns to the unfiltered first page', () => {
    expect(clearFilters()).toEqual(q({}));
  });

  it.each([
    [q({}), false],
    [q({ page: 5 }), false],
    [q({ topic: 'cloud' }), true],
    [q({ journeyStage: 'awareness' }), true],
  ])('hasActiveFilters(%j) → %s', (query, expected) => {
    expect(hasActiveFilters(query)).toBe(expected);
  });
});

describe('filterInsights: every active filter must match', () => {
  it.each([
    [q({}), ['post-1', 'post-2', 'post-3', 'post-4', 'post-5']],
    [q({ persona: 'law-firms' }), ['post-1', 'post-3', 'post-5']],
    [q({ persona: 'law-firms', topic: 'cloud' }), ['post-1']],
    [q({ journeyStage: 'awareness' }), ['post-1', 'post-4']],
    [q({ topic: 'cybersecurity', journeyStage: 'awareness' }), ['post-4']],
    [q({ persona: 'startups', journeyStage: 'decision', topic: 'cybersecurity' }), ['post-3']],
    [q({ persona: 'healthcare-practices', topic: 'networking' }), []],
    [q({ persona: 'no-such-audience' }), []],
  ])('%j → %j', (query, expected) => {
    expect(slugs(filterInsights(index.posts, query))).toEqual(expected);
  });
});

describe('pageOf: 12 to a page', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);
  it.each([
    [1, 12, 1, 12, 3],
    [2, 12, 13, 24, 3],
    [3, 1, 25, 25, 3],
    [9, 1, 25, 25, 3],
  ])('page %i shows %i items, %i..%i, of %i pages', (page, length, first, last, totalPages) => {
    const result = pageOf(items, page);
    expect(result.items).toHaveLength(length);
    expect(result.items[0]).toBe(first);
    expect(result.items.at(-1)).toBe(last);
    expect(result).toMatchObject({ count: 25, totalPages, page: Math.min(page, totalPages) });
  });

  it('an empty list is one empty first page with no pagination', () => {
    expect(pageOf([], 3)).toEqual({ items: [], count: 0, page: 1, totalPages: 0 });
    expect(INSIGHTS_PAGE_SIZE).toBe(12);
  });
});

describe('cardFromEntry: first audience tag and up to two topic tags', () => {
  it.each([
    ['post-3', { slug: 'law-firms', name: 'LAW-FIRMS' }, ['cybersecurity']],
    [
      'post-4',
      { slug: 'healthcare-practices', name: 'HEALTHCARE-PRACTICES' },
      ['compliance', 'cybersecurity'],
    ],
  ])('%s', (slug, audience, topics) => {
    const entry = index.posts.find((p) => p.slug === slug)!;
    const card = cardFromEntry(entry, index.taxonomies);
    expect(card.audience).toEqual(audience);
    expect(card.topics.map((t) => t.slug)).toEqual(topics);
  });
});

describe('cardFromInsight: the same card from a post read at build time', () => {
  it('shows the text, date and reading time, the first audience and two topics', () => {
    expect(cardFromInsight(posts[3]!)).toEqual({
      slug: 'post-4',
      title: 'Post 4',
      excerpt: 'Excerpt 4',
      cover: '/covers/insights/600/post-4.webp',
      date: '2025-02-05T00:00:00.000Z',
      minutes: 4,
      audience: { slug: 'healthcare-practices', name: 'HEALTHCARE-PRACTICES' },
      topics: [
        { slug: 'compliance', name: 'COMPLIANCE' },
        { slug: 'cybersecurity', name: 'CYBERSECURITY' },
      ],
    });
  });

  it.each(posts.map((p) => [p.slug, p] as const))(
    '%s: the build-time card equals the card the browser makes from the index',
    (slug, insight) => {
      const entry = index.posts.find((p) => p.slug === slug)!;
      expect(cardFromInsight(insight)).toEqual(cardFromEntry(entry, index.taxonomies));
    },
  );
});

describe('groupByTaxonomy', () => {
  it('lists each topic with its posts, newest first', () => {
    const groups = groupByTaxonomy(posts, 'topic');
    expect(slugs(groups.get('cloud') ?? [])).toEqual(['post-1', 'post-2', 'post-4']);
    expect(slugs(groups.get('networking') ?? [])).toEqual(['post-5']);
    expect(groups.has('ai-infrastructure')).toBe(false);
  });
});
