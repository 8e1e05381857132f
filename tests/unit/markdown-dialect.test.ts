/**
 * The site's Markdown dialect (docs/content-integrity.md, "The Markdown dialect"): what each piece
 * renders as on the public site, what stays text, and that the rich editor opens every piece in its
 * formatted view and writes it back unchanged (no source view).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  docToMarkdown,
  editsFaithfully,
  markdownToDoc,
} from '#islands/admin/editor/markdown-doc.ts';
import { PAGE_IDS } from '#lib/markdown/dialect.ts';
import * as renderer from '#lib/markdown/render.ts';
import { contentProblem, renderMarkdown } from '#lib/markdown/render.ts';

const DIALECT: [string, string, string][] = [
  ['superscript', 'E=mc^2^', '<p>E=mc<sup>2</sup></p>'],
  ['subscript', 'H~2~O', '<p>H<sub>2</sub>O</p>'],
  ['strike (GFM)', '~~$99~~ $49', '<p><del>$99</del> $49</p>'],
  ['highlight', 'a ==key point== here', '<p>a <mark>key point</mark> here</p>'],
  ['keyboard', 'Press [[Ctrl]]+[[Alt]]', '<p>Press <kbd>Ctrl</kbd>+<kbd>Alt</kbd></p>'],
  ['marks hold other inline Markdown', '^**bold**^', '<p><sup><strong>bold</strong></sup></p>'],
  [
    'an abbreviation',
    'The WHO and WHOM.\n\n*[WHO]: World Health Organization',
    '<p>The <abbr title="World Health Organization">WHO</abbr> and WHOM.</p>',
  ],
  ['a heading’s id', '## Our prices & plans', '<h2 id="our-prices-and-plans">'],
];

const NOT_DIALECT: [string, string, string][] = [
  ['tildes around spaced words', '~5 to ~10 minutes', '<p>~5 to ~10 minutes</p>'],
  ['a comparison', 'a == b', '<p>a == b</p>'],
  ['carets with a space inside', '2^ 3^', '<p>2^ 3^</p>'],
  ['escaped delimiters', '\\^x\\^ \\~y\\~ \\==z\\==', '<p>^x^ ~y~ ==z==</p>'],
  ['a footnote nobody defined', 'See[^9].', '<p>See[^9].</p>'],
  ['a plain link', '[x](/y)', '<p><a href="/y">x</a></p>'],
];

describe('the dialect renders on the public site', () => {
  it.each(DIALECT)('%s', (_what, markdown, html) => {
    expect(renderMarkdown(markdown)).toContain(html);
    expect(contentProblem(markdown)).toBeNull();
  });

  it.each(NOT_DIALECT)('%s stays text', (_what, markdown, html) => {
    expect(renderMarkdown(markdown).trim()).toBe(html);
  });

  it('numbers footnotes in the order the text refers to them, each back to its reference', () => {
    const html = renderMarkdown(
      'First[^b], second[^a], first again[^b].\n\n[^a]: Note A.\n[^b]: Note *B*.\n[^c]: Never referred to.',
    );
    expect(html).toContain(
      '<p>First<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>, second<sup class="footnote-ref"><a href="#fn-2" id="fnref-2">2</a></sup>, first again<sup class="footnote-ref"><a href="#fn-1" id="fnref-1-2">1</a></sup>.</p>',
    );
    expect(html).toContain(
      '<li id="fn-1"><p>Note <em>B</em>. <a href="#fnref-1" class="footnote-back" aria-label="Back to the text of note 1">↩</a></p></li>',
    );
    expect(html).toContain('<li id="fn-2"><p>Note A.');
    // A note no text refers to is still shown (its text is the post's), without a way back.
    expect(html).toContain('<li id="fn-3"><p>Never referred to.</p></li>');
    expect(html.indexOf('<section class="footnotes" aria-label="Notes">')).toBeGreaterThan(
      html.indexOf('first again'),
    );
  });

  it('marks no abbreviation inside code, a link’s address or another word', () => {
    const html = renderMarkdown(
      '`WHO` and [the WHO](https://who.example/WHO) and WHOever\n\n*[WHO]: World <Health>',
    );
    expect(html).toBe(
      '<p><code>WHO</code> and <a href="https://who.example/WHO" rel="noopener noreferrer">the <abbr title="World &lt;Health&gt;">WHO</abbr></a> and WHOever</p>\n',
    );
  });

  it('gives headings ids of their own: once each, never a page’s or a footnote’s', () => {
    const html = renderMarkdown('## Key takeaway\n\n## Costs\n\n## Costs\n\n## Fn 1\n\n## 東京');
    expect([...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'key-takeaway-2',
      'costs',
      'costs-2',
      'fn-1-heading',
      'section',
    ]);
  });

  it('knows every id the page around a body has', () => {
    const ids = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(astro|tsx)$/.test(name)) {
          // A literal id, or a component's default one (`const { id = 'testimonials' } = …`).
          const source = readFileSync(path, 'utf8');
          for (const match of source.matchAll(/\bid(?:="| = ')([a-z][a-z0-9-]*)["']/g)) {
            ids.add(match[1]!);
          }
        }
      }
    };
    for (const dir of ['layout', 'blog', 'insights', 'sections', 'ui'])
      walk(`src/components/${dir}`);
    walk('src/layouts');
    expect([...ids].sort()).toEqual([...PAGE_IDS].sort());
  });

  it('does not freeze on a hostile 190 KB paragraph of each delimiter', () => {
    for (const source of [
      '\\a'.repeat(60_000),
      `^ ${'\\a'.repeat(60_000)}`,
      'a^b '.repeat(45_000),
      '==a b '.repeat(30_000),
      '[[a '.repeat(45_000),
      '[^a '.repeat(45_000),
      'x ~a '.repeat(38_000).replace(/~/g, (t, at: number) => (at % 500 === 0 ? t : 'y')),
    ]) {
      const started = performance.now();
      try {
        renderMarkdown(source);
      } catch (error) {
        expect(error).toBeInstanceOf(renderer.MarkdownLimitError);
      }
      expect(performance.now() - started).toBeLessThan(10_000);
    }
  });
});

describe('the rich editor opens the dialect in its formatted view', () => {
  const roundTrip = (markdown: string) => docToMarkdown(markdownToDoc(markdown));

  it.each<[string, string]>([
    // (Two marks on one text come back in the editor's order: `^**b**^` as `**^b^**`.)
    ...DIALECT.filter(([what]) => !what.startsWith('marks hold')).map(
      ([what, markdown]): [string, string] => [what, markdown],
    ),
    ['footnotes', 'A claim[^1].\n\n[^1]: Its source, *in italics*.'],
    ['a linked image', '[![A rack](/media/12345678-1234-4234-8234-123456789abc)](/pricing)'],
    ['a verse’s indented line', 'One\n\u00a0\u00a0two'],
  ])('%s', (_what, markdown) => {
    expect(editsFaithfully(markdown, renderer)).toBe(true);
    expect(renderMarkdown(roundTrip(markdown))).toBe(renderMarkdown(markdown));
  });

  it('holds each mark and node as the editor’s own', () => {
    const doc = JSON.stringify(
      markdownToDoc(
        'x^1^ y~2~ ==z== [[K]] note[^1]\n\n[^1]: N.\n\n*[K]: Key\n\n[![A](/media/a)](/b)',
      ),
    );
    for (const type of [
      'superscript',
      'subscript',
      'highlight',
      'keyboard',
      'footnoteReference',
      'footnoteDefinition',
      'abbreviationDefinition',
    ]) {
      expect(doc).toContain(`"type":"${type}"`);
    }
    expect(doc).toContain('"href":"/b"');
  });

  it('writes typed carets and double equals signs as text, never as marks', () => {
    const doc = markdownToDoc('plain');
    const typed = {
      ...doc,
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '2^3^ and a==b==' }] }],
    };
    const markdown = docToMarkdown(typed);
    expect(markdown).toBe('2\\^3\\^ and a\\==b\\==');
    expect(renderMarkdown(markdown)).toBe('<p>2^3^ and a==b==</p>\n');
  });
});
