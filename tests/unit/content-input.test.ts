import { describe, expect, it } from 'vitest';
import { readingMinutes } from '#lib/content/reading-time.ts';
import { postInput } from '#lib/content/post-input.ts';
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
  it('accepts a complete post and defaults its links to none', () => {
    expect(postInput.parse(valid)).toEqual({
      ...valid,
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
    [
      'coverImageUrl',
      { coverImageUrl: 'https://cdn.example.com/x.png' },
      'Image URL must be a path on this site, such as /images/insights/cloud.svg.',
    ],
    [
      'coverImageUrl',
      { coverImageUrl: '//cdn.example.com/x.png' },
      'Image URL must be a path on this site, such as /images/insights/cloud.svg.',
    ],
    ['category', { category: '' }, 'Category is required.'],
    ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
    ['topicIds.0', { topicIds: ['not-a-uuid'] }, expect.any(String)],
  ])('rejects a bad %s with its own message (%#)', (field, change, message) => {
    const result = postInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toEqual(message);
  });
});
