// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { Editor } from '@tiptap/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyEditorOptions } from '#islands/admin/editor/body-editor.ts';
import { cleanPastedHtml as cleanWith } from '#lib/markdown/pasted-html.ts';
import { isSafeUrl } from '#lib/markdown/render.ts';

// What Word (Windows, Microsoft 365) and Google Docs (Chrome) put on the clipboard as text/html.
const clipboard = (name: string) => readFileSync(`tests/support/clipboard/${name}`, 'utf8');
const word = clipboard('word.html');
const googleDocs = clipboard('google-docs.html');

beforeAll(() => {
  // The test DOM reports every <iframe> it parses (it never loads them); a browser's parser is quiet.
  const report = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args[0] instanceof Error ? args[0].message : String(args[0]);
    if (!message.includes('Iframe page loading is disabled')) report(...args);
  });
});

const cleanPastedHtml = (html: string) => cleanWith(html, isSafeUrl);

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** Pastes `html` into an empty body editor, through the editor's own paste handling, and reads the Markdown. */
function paste(html: string): string {
  editor = new Editor({
    element: document.createElement('div'),
    ...bodyEditorOptions({ markdown: '', isSafeHref: isSafeUrl }),
  });
  editor.view.pasteHTML(html);
  return editor.getMarkdown().trim();
}

describe('pasted HTML is cleaned to the structure the body keeps', () => {
  it.each([
    ['Word', word],
    ['Google Docs', googleDocs],
  ])('%s: no style, class, span, script, handler, iframe or image survives', (_source, html) => {
    const cleaned = cleanPastedHtml(html);
    expect(cleaned).not.toMatch(
      /<(span|font|style|script|iframe|img|meta|link|o:p|b|i)\b|style=|class=|\son\w+=|javascript:|vbscript:|mso-|<!--/i,
    );
    expect(cleaned).not.toMatch(/alert|document\.cookie|evil\.example/);
  });

  it('Word: headings, bold and italic, nested bullet and numbered lists and links are kept', () => {
    expect(paste(word)).toBe(
      [
        '## A backup plan that survives ransomware',
        '',
        'Keep **three copies** of your data on *two* kinds of storage, with ***one*** off site.',
        '',
        '## What to check',
        '',
        '- Separate credentials for the backup console',
        '  - Multi-factor sign-in required',
        '- An immutable copy',
        '',
        'Then, in order:',
        '',
        '1. Restore one whole server',
        '2. Read the [CISA guide](https://www.cisa.gov/stopransomware)',
        '',
        'Questions? Ask us.',
      ].join('\n'),
    );
  });

  it('Google Docs: its bold wrapper is not bold; styled spans become bold and italic', () => {
    expect(paste(googleDocs)).toBe(
      [
        '## Why backups fail',
        '',
        '**Ransomware** looks for them first. Read [the NIST framework](https://www.nist.gov/cyberframework) *before you buy*.',
        '',
        '### Three habits',
        '',
        '- Keep an immutable copy',
        '- Test restores every quarter',
        '',
        '1. Call us',
        '',
        'Questions? Ask',
      ].join('\n'),
    );
  });

  it.each([
    ['<p>Hi <a href="javascript:alert(1)">there</a></p>', '<p>Hi there</p>'],
    ['<p><a href=" /pricing ">Pricing</a></p>', '<p><a href=" /pricing ">Pricing</a></p>'],
    ['<p><a href="//evil.example">x</a></p>', '<p>x</p>'],
    [
      '<p><a href="https://example.com" onclick="x()" target="_blank">y</a></p>',
      '<p><a href="https://example.com">y</a></p>',
    ],
    ['<h4>Deep</h4><h1>Top</h1>', '<h3>Deep</h3><h2>Top</h2>'],
    ['<div>Line</div><div><p>Block</p></div>', '<p>Line</p><p>Block</p>'],
    ['<table><tr><td>Cell</td></tr></table>', '<p>Cell</p>'],
    ['<p>A<sup>2</sup> <u>under</u></p>', '<p>A2 under</p>'],
    ['<p>x</p><img src="data:image/png;base64,AAAA" onerror="alert(1)">', '<p>x</p>'],
    ['<p>ok</p><svg onload="alert(1)"><script>alert(2)</script></svg>', '<p>ok</p>'],
    ['<ol start="3" type="a"><li>three</li></ol>', '<ol start="3"><li>three</li></ol>'],
  ])('%s', (html, cleaned) => {
    expect(cleanPastedHtml(html)).toBe(cleaned);
  });
});
