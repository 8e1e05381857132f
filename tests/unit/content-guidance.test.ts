import { describe, expect, it } from 'vitest';
import { blogGuidelines } from '#data/tools/blog-generator.ts';
import {
  countBody,
  keywordOccurrences,
  scoreContent,
  wordsOf,
  type GuidanceInput,
  type RuleScore,
} from '#lib/content-guidance/score.ts';

// Expected values from docs/product-rules.md, "Content guidance" and "Blog generator".

/** `n` words of filler, none of them the keyword. */
const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const base: GuidanceInput = { markdown: '', metaDescription: '', focusKeyword: '' };
const scoreOf = (input: Partial<GuidanceInput>, rule: RuleScore['rule']) =>
  scoreContent({ ...base, ...input }).find((score) => score.rule === rule)!;

describe('/blog-generator lists the guidelines as before', () => {
  it.each([
    [
      'SEO guidelines',
      [
        'Keyword density of 1-2% for the primary keyword',
        'Primary keyword in the title, the first 100 words and at least one H2',
        'Meta description of at most 155 characters',
        '3-5 internal links to service pages and tools',
        '2-3 external sources from recognized authorities',
      ],
    ],
    [
      'Content guidelines',
      [
        '1500-2500 words per post',
        'Estimated 12-15 minute read, as the outline template states',
        'One H1, H2 for each section, H3 for subsections',
        'Figures and claims match our published numbers',
        'Close with one clear call to action',
      ],
    ],
  ])('%s', (title, bullets) => {
    expect(blogGuidelines.find((group) => group.title === title)?.bullets).toEqual(bullets);
  });
});

describe('word count: 1,500-2,500 words pass', () => {
  it.each([
    [1499, 'warn', '1,499 words; aim for 1,500-2,500 words'],
    [1500, 'pass', '1,500 words; aim for 1,500-2,500 words'],
    [2500, 'pass', '2,500 words; aim for 1,500-2,500 words'],
    [2501, 'warn', '2,501 words; aim for 1,500-2,500 words'],
  ] as const)('%i words: %s', (words, status, summary) => {
    expect(scoreOf({ markdown: filler(words) }, 'words')).toMatchObject({
      status,
      value: words,
      summary,
    });
  });

  it.each([
    ['## Two words\n\nThree more words.', 5],
    ['- one\n- two\n\n> three four', 4],
    ['**Bold** and _italic_ and `code`', 5],
    ['See [our pricing](/pricing "Pricing") today', 4],
    ['An image ![alt words here](/media/x) is not text', 5],
    ['```\nnot words in code\n```\n\nOne.', 1],
    ['Dash — and 1,500 numbers', 4],
  ])('counts the words a reader sees in %j', (markdown, words) => {
    expect(countBody(markdown).words).toHaveLength(words);
  });
});

describe('links: 3-5 internal, 2-3 external, each address once', () => {
  const links = (internal: number, external: number) =>
    [
      ...Array.from({ length: internal }, (_, i) => `[page ${i}](/page-${i})`),
      ...Array.from(
        { length: external },
        (_, i) => `[source ${i}](https://source${i}.example.org/a)`,
      ),
    ].join(' ');

  it('counts one link as a link', () => {
    expect(scoreOf({ markdown: links(1, 0) }, 'internalLinks').summary).toBe(
      '1 link; aim for 3-5 links',
    );
  });

  it.each([
    [2, 'warn'],
    [3, 'pass'],
    [5, 'pass'],
    [6, 'warn'],
  ] as const)('%i internal links: %s', (count, status) => {
    expect(scoreOf({ markdown: links(count, 0) }, 'internalLinks')).toMatchObject({
      status,
      value: count,
    });
  });

  it.each([
    [1, 'warn'],
    [2, 'pass'],
    [3, 'pass'],
    [4, 'warn'],
  ] as const)('%i external sources: %s', (count, status) => {
    expect(scoreOf({ markdown: links(0, count) }, 'externalSources')).toMatchObject({
      status,
      value: count,
    });
  });

  it.each([
    ['[a](/pricing) [b](/pricing) [c](/pricing#plans)', 1, 0],
    ['[a](https://nist.gov/x) [b](https://nist.gov/x)', 0, 1],
    ['[self](https://www.northbeam.example/services)', 1, 0],
    ['[mail](mailto:hi@example.com) [top](#top) [tel](tel:+15550100)', 0, 0],
    ['`[not a link](/x)`', 0, 0],
    ['- [in a list](/services)\n\n> [in a quote](https://cisa.gov)', 1, 1],
  ])('%j: %i internal, %i external', (markdown, internal, external) => {
    expect(countBody(markdown, ['northbeam.example'])).toMatchObject({
      internalLinks: internal,
      externalSources: external,
    });
  });
});

describe('focus keyword density: 1-2% of the words', () => {
  // 100 words of which `n` are the keyword "backup".
  const body = (n: number) => `${'backup '.repeat(n)}${filler(100 - n)}`;

  it.each([
    [0, 0, 'warn'],
    [1, 1, 'pass'],
    [2, 2, 'pass'],
    [3, 3, 'warn'],
  ] as const)('%i in 100 words: %i percent, %s', (n, density, status) => {
    expect(scoreOf({ markdown: body(n), focusKeyword: 'backup' }, 'keywordDensity')).toMatchObject({
      status,
      value: density,
      summary: `${density}%; aim for 1-2%`,
    });
  });

  it('rounds to one decimal: 3 in 200 words is 1.5%', () => {
    const markdown = `Backup, backup and BACKUP. ${filler(197)}`;
    expect(scoreOf({ markdown, focusKeyword: 'backup' }, 'keywordDensity').value).toBe(1.5);
  });

  it('asks for a keyword when there is none', () => {
    expect(scoreOf({ markdown: filler(10) }, 'keywordDensity')).toEqual({
      rule: 'keywordDensity',
      label: 'Focus keyword density',
      status: 'warn',
      value: null,
      summary: 'Set a focus keyword to measure it; aim for 1-2%',
    });
  });

  it.each([
    [
      'managed IT services',
      'Our Managed IT services, and managed IT. We offer managed it services!',
      2,
    ],
    ['backup', 'backups are not a backup', 1],
    ['cloud', 'CLOUD cloud-first cloud.', 2],
  ])('counts %j as a whole phrase in %j: %i', (keyword, text, found) => {
    expect(keywordOccurrences(wordsOf(text), keyword)).toBe(found);
  });
});

describe('meta description: at most 155 characters', () => {
  it.each([
    ['x'.repeat(155), 'pass', 155, '155 characters; at most 155 characters'],
    ['x'.repeat(156), 'warn', 156, '156 characters; at most 155 characters'],
    ['  Short one.  ', 'pass', 10, '10 characters; at most 155 characters'],
    [
      '',
      'warn',
      null,
      'None: search results show the excerpt instead; write one of at most 155 characters',
    ],
  ] as const)('%j: %s', (metaDescription, status, value, summary) => {
    expect(scoreOf({ metaDescription }, 'metaDescription')).toMatchObject({
      status,
      value,
      summary,
    });
  });
});

it('scores the five measured rules in the guidelines’ order', () => {
  expect(scoreContent(base).map((score) => score.label)).toEqual([
    'Focus keyword density',
    'Meta description',
    'Internal links',
    'External sources',
    'Word count',
  ]);
});
