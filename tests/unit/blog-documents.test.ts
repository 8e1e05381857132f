/**
 * The built-in blog's page documents (docs/page-copy.md#the-blog): an article and the generator's
 * outlines pass their schemas as the seed wrote them, and each refusal names its field.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blogArticleSchema, blogOutlinesSchema } from '#lib/pages/documents/blog.ts';
import { PAGE_DOCUMENTS } from '#lib/pages/registry.ts';
import { seedDocument } from '#test-support/page-documents.ts';

const errors = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
};

const article = seedDocument('blog-managed-it-services-small-business-guide');
const outlines = seedDocument('blog-outlines') as { outlines: Record<string, unknown>[] };
const [firstOutline, secondOutline] = outlines.outlines as [
  Record<string, unknown>,
  Record<string, unknown>,
];

describe('a blog article', () => {
  it('keeps its address in the registry: /blog/ and the slug its key ends with', () => {
    const articles = Object.entries(PAGE_DOCUMENTS).filter(
      ([, entry]) => entry.schema === blogArticleSchema,
    );
    expect(articles.map(([key, entry]) => [key, entry.paths])).toEqual([
      [
        'blog-managed-it-services-small-business-guide',
        ['/blog/managed-it-services-small-business-guide'],
      ],
      ['blog-cybersecurity-threats-2025', ['/blog/cybersecurity-threats-2025']],
    ]);
  });

  it('passes as the seed wrote it', () => {
    expect(errors(blogArticleSchema, article)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a short headline',
      { title: 'Too short' },
      { title: 'Headline (h1) must be at least 10 characters.' },
    ],
    [
      'a short excerpt',
      { excerpt: 'Short.' },
      { excerpt: 'Excerpt must be at least 50 characters.' },
    ],
    [
      'a meta description over 155 characters',
      { metaDescription: 'x'.repeat(156) },
      { metaDescription: 'Meta description must be at most 155 characters.' },
    ],
    ['no keywords', { keywords: [] }, { keywords: 'Keywords (one per line): at least 1 keyword.' }],
    [
      'a category the blog does not have',
      { category: 'Gardening' },
      {
        category:
          'Category: choose one of Managed Services, Cybersecurity, Cloud Solutions, Network Architecture.',
      },
    ],
    [
      'a date not written YYYY-MM-DD',
      { publishedAt: '15/01/2025' },
      { publishedAt: 'Published must be a date written YYYY-MM-DD.' },
    ],
    [
      'a date that does not exist',
      { updatedAt: '2025-13-40' },
      { updatedAt: 'Updated must be a date written YYYY-MM-DD.' },
    ],
    [
      'a read time of zero',
      { readTime: 0 },
      { readTime: 'Read time (minutes) must be at least 1.' },
    ],
    [
      'a fractional read time',
      { readTime: 2.5 },
      { readTime: 'Read time (minutes) must be a whole number.' },
    ],
    ['an empty article', { body: '  ' }, { body: 'Article is required.' }],
    [
      'Markdown a post may not have',
      { body: 'Read [this](javascript:alert(1)).' },
      {
        body: 'Content links to "javascript:alert(1)"; link addresses may not contain backslashes or spaces, or use javascript:, data: or vbscript:.',
      },
    ],
    [
      'a reference to a fact that does not exist',
      { excerpt: `${'Managed IT explained for small firms, '.repeat(2)}{nope}` },
      { excerpt: 'Excerpt refers to {nope}, which is not a fact in Settings.' },
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(errors(blogArticleSchema, { ...article, ...change })).toEqual(expected);
  });

  it('takes an update date and an author, and leaves both optional', () => {
    expect(
      errors(blogArticleSchema, { ...article, updatedAt: '2025-02-01', author: 'Dana Ruiz' }),
    ).toEqual({});
  });
});

describe('the blog generator’s outlines', () => {
  it('pass as the seed wrote them', () => {
    expect(errors(blogOutlinesSchema, outlines)).toEqual({});
  });

  const withFirst = (change: Record<string, unknown>) => ({
    outlines: [{ ...firstOutline, ...change }, secondOutline],
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['no outline at all', { outlines: [] }, { outlines: 'Outlines: at least 1 outline.' }],
    [
      'two outlines of one short name',
      { outlines: [firstOutline, { ...secondOutline, id: firstOutline.id }] },
      { 'outlines.1.id': 'Short name cloud-migration-strategy is already another outline’s.' },
    ],
    [
      'a short name that is not a slug',
      withFirst({ id: 'Cloud Migration' }),
      { 'outlines.0.id': 'Short name must be lowercase words joined by hyphens.' },
    ],
    [
      'an address outside /blog',
      withFirst({ url: '/services/cloud' }),
      { 'outlines.0.url': 'Address must be /blog/ followed by lowercase words joined by hyphens.' },
    ],
    [
      'a meta description over 155 characters',
      withFirst({ metaDescription: 'x'.repeat(156) }),
      { 'outlines.0.metaDescription': 'Meta description must be at most 155 characters.' },
    ],
    [
      'no secondary keywords',
      withFirst({ secondaryKeywords: [] }),
      {
        'outlines.0.secondaryKeywords':
          'Secondary keywords (one per line): at least 1 secondary keyword.',
      },
    ],
    [
      'fewer than three sections',
      withFirst({ sections: (firstOutline.sections as unknown[]).slice(0, 2) }),
      { 'outlines.0.sections': 'Sections: at least 3 sections.' },
    ],
    [
      'a section that says too little',
      withFirst({
        sections: [
          { h2: 'Why it matters', content: 'Short.' },
          ...(firstOutline.sections as unknown[]).slice(1),
        ],
      }),
      { 'outlines.0.sections.0.content': 'What it covers must be at least 10 characters.' },
    ],
  ])('refuses %s', (_case, value, expected) => {
    expect(errors(blogOutlinesSchema, value)).toEqual(expected);
  });

  it('keeps an outline without subsections without them', () => {
    const parsed = blogOutlinesSchema.parse(outlines);
    const plain = parsed.outlines[0]!.sections.find((section) => !('h3_subsections' in section));
    expect(plain).toBeDefined();
  });
});
