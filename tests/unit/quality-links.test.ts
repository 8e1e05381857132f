import { describe, expect, it } from 'vitest';
import {
  elementIds,
  extractReferences,
  fileForPath,
  findBrokenLinks,
  findOrphanPages,
  internalTarget,
  pagePathForFile,
  parseSrcset,
  routePatternForPageFile,
} from '#scripts/lib/quality/links.ts';
import { parseTags } from '#scripts/lib/quality/tags.ts';

const SITE = 'https://www.example.com';

describe('parseTags', () => {
  it('reads start tags with quoted, unquoted and bare attributes, skipping comments', () => {
    const tags = parseTags(
      '<!DOCTYPE html><!-- <a href="/commented"> --><A HREF="/x?a=1&amp;b=2" data-x=plain hidden><img alt=\'a > b\' src="/i.svg"></a>',
    );
    expect(tags.map((t) => t.name)).toEqual(['a', 'img']);
    expect(tags[0]?.attrs).toEqual({ href: '/x?a=1&b=2', 'data-x': 'plain', hidden: '' });
    expect(tags[1]?.attrs).toEqual({ alt: 'a > b', src: '/i.svg' });
  });

  it('keeps the text of raw-text elements and does not read tags inside them', () => {
    const tags = parseTags(
      '<title>A &amp; B</title><script>if (a < b) document.write("<a href=\\"/x\\">")</script><p>',
    );
    expect(tags.map((t) => t.name)).toEqual(['title', 'script', 'p']);
    // A title's text is decoded as a browser shows it; a script's stays as written.
    expect(tags[0]?.text).toBe('A & B');
    expect(tags[1]?.text).toContain('<a href');
  });

  it('decodes named and numeric character references in attributes', () => {
    const [tag] = parseTags(
      `<p title="&lt;a&gt; &#39;b&#x27; &quot;c&quot; &unknown; &eacute;&nbsp;&rsquo;">`,
    );
    expect(tag?.attrs['title']).toBe(`<a> 'b' "c" &unknown; \u00e9\u00a0\u2019`);
  });
});

describe('extractReferences', () => {
  it('finds links, assets, srcset candidates, forms, island modules and social images', () => {
    const refs = extractReferences(
      parseTags(
        [
          '<link rel="stylesheet" href="/_astro/a.css"><link rel="preconnect" href="https://cdn.example.com">',
          '<meta property="og:image" content="https://www.example.com/og.png"><meta name="twitter:image" content="/tw.png">',
          '<meta name="description" content="/not-a-url">',
          '<a href="/blog">Blog</a><img src="/a.svg" srcset="/a-1x.svg 1x, /a-2x.svg 2x">',
          '<form action="/contact/send"></form><script src="/_astro/s.js"></script>',
          '<astro-island component-url="/_astro/C.js" renderer-url="/_astro/client.js"></astro-island>',
        ].join(''),
      ),
    ).map((r) => `${r.source} ${r.url}`);
    expect(refs).toEqual([
      'link[href] /_astro/a.css',
      'meta[og:image] https://www.example.com/og.png',
      'meta[twitter:image] /tw.png',
      'a[href] /blog',
      'img[src] /a.svg',
      'img[srcset] /a-1x.svg',
      'img[srcset] /a-2x.svg',
      'form[action] /contact/send',
      'script[src] /_astro/s.js',
      'astro-island[component-url] /_astro/C.js',
      'astro-island[renderer-url] /_astro/client.js',
    ]);
  });

  it.each([
    ['/a.png 480w, /b.png 800w', ['/a.png', '/b.png']],
    ['/a.png', ['/a.png']],
    ['/a,b.png 1x,/c.png 2x', ['/a,b.png', '/c.png']],
    ['  /a.png  1x ,  /b.png 2x  ', ['/a.png', '/b.png']],
  ])('parseSrcset(%j)', (value, expected) => {
    expect(parseSrcset(value)).toEqual(expected);
  });
});

describe('internalTarget', () => {
  it.each([
    ['/blog', '/', { path: '/blog', hash: '' }],
    ['/blog?page=2#top', '/', { path: '/blog', hash: 'top' }],
    ['#main', '/contact', { path: '/contact', hash: 'main' }],
    ['post-b', '/blog/post-a', { path: '/blog/post-b', hash: '' }],
    ['https://www.example.com/og.png', '/', { path: '/og.png', hash: '' }],
    ['/images/a%20b.svg', '/', { path: '/images/a b.svg', hash: '' }],
  ])('%s on %s is internal', (url, page, expected) => {
    expect(internalTarget(url, page, SITE)).toEqual(expected);
  });

  it.each([
    'https://cal.example.com/x',
    'mailto:support@example.com',
    'tel:+12035550142',
    'data:image/png;base64,AAAA',
    'javascript:void(0)',
    '',
  ])('%s is not internal', (url) => {
    expect(internalTarget(url, '/', SITE)).toBeNull();
  });
});

describe('paths and files', () => {
  it.each([
    ['index.html', '/'],
    ['blog.html', '/blog'],
    ['blog/post.html', '/blog/post'],
    ['docs/index.html', '/docs'],
  ])('pagePathForFile(%s) = %s', (file, path) => {
    expect(pagePathForFile(file)).toBe(path);
  });

  const files = new Set(['/index.html', '/blog.html', '/docs/index.html', '/og.png']);
  it.each([
    ['/', '/index.html'],
    ['/blog', '/blog.html'],
    ['/blog/', '/blog.html'],
    ['/blog.html', '/blog.html'],
    ['/docs', '/docs/index.html'],
    ['/og.png', '/og.png'],
    ['/missing', null],
  ])('fileForPath(%s) = %s', (path, file) => {
    expect(fileForPath(path, files)).toBe(file);
  });

  it.each([
    ['api/contact.ts', '/api/contact', '/api/contacts'],
    ['api/admin/posts/[id].ts', '/api/admin/posts/abc', '/api/admin/posts/a/b'],
    ['api/admin/posts/[id]/publish.ts', '/api/admin/posts/7/publish', '/api/admin/posts/publish'],
    ['api/admin/leads.csv.ts', '/api/admin/leads.csv', '/api/admin/leadsXcsv'],
    ['api/admin/posts/index.ts', '/api/admin/posts', '/api/admin'],
    ['files/[...rest].ts', '/files/a/b/c', '/filesx'],
  ])('routePatternForPageFile(%s) matches %s, not %s', (file, yes, no) => {
    const pattern = routePatternForPageFile(file);
    expect(pattern.test(yes)).toBe(true);
    expect(pattern.test(no)).toBe(false);
  });
});

describe('findBrokenLinks', () => {
  const index = {
    files: new Set(['/index.html', '/blog.html', '/og.png', '/_astro/a.css']),
    ids: new Map([
      ['/', new Set(['main'])],
      ['/blog', new Set(['main', 'posts'])],
    ]),
    onDemand: [routePatternForPageFile('api/contact.ts')],
  };

  it('passes built files, on-demand routes, existing fragments and external URLs', () => {
    const refs = extractReferences(
      parseTags(
        '<a href="#main"></a><a href="/blog#posts"></a><form action="/api/contact"></form><link rel="stylesheet" href="/_astro/a.css"><meta property="og:image" content="https://www.example.com/og.png"><a href="https://elsewhere.example.org/missing"></a>',
      ),
    );
    expect(findBrokenLinks([{ path: '/', references: refs }], index, SITE)).toEqual([]);
  });

  it('reports missing files, routes and fragments', () => {
    const refs = extractReferences(
      parseTags(
        '<a href="/pricing"></a><a href="/blog#nope"></a><img src="/missing.svg" alt=""><meta property="og:image" content="https://www.example.com/gone.png"><a href="/api-docs"></a>',
      ),
    );
    expect(
      findBrokenLinks([{ path: '/', references: refs }], index, SITE).map(
        (b) => `${b.url}: ${b.reason}`,
      ),
    ).toEqual([
      '/pricing: no such file or route',
      '/blog#nope: no element with id "nope"',
      '/missing.svg: no such file or route',
      'https://www.example.com/gone.png: no such file or route',
      '/api-docs: no such file or route',
    ]);
  });

  it('collects element ids and named anchors', () => {
    expect([...elementIds(parseTags('<main id="main"><a name="old"></a><p id="x">'))]).toEqual([
      'main',
      'old',
      'x',
    ]);
  });
});

describe('findOrphanPages', () => {
  const files = new Set(['/index.html', '/a.html', '/b/index.html', '/c.html', '/hidden.html']);
  const indexable = new Set(['/', '/a', '/b', '/c']);
  const link = (url: string, source = 'a[href]') => ({ source, url });
  type Case = [string, { path: string; references: { source: string; url: string }[] }[], string[]];

  it.each<Case>([
    [
      'every page linked from another: none',
      [
        { path: '/', references: [link('/a'), link('/b/'), link('c')] },
        { path: '/a', references: [link('/')] },
        { path: '/b', references: [] },
        { path: '/c', references: [] },
      ],
      [],
    ],
    [
      'a page that links only to itself is an orphan',
      [
        { path: '/', references: [link('/a'), link('/b')] },
        { path: '/c', references: [link('/c#top'), link(`${SITE}/c`)] },
      ],
      ['/c'],
    ],
    [
      'a canonical, og:url or stylesheet reference is not a link',
      [
        {
          path: '/',
          references: [link('/a'), link('/b', 'link[href]'), link(`${SITE}/c`, 'meta[og:url]')],
        },
      ],
      ['/b', '/c'],
    ],
    [
      'a link from a noindex page does not count',
      [
        { path: '/', references: [link('/a'), link('/b')] },
        { path: '/hidden', references: [link('/c')] },
      ],
      ['/c'],
    ],
    [
      'links to other origins or to missing files reach no page',
      [
        {
          path: '/',
          references: [link('https://elsewhere.example/a'), link('/b/x'), link('/c?q=1')],
        },
      ],
      ['/a', '/b'],
    ],
    ['the home page is never an orphan', [], ['/a', '/b', '/c']],
  ])('%s', (_name, pages, orphans) => {
    expect(findOrphanPages(pages, indexable, files, SITE)).toEqual(orphans);
  });
});
