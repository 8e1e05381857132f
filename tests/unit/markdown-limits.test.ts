import { describe, expect, it } from 'vitest';
import {
  contentProblem,
  isSafeUrl,
  MarkdownLimitError,
  MARKDOWN_LIMITS,
  nestingDepth,
  renderMarkdown,
} from '#lib/markdown/render.ts';
import { splitRenderable } from '#lib/posts/renderable.ts';
import { postInput } from '#lib/posts/input.ts';
import { fieldErrors } from '#lib/http/api.ts';
import { hasForbiddenControl } from '#lib/text/control-chars.ts';

const nestedList = (levels: number) =>
  Array.from({ length: levels }, (_, i) => `${' '.repeat(i * 2)}- level ${i + 1}`).join('\n');

describe('renderMarkdown within its limits', () => {
  it.each([
    ['5,000 ">" in a row', '>'.repeat(5000), 'too-deep'],
    ['5,000 "> " in a row', '> '.repeat(5000), 'too-deep'],
    ['a list nested 2,000 levels', nestedList(2000), 'too-large'],
    ['a list nested 40 levels', nestedList(40), 'too-deep'],
    ['"- " 5,000 times', '- '.repeat(5000) + 'x', 'too-deep'],
    ['"1. " 5,000 times', '1. '.repeat(5000), 'too-deep'],
    ['quotes and lists interleaved', '> - '.repeat(3000), 'too-deep'],
    ['100,000 "*" around a word', '*'.repeat(50_000) + 'x' + '*'.repeat(50_000), 'delimiter-run'],
    ['"*a" 100,000 times in one paragraph', '*a'.repeat(100_000), 'crowded-paragraph'],
    ['201 KB of text', 'word '.repeat(41_200), 'too-large'],
  ])('refuses %s with a MarkdownLimitError (%s), never a RangeError', (_name, source, kind) => {
    let caught: unknown;
    try {
      renderMarkdown(source);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MarkdownLimitError);
    expect((caught as MarkdownLimitError).kind).toBe(kind);
  });

  it.each([
    ['a list nested 8 levels', nestedList(8)],
    ['a quote 10 deep', '> '.repeat(10) + 'deep'],
    ['deeply indented code in a fence', '```\n' + ' '.repeat(80) + '- not a list\n```'],
    ['snake_case code in a fence', '```\n' + 'a_b_c '.repeat(400) + '\n```'],
    ['a long list of bold items', Array.from({ length: 200 }, () => '- **bold** item').join('\n')],
    ['200 KB of plain text', 'word '.repeat(40_000)],
  ])('renders %s', (_name, source) => {
    expect(() => renderMarkdown(source)).not.toThrow();
  });

  it('measures nesting from markers and list indentation, skipping fenced code', () => {
    expect(nestingDepth('plain')).toBe(0);
    expect(nestingDepth('> > quote')).toBe(2);
    expect(nestingDepth('- a\n  - b\n    - c')).toBe(3);
    expect(nestingDepth('```\n> > > >\n```')).toBe(0);
  });

  it('holds the size cap in UTF-8 bytes', () => {
    const multibyte = 'é'.repeat(MARKDOWN_LIMITS.maxBytes / 2 + 1);
    expect(() => renderMarkdown(multibyte)).toThrow(MarkdownLimitError);
  });
});

describe('link and image addresses', () => {
  it.each([
    ['/contact', true],
    ['https://example.com/x', true],
    ['mailto:team@example.com', true],
    ['#section', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['relative/path', false],
  ])('%j is safe: %s', (href, safe) => {
    expect(isSafeUrl(href)).toBe(safe);
  });

  it.each([
    ['[x](/\\evil.example)', '<a'],
    ['![x](/\\evil.example/i.png)', '<img'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', '<a'],
    ['[x](vbscript:msgbox)', '<a'],
    ['<a href="javascript:alert(1)">x</a>', '<a href'],
  ])('renders %j without %s', (source, forbidden) => {
    expect(renderMarkdown(source)).not.toContain(forbidden);
  });
});

describe('contentProblem (the check on save)', () => {
  it.each([
    ['[x](/\\evil.example)', /backslashes/],
    ['![x](/\\evil.example/i.png)', /backslashes/],
    ['[x](javascript:alert(1))', /javascript:/],
    ['[x](data:text/html,hi)', /data:/],
    ['[x](VBScript:msgbox)', /vbscript:/],
    ['>'.repeat(5000), /nests quotes or lists more than 16 levels/],
    ['word '.repeat(41_200), /limit is 200 KB/],
  ])('refuses %j', (source, message) => {
    expect(contentProblem(source)).toMatch(message);
  });

  it.each(['## Plain\n\n[contact](/contact) and [docs](https://example.com).', '> quote\n\n- a'])(
    'accepts %j',
    (source) => {
      expect(contentProblem(source)).toBeNull();
    },
  );
});

describe('splitRenderable (what the build publishes)', () => {
  const post = (slug: string, content: string) => ({
    id: slug,
    slug,
    title: `Title of ${slug}`,
    content,
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  });

  it('leaves out only the posts that cannot render, naming each with its reason', () => {
    const { renderable, leftOut } = splitRenderable([
      post('fine-one', '# One'),
      post('quote-bomb', '>'.repeat(5000)),
      post('fine-two', 'Two'),
    ]);
    expect(renderable.map((p) => p.slug)).toEqual(['fine-one', 'fine-two']);
    expect(leftOut).toEqual([
      {
        id: 'quote-bomb',
        slug: 'quote-bomb',
        title: 'Title of quote-bomb',
        reason: expect.stringMatching(/nests quotes or lists/),
      },
    ]);
  });
});

describe('control characters', () => {
  it.each([
    ['\u0000', true],
    ['\u0007', true],
    ['\u000b', true],
    ['\u001f', true],
    ['\u007f', true],
    ['\u0085', true],
    ['\t', false],
    ['\n', false],
    ['\r', false],
    ['plain text é 日本', false],
  ])('%j is forbidden: %s', (text, forbidden) => {
    expect(hasForbiddenControl(`a${text}b`)).toBe(forbidden);
  });
});

describe('postInput refuses what cannot be stored or shown safely', () => {
  const valid = {
    title: 'Patching, explained',
    slug: 'patching-explained',
    excerpt: 'Why a schedule beats panic.',
    content: '## Heading\n\nBody.',
    coverImageUrl: '/images/insights/cybersecurity.svg',
    category: 'Cybersecurity',
  };

  it.each([
    ['title', { title: 'A\u0000B' }, /Title contains a control character/],
    ['excerpt', { excerpt: 'x\u001by' }, /Excerpt contains a control character/],
    ['content', { content: 'Body\u0000' }, /Content contains a control character/],
    ['metaTitle', { metaTitle: 'Cloud\u0007' }, /Meta title contains a control character/],
    ['content', { content: '>'.repeat(5000) }, /nests quotes or lists/],
    ['content', { content: '[x](/\\evil.example)' }, /backslashes/],
    ['coverImageUrl', { coverImageUrl: '/\\evil.example/x.png' }, /media library/],
    ['coverImageUrl', { coverImageUrl: '/images\\x.png' }, /media library/],
    ['coverImageUrl', { coverImageUrl: '/\t/evil.example/x.png' }, /media library/],
  ])('%s: %j', (field, change, message) => {
    const result = postInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toMatch(message);
  });

  it('keeps tabs and line breaks in the content', () => {
    expect(postInput.safeParse({ ...valid, content: 'a\tb\r\nc' }).success).toBe(true);
  });
});
