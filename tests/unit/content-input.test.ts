import { describe, expect, it } from 'vitest';
import { readingMinutes, wordCount } from '#lib/posts/reading-time.ts';
import { COVER_MESSAGE, postInput, publishInput } from '#lib/posts/input.ts';
import { fieldErrors } from '#lib/http/api.ts';

describe('readingMinutes (word count / 200, rounded up)', () => {
  it.each([
    ['', 0],
    ['one', 1],
    ['word '.repeat(200), 1],
    ['word '.repeat(201), 2],
    ['word '.repeat(1000), 5],
    ['  spaced\n\nout\twords  ', 1],
  ])('%#: %j → %i min', (text, minutes) => {
    expect(readingMinutes(text)).toBe(minutes);
  });

  // The count is the words a split on white space gives, for every kind of white space.
  const splitCount = (text: string) => text.trim().split(/\s+/u).filter(Boolean).length;
  it.each([
    '',
    '   ',
    'one',
    ' leading and trailing ',
    'tabs\tand\nnew\r\nlines\vand\fform feeds',
    'no\u00a0break\u1680ogham\u2000en\u200ahair\u2028line\u2029para\u202fnarrow\u205fmath\u3000ideographic\ufeffbom',
    'zero\u200bwidth is not a space',
    'emoji 🙂 and accents: café naïve',
    '## Heading\n\n- a list\n- of **words**',
  ])('counts the words of %j as a split on white space does', (text) => {
    expect(wordCount(text)).toBe(splitCount(text));
  });
});

const valid = {
  title: 'Patching, explained',
  slug: 'patching-explained',
  excerpt: 'Why a schedule beats panic.',
  content: '## Heading\n\nBody.',
  coverImageUrl: '/images/insights/cybersecurity.svg',
  category: 'Cybersecurity',
};

describe('postInput', () => {
  it('accepts a complete post and defaults its links and SEO overrides to none', () => {
    expect(postInput.parse(valid)).toEqual({
      ...valid,
      metaTitle: null,
      metaDescription: null,
      focusKeyword: null,
      personaIds: [],
      journeyStageIds: [],
      topicIds: [],
    });
  });

  it.each([
    ['title', { title: '   ' }, 'Title is required.'],
    ['slug', { slug: '' }, 'Slug is required.'],
    [
      'slug',
      { slug: 'Has Spaces' },
      'Slug may contain only lower-case letters, digits and single hyphens.',
    ],
    [
      'slug',
      { slug: 'double--hyphen' },
      'Slug may contain only lower-case letters, digits and single hyphens.',
    ],
    ['excerpt', { excerpt: undefined }, 'Excerpt is required.'],
    ['content', { content: '' }, 'Content is required.'],
    ['coverImageUrl', { coverImageUrl: '' }, 'Image URL is required.'],
    ['coverImageUrl', { coverImageUrl: 'https://cdn.example.com/x.png' }, COVER_MESSAGE],
    ['coverImageUrl', { coverImageUrl: '//cdn.example.com/x.png' }, COVER_MESSAGE],
    ['coverImageUrl', { coverImageUrl: '/images/team/server-room.jpg' }, COVER_MESSAGE],
    ['coverImageUrl', { coverImageUrl: '/images/insights/missing.svg' }, COVER_MESSAGE],
    ['coverImageUrl', { coverImageUrl: '/media/not-an-id' }, COVER_MESSAGE],
    ['category', { category: '' }, 'Category is required.'],
    [
      'category',
      { category: 'Gardening' },
      'Category must be one of: Managed Services, Cybersecurity, Cloud Solutions, Network Architecture, AI Infrastructure.',
    ],
    [
      'metaTitle',
      { metaTitle: 'x'.repeat(61) },
      'Meta title must be at most 60 characters: search results cut longer titles.',
    ],
    [
      'metaDescription',
      { metaDescription: 'x'.repeat(161) },
      'Meta description must be at most 160 characters: search results cut longer descriptions.',
    ],
    [
      'focusKeyword',
      { focusKeyword: 'x'.repeat(101) },
      'Focus keyword must be at most 100 characters: a focus keyword is a short phrase.',
    ],
    ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
    ['topicIds.0', { topicIds: ['not-a-uuid'] }, expect.any(String)],
  ])('rejects a bad %s with its own message (%#)', (field, change, message) => {
    const result = postInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toEqual(message);
  });
});

describe('postInput SEO fields', () => {
  const valid = {
    title: 'Patching, explained',
    slug: 'patching-explained',
    excerpt: 'Why a schedule beats panic.',
    content: '## Heading\n\nBody.',
    coverImageUrl: '/images/insights/cybersecurity.svg',
    category: 'Cybersecurity',
  };

  it('stores a blank or missing override as null (the page falls back)', () => {
    expect(postInput.parse({ ...valid, metaTitle: '   ' }).metaTitle).toBeNull();
    expect(postInput.parse(valid).metaDescription).toBeNull();
  });

  it('keeps an override at the limit, trimmed', () => {
    const parsed = postInput.parse({ ...valid, metaTitle: ` ${'t'.repeat(60)} ` });
    expect(parsed.metaTitle).toBe('t'.repeat(60));
  });
});

describe('publishInput', () => {
  it('reads an ISO instant as the publish date', () => {
    const parsed = publishInput.parse({ published: true, publishAt: '2026-12-01T14:00:00.000Z' });
    expect(parsed.publishAt?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('publishes now without a date', () => {
    expect(publishInput.parse({ published: true }).publishAt).toBeUndefined();
  });

  it.each([
    ['not a date', 'Publish date must be a valid date and time.'],
    ['2026-02-30T10:00:00Z', 'Publish date must be a valid date and time.'],
    ['2026-12-01T09:00', 'Publish date must be a valid date and time.'],
    ['1999-12-31T23:00:00Z', 'Publish date must be between the years 2000 and 2099.'],
  ])('refuses %j with a field message', (publishAt, message) => {
    const result = publishInput.safeParse({ published: true, publishAt });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).publishAt).toBe(message);
  });
});
