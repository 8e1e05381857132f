import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '#lib/markdown/render.ts';
import { SLUG_PATTERN, slugify } from '#lib/text/slugify.ts';

describe('renderMarkdown', () => {
  it.each([
    ['## Heading', '<h2 id="heading">Heading</h2>'],
    ['**bold**', '<strong>bold</strong>'],
    ['- a\n- b', '<li>a</li>'],
    ['line one\nline two', 'line one<br>line two'],
    ['[contact](/contact)', '<a href="/contact">contact</a>'],
    ['[docs](https://example.com)', 'rel="noopener noreferrer"'],
  ])('%j renders %s', (source, expected) => {
    expect(renderMarkdown(source)).toContain(expected);
  });

  it.each([
    ['<script>alert(1)</script>', '<script'],
    ['<img src=x onerror=alert(1)>', '<img src=x'],
    ['[x](javascript:alert(1))', 'javascript:'],
    ['![x](javascript:alert(1))', 'javascript:'],
    ['<a href="javascript:alert(1)">x</a>', '<a href'],
  ])('never lets %j through as markup', (source, forbidden) => {
    expect(renderMarkdown(source)).not.toContain(forbidden);
  });

  it('shows raw HTML as text', () => {
    expect(renderMarkdown('<b>hi</b>')).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });
});

describe('slugify', () => {
  it.each([
    ['Cloud Migration Strategy Guide', 'cloud-migration-strategy-guide'],
    ['  HIPAA & You: 5 Steps!  ', 'hipaa-and-you-5-steps'],
    ['Café résumé', 'cafe-resume'],
    ['---', ''],
    ['a'.repeat(100), 'a'.repeat(80)],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each(['cloud-migration', 'a1', 'soc-2-in-90-days'])('%s is a valid slug', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it.each(['Cloud', 'a--b', '-a', 'a-', 'a b', ''])('%j is not a valid slug', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});
