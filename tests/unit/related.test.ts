import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedDir } from '#lib/db/paths.ts';
import { readSeed } from '#lib/seed/seed.ts';
import { relatedBlogArticles, sharedKeywords } from '#lib/blog/related.ts';
import {
  RELATED_WEIGHTS,
  relatedIndex,
  relatedInsights,
  relatedScore,
  type RelatedCandidate,
} from '#lib/insights/related.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const tags = (slugs: string[]) => slugs.map((slug) => ({ slug }));

function post(
  slug: string,
  date: string,
  {
    personas = [],
    stages = [],
    topics = [],
  }: Partial<Record<'personas' | 'stages' | 'topics', string[]>>,
  isPublished = true,
): RelatedCandidate {
  return {
    id: `id-${slug}`,
    slug,
    publishedAt: new Date(date),
    isPublished,
    personas: tags(personas),
    journeyStages: tags(stages),
    topics: tags(topics),
  };
}

const current = post('current', '2026-01-10', {
  personas: ['law-firms', 'startups'],
  stages: ['evaluation'],
  topics: ['cloud', 'compliance'],
});

describe('relatedScore: 3 per shared topic, 2 per shared stage, 1 per shared audience', () => {
  it.each([
    ['nothing shared', {}, 0],
    ['one audience', { personas: ['law-firms'] }, 1],
    ['two audiences', { personas: ['law-firms', 'startups'] }, 2],
    ['one stage', { stages: ['evaluation'] }, 2],
    ['one topic', { topics: ['cloud'] }, 3],
    ['two topics', { topics: ['compliance', 'cloud'] }, 6],
    [
      'topic + stage + audience',
      { personas: ['startups'], stages: ['evaluation'], topics: ['cloud'] },
      6,
    ],
    [
      'unshared tags only',
      { personas: ['healthcare'], stages: ['decision'], topics: ['networking'] },
      0,
    ],
  ])('%s → %i', (_name, tagged, expected) => {
    expect(relatedScore(current, post('c', '2026-01-01', tagged))).toBe(expected);
  });

  it('weights a topic above a stage above an audience', () => {
    expect(RELATED_WEIGHTS.topics).toBeGreaterThan(RELATED_WEIGHTS.journeyStages);
    expect(RELATED_WEIGHTS.journeyStages).toBeGreaterThan(RELATED_WEIGHTS.personas);
  });
});

describe('relatedInsights: ranking and exclusions', () => {
  const candidates = [
    current,
    post('audience-new', '2026-05-01', { personas: ['law-firms'] }),
    post('stage-old', '2025-01-01', { stages: ['evaluation'] }),
    post('topic-old', '2024-01-01', { topics: ['compliance'] }),
    post('topic-new', '2026-02-01', { topics: ['cloud'] }),
    post('topic-draft', '2026-02-02', { topics: ['cloud', 'compliance'] }, false),
    post('topic-scheduled', '2026-07-01', { topics: ['cloud', 'compliance'] }),
    post('unrelated', '2026-05-20', { personas: ['healthcare'], topics: ['networking'] }),
    post('b-equal', '2025-06-01', { topics: ['cloud'] }),
    post('a-equal', '2025-06-01', { topics: ['cloud'] }),
  ];
  const slugs = (list: RelatedCandidate[]) => list.map((p) => p.slug);

  it.each([
    [3, ['topic-new', 'a-equal', 'b-equal']],
    [5, ['topic-new', 'a-equal', 'b-equal', 'topic-old', 'stage-old']],
    [10, ['topic-new', 'a-equal', 'b-equal', 'topic-old', 'stage-old', 'audience-new']],
    [1, ['topic-new']],
    [0, []],
  ])('limit %i → %j', (limit, expected) => {
    expect(slugs(relatedInsights(current, candidates, { limit, now: NOW }))).toEqual(expected);
  });

  it('never returns the post itself, drafts, scheduled posts or posts sharing nothing', () => {
    const all = slugs(relatedInsights(current, candidates, { limit: 100, now: NOW }));
    for (const excluded of ['current', 'topic-draft', 'topic-scheduled', 'unrelated']) {
      expect(all).not.toContain(excluded);
    }
  });

  it('lets a scheduled post in once its time has come', () => {
    const later = new Date('2026-07-02T00:00:00Z');
    expect(slugs(relatedInsights(current, candidates, { limit: 1, now: later }))).toEqual([
      'topic-scheduled',
    ]);
  });

  it('keeps, for every limit, the head of the whole ranking sorted by score, date and slug', () => {
    const tagPool = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            slug: fc.stringMatching(/^[a-z]{1,3}$/),
            day: fc.integer({ min: 1, max: 28 }),
            personas: fc.subarray(tagPool),
            stages: fc.subarray(tagPool),
            topics: fc.subarray(tagPool),
          }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 0, max: 8 }),
        (drawn, limit) => {
          const pool = drawn.map(({ slug, day, ...tagged }, i) =>
            post(`${slug}-${i}`, `2026-01-${String(day).padStart(2, '0')}`, tagged),
          );
          const ranking = pool
            .map((candidate) => ({ candidate, score: relatedScore(current, candidate) }))
            .filter(({ score }) => score > 0)
            .sort(
              (a, b) =>
                b.score - a.score ||
                b.candidate.publishedAt.getTime() - a.candidate.publishedAt.getTime() ||
                a.candidate.slug.localeCompare(b.candidate.slug),
            )
            .map(({ candidate }) => candidate.slug);
          expect(slugs(relatedInsights(current, pool, { limit, now: NOW }))).toEqual(
            ranking.slice(0, limit),
          );
        },
      ),
    );
  });
});

describe('relatedIndex: every post at once', () => {
  const names = (list: RelatedCandidate[]) => list.map((p) => p.slug);
  it('ranks each post exactly as relatedInsights does, with duplicates, drafts and scheduled posts', () => {
    // Few tags: many posts share all of theirs, as whole groups of synthetic posts do.
    const tagPool = ['a', 'b'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            slug: fc.stringMatching(/^[a-z]{1,2}$/),
            day: fc.integer({ min: 1, max: 28 }),
            personas: fc.array(fc.constantFrom(...tagPool), { maxLength: 2 }),
            stages: fc.subarray(tagPool),
            topics: fc.subarray(tagPool),
            published: fc.boolean(),
            scheduled: fc.boolean(),
          }),
          { maxLength: 40 },
        ),
        fc.integer({ min: 0, max: 6 }),
        (drawn, limit) => {
          const pool = drawn.map(({ slug, day, published, scheduled, ...tagged }, i) =>
            post(
              `${slug}-${i}`,
              `${scheduled ? '2027' : '2026'}-01-${String(day).padStart(2, '0')}`,
              tagged,
              published || i % 5 !== 0,
            ),
          );
          const relatedTo = relatedIndex(pool, { limit, now: NOW });
          for (const one of [...pool, current]) {
            expect(names(relatedTo(one))).toEqual(
              names(relatedInsights(one, pool, { limit, now: NOW })),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('relatedInsights on the seed content', async () => {
  const seed = await readSeed(seedDir());
  const seeded = seed.posts.map((p) => ({
    id: p.slug,
    slug: p.slug,
    isPublished: p.published,
    publishedAt: p.publishedAt ?? new Date(0),
    personas: tags(p.personas),
    journeyStages: tags(p.journeyStages),
    topics: tags(p.topics),
  }));
  const bySlug = (slug: string) => seeded.find((p) => p.slug === slug)!;
  const now = new Date('2026-11-23T00:00:00Z');

  it('puts cybersecurity posts first under the EDR article', () => {
    const edr = bySlug('edr-vs-antivirus');
    expect(edr.topics).toEqual([{ slug: 'cybersecurity' }]);
    const related = relatedInsights(edr, seeded, { limit: 3, now });
    expect(related.map((p) => p.slug)).toEqual([
      'cyber-insurance-questionnaire',
      'securing-shared-gpu-servers',
      'hipaa-it-checklist-small-practices',
    ]);
    for (const p of related) expect(p.topics.map((t) => t.slug)).toContain('cybersecurity');
  });

  it('never offers the unpublished seed posts', () => {
    const drafts = seeded.filter((p) => !p.isPublished).map((p) => p.slug);
    expect(drafts.length).toBeGreaterThan(0);
    for (const p of seeded) {
      const related = relatedInsights(p, seeded, { limit: 50, now }).map((r) => r.slug);
      expect(related.filter((slug) => drafts.includes(slug))).toEqual([]);
      expect(related).not.toContain(p.slug);
    }
  });
});

describe('relatedBlogArticles: same category first, then shared keywords', () => {
  const article = (id: string, category: string, keywords: string[], date: string) => ({
    id,
    category,
    keywords,
    publishedAt: new Date(date),
  });
  const me = article(
    'me',
    'Cybersecurity',
    ['Ransomware protection', 'phishing', 'MFA'],
    '2025-03-01',
  );
  const others = [
    me,
    article('same-cat-old', 'Cybersecurity', [], '2024-01-01'),
    article('same-cat-new', 'Cybersecurity', [], '2025-02-01'),
    article('same-cat-keyword', 'Cybersecurity', ['mfa'], '2023-01-01'),
    article(
      'other-cat-two',
      'Cloud Solutions',
      ['phishing', ' ransomware  protection'],
      '2022-01-01',
    ),
    article('other-cat-one', 'Managed Services', ['MFA'], '2025-01-01'),
    article('other-cat-none', 'Managed Services', ['backup'], '2025-02-20'),
  ];

  it.each([
    [2, ['same-cat-keyword', 'same-cat-new']],
    [3, ['same-cat-keyword', 'same-cat-new', 'same-cat-old']],
    [10, ['same-cat-keyword', 'same-cat-new', 'same-cat-old', 'other-cat-two', 'other-cat-one']],
  ])('limit %i → %j', (limit, expected) => {
    expect(relatedBlogArticles(me, others, limit).map((a) => a.id)).toEqual(expected);
  });

  it('compares keywords without case or extra spaces', () => {
    expect(sharedKeywords(me, others[4]!)).toBe(2);
  });
});
