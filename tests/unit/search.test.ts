import { describe, expect, it } from 'vitest';
import { excerptParts } from '#lib/search/excerpt.ts';
import { HEADING_WEIGHTS, prepareForIndex, resultTitle } from '#lib/search/index-html.ts';
import { nextActive } from '#lib/search/listbox-keys.ts';
import { opensSearch } from '#lib/search/shortcuts.ts';
import { searchSectionFor } from '#lib/search/sections.ts';

describe('searchSectionFor: the section a result names, or null when search leaves the page out', () => {
  it.each([
    ['/insights/edr-vs-antivirus', 'Insight'],
    ['/blog/cybersecurity-threats-2025', 'Blog'],
    ['/managed-it-services', 'Service'],
    ['/cybersecurity-services', 'Service'],
    ['/services', 'Service'],
    ['/locations/brooklyn-ny', 'Location'],
    ['/locations', 'Location'],
    ['/industries/law-firms', 'Industry'],
    ['/industries', 'Industry'],
    ['/pricing', 'Tool'],
    ['/security-check', 'Tool'],
    ['/', 'Company'],
    ['/process', 'Company'],
    ['/insights', 'Company'],
    ['/admin', null],
    ['/blog-generator', null],
    ['/contact/thanks', null],
    ['/404', null],
    ['/404/insight', null],
    ['/search', null],
    ['/topic/cloud', null],
    ['/persona/law-firms/2', null],
    ['/journey/awareness', null],
  ])('%s → %s', (path, section) => expect(searchSectionFor(path)).toBe(section));
});

const page = (body: string, head = '') =>
  `<html><head>${head}</head><body><header><nav>Menu</nav></header><main id="main">${body}</main><footer>Footer</footer></body></html>`;

describe('prepareForIndex', () => {
  it('marks the main content as the indexed body with its section', () => {
    const html = prepareForIndex(
      page('<h1>EDR</h1><p>Text</p>', '<title>EDR vs. Antivirus | Northbeam IT</title>'),
      '/insights/edr',
    )!;
    expect(html).toContain(
      '<main data-pagefind-body data-pagefind-meta="section:Insight" id="main"><span data-pagefind-ignore data-pagefind-meta="title">EDR vs. Antivirus</span><h1',
    );
    expect(html.match(/data-pagefind-body/g)).toHaveLength(1);
  });

  it('weights headings above body text, the title most', () => {
    const html = prepareForIndex(
      page('<h1>T</h1><h2 id="a">A</h2><h3>B</h3><p>x</p>'),
      '/process',
    )!;
    expect(html).toContain(`<h1 data-pagefind-weight="${HEADING_WEIGHTS.h1}">`);
    expect(html).toContain(`<h2 data-pagefind-weight="${HEADING_WEIGHTS.h2}" id="a">`);
    expect(html).toContain(`<h3 data-pagefind-weight="${HEADING_WEIGHTS.h3}">`);
    expect(html).not.toContain('<p data-pagefind');
    expect(HEADING_WEIGHTS.h1).toBeGreaterThan(HEADING_WEIGHTS.h2);
    expect(HEADING_WEIGHTS.h2).toBeGreaterThan(HEADING_WEIGHTS.h3);
    expect(HEADING_WEIGHTS.h3).toBeGreaterThan(1);
  });

  it('leaves navigation, forms, related articles, tag chips and image fallbacks out of a page', () => {
    const html = prepareForIndex(
      page(
        '<h1>T</h1><nav aria-label="Breadcrumb">Home</nav><form action="/x">Name</form><section id="related" class="x">Other post</section><ul class="t" aria-label="Tags"><li>Law</li></ul><p class="image-fallback hidden">Image not available</p><p>Body</p>',
      ),
      '/insights/x',
    )!;
    expect(html).toContain('<nav data-pagefind-ignore="all" aria-label="Breadcrumb">');
    expect(html).toContain('<form data-pagefind-ignore="all" action="/x">');
    expect(html).toContain('<section data-pagefind-ignore="all" id="related" class="x">');
    expect(html).toContain('<ul data-pagefind-ignore="all" class="t" aria-label="Tags">');
    expect(html).toContain('<p data-pagefind-ignore="all" class="image-fallback hidden">');
    expect(html).toContain('<p>Body</p>');
  });

  it.each([
    ['a noindex path', page('<h1>Admin</h1>'), '/admin'],
    ['a not-found screen', page('<h1>Page Not Found</h1>'), '/404/blog'],
    ['a listing page', page('<h1>Cloud</h1>'), '/topic/cloud'],
    [
      'a page whose robots meta says noindex',
      page('<h1>X</h1>', '<meta name="robots" content="noindex, nofollow">'),
      '/some-page',
    ],
    ['a page without <main>', '<html><body><h1>X</h1></body></html>', '/some-page'],
  ])('skips %s', (_name, html, path) => {
    expect(prepareForIndex(html, path)).toBeNull();
  });

  it('indexes a page whose robots meta allows it', () => {
    const head = '<meta name="robots" content="index, follow, max-image-preview:large">';
    expect(prepareForIndex(page('<h1>X</h1>', head), '/process')).not.toBeNull();
  });
});

describe('resultTitle: the <title> without the brand', () => {
  it.each([
    ['<title>Cybersecurity Services | Northbeam IT</title>', 'Cybersecurity Services'],
    [
      '<title>Managed IT Services, 24/7 IT Support &amp; Cybersecurity | Northbeam IT</title>',
      'Managed IT Services, 24/7 IT Support &amp; Cybersecurity',
    ],
    ['<title>Northbeam IT</title>', 'Northbeam IT'],
    ['<title></title>', null],
    ['<p>no title</p>', null],
  ])('%s → %s', (html, title) => expect(resultTitle(html)).toBe(title));

  it('adds no title metadata to a page without a <title>', () => {
    expect(prepareForIndex(page('<h1>X</h1>'), '/process')).not.toContain(
      'data-pagefind-meta="title"',
    );
  });
});

describe('excerptParts: text runs and marked runs, never markup', () => {
  it.each([
    ['plain text', [{ text: 'plain text', marked: false }]],
    [
      'a <mark>HIPAA</mark> checklist',
      [
        { text: 'a ', marked: false },
        { text: 'HIPAA', marked: true },
        { text: ' checklist', marked: false },
      ],
    ],
    [
      '<mark>M365</mark> &amp; <mark>backup</mark>',
      [
        { text: 'M365', marked: true },
        { text: ' & ', marked: false },
        { text: 'backup', marked: true },
      ],
    ],
    [
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      [{ text: '<script>alert(1)</script>', marked: false }],
    ],
    ['<img src=x onerror=alert(1)>safe', [{ text: 'safe', marked: false }]],
    ['', []],
  ])('%j', (excerpt, parts) => expect(excerptParts(excerpt)).toEqual(parts));
});

describe('excerptParts decodes the character references of escaped text', () => {
  it.each([
    ['&quot;a&quot; &#39;b&#39; &#x27;c&#x27; &apos;d&apos;', `"a" 'b' 'c' 'd'`],
    ['&lt;b&gt; &amp;&#160;', '<b> &\u00a0'],
    ['&unknown; &amp', '&unknown; &amp'],
  ])('%j', (input, output) =>
    expect(excerptParts(input)).toEqual([{ text: output, marked: false }]),
  );
});

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('opensSearch: / outside text fields, Ctrl-K and ⌘-K anywhere', () => {
  it.each([
    ['/', key('/'), false, true],
    ['/ while typing', key('/'), true, false],
    ['Ctrl-K', key('k', { ctrlKey: true }), false, true],
    ['Ctrl-K while typing', key('k', { ctrlKey: true }), true, true],
    ['⌘-K', key('k', { metaKey: true }), false, true],
    ['Ctrl-Shift-K (K)', key('K', { ctrlKey: true }), false, true],
    ['plain k', key('k'), false, false],
    ['Alt-/', key('/', { altKey: true }), false, false],
    ['Ctrl-/', key('/', { ctrlKey: true }), false, false],
  ])('%s', (_name, event, typing, opens) => expect(opensSearch(event, typing)).toBe(opens));
});

describe('nextActive: arrows move through results and wrap', () => {
  it.each([
    ['ArrowDown', -1, 3, 0],
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', -1, 3, 2],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['ArrowDown', -1, 0, null],
    ['Enter', 0, 3, null],
    ['Home', 1, 3, null],
  ])('%s from %i of %i → %s', (k, active, count, expected) =>
    expect(nextActive(k, active, count)).toBe(expected),
  );
});
