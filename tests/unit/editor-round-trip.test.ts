import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  docToMarkdown,
  editsFaithfully,
  markdownToDoc,
} from '#islands/admin/editor/markdown-doc.ts';
import * as renderer from '#lib/markdown/render.ts';
import { seedDocument } from '#test-support/page-documents.ts';

// The rich-text editor keeps Markdown (docs/product-rules.md, "Rich-text editor"): what it reads
// and writes back renders to the same HTML through the site's own renderer.

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;
const bodies = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map(
      (name) =>
        [`${dir}/${name}`, readFileSync(join(dir, name), 'utf8').replace(FRONTMATTER, '')] as const,
    );

/** The /blog articles' Markdown, from their page documents' seed. */
const articles = [
  'blog-cybersecurity-threats-2025',
  'blog-managed-it-services-small-business-guide',
].map((key) => [`content/seed/pages/${key}.json`, String(seedDocument(key).body)] as const);

const documents = [...bodies('content/seed/posts'), ...articles];
const roundTrip = (markdown: string) => docToMarkdown(markdownToDoc(markdown));

describe('every seeded post and blog article survives the editor', () => {
  it('reads them all (28 seeded posts, 2 blog articles)', () => {
    expect(documents).toHaveLength(30);
  });

  it.each(documents)('%s renders the same after parse and serialize', (_file, markdown) => {
    expect(renderer.renderMarkdown(roundTrip(markdown))).toBe(renderer.renderMarkdown(markdown));
    expect(editsFaithfully(markdown, renderer)).toBe(true);
  });
});

describe('what the toolbar writes renders as the site renders it', () => {
  it.each([
    ['headings', '## Two\n\n### Three', '<h2 id="two">Two</h2>\n<h3 id="three">Three</h3>'],
    ['bold and italic', '**bold** and *italic*', '<strong>bold</strong> and <em>italic</em>'],
    ['lists', '- one\n  - nested\n\n1. first\n2. second', '<ol>'],
    ['a quote', '> Quoted', '<blockquote>'],
    ['a link with a title', '[Pricing](/pricing "Our prices")', 'title="Our prices"'],
    ['inline code', 'Run `gpupdate /force`', '<code>gpupdate /force</code>'],
    ['a line break', 'line one\nline two', 'line one<br>line two'],
    [
      'a library image',
      '![A rack \\[labelled\\]](/media/12345678-1234-4234-8234-123456789abc)',
      'alt="A rack [labelled]"',
    ],
  ])('%s', (_name, markdown, html) => {
    const again = roundTrip(markdown);
    expect(renderer.renderMarkdown(again)).toBe(renderer.renderMarkdown(markdown));
    expect(renderer.renderMarkdown(again)).toContain(html);
  });
});

describe('Markdown the formatted view would change opens as source instead', () => {
  it.each([
    ['a table', '| a | b |\n| - | - |\n| 1 | 2 |'],
    ['a task list', '- [ ] task'],
    ['an h1', '# Title'],
    ['an h4', '#### Deep'],
    ['a loose list', '- one\n\n- two'],
    ['an entity', 'Caf&eacute; &copy;'],
    ['over the limits', '>'.repeat(5000)],
  ])('%s', (_name, markdown) => {
    expect(editsFaithfully(markdown, renderer)).toBe(false);
  });
});
