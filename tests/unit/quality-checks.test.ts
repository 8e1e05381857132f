/** Each site check (scripts/lib/quality/check*) on a small built site: passing, then failing. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBudgets } from '#scripts/lib/quality/budgets.ts';
import { checkHtmlValidity } from '#scripts/lib/quality/html-validity.ts';
import { checkLinks } from '#scripts/lib/quality/link-check.ts';
import { checkMetadata, checkSitemap } from '#scripts/lib/quality/metadata-check.ts';
import { nuFailures } from '#scripts/lib/quality/nu-html.ts';
import { onDemandRoutes } from '#scripts/lib/quality/site.ts';
import { checkBudgets, checkPublicJsBudget, measurePages } from '#scripts/lib/quality/sizes.ts';
import {
  fixturePage,
  fixtureSite,
  fixtureSitemap,
  removeClientDirs,
  writeClientDir,
} from '#test-support/built-site.ts';

afterAll(removeClientDirs);

/** A home page and /about linking to each other, a sitemap of both, one script and one sheet. */
const validFiles = (): Record<string, string> => ({
  'index.html': fixturePage({
    path: '/',
    title: 'Home',
    head: '<link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/page.js"></script>',
    body: '<h1 id="top">Home</h1><p><a href="/about">About us</a> <a href="/about#team">Team</a></p>',
  }),
  'about.html': fixturePage({
    path: '/about',
    title: 'About',
    body: '<h1>About</h1><h2 id="team">Team</h2><p><a href="/">Home</a></p>',
  }),
  '404.html': fixturePage({
    path: '/404',
    title: 'Not found',
    noindex: true,
    body: '<h1>Gone</h1>',
  }),
  'sitemap-0.xml': fixtureSitemap(['/', '/about']),
  '_astro/site.css': 'body{margin:0}',
  '_astro/page.js': 'import"./shared.js";console.log(1);',
  '_astro/shared.js': 'export const x=1;',
  'og.png': 'png',
});

const htmlValidateConfig = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'));

describe('loadSite', () => {
  it('reads every page once: path, references, ids, metadata and the modules it loads', () => {
    const site = fixtureSite(validFiles());
    expect(site.pages.map((page) => page.path)).toEqual(['/404', '/about', '/']);
    const home = site.pages.find((page) => page.path === '/');
    expect([...(home?.modules ?? [])].sort()).toEqual(['/_astro/page.js', '/_astro/shared.js']);
    expect(home?.stylesheets).toEqual(['/_astro/site.css']);
    expect(home?.ids.has('top')).toBe(true);
    expect(site.pages.find((page) => page.path === '/404')?.metadata.noindex).toBe(true);
  });

  it('takes the origin from the sitemap index when SITE_URL is not given', () => {
    const site = fixtureSite(
      {
        ...validFiles(),
        'sitemap-index.xml':
          '<sitemapindex><sitemap><loc>https://www.acme.test/sitemap-0.xml</loc></sitemap></sitemapindex>',
      },
      { siteUrl: undefined },
    );
    expect(site.siteUrl).toBe('https://www.acme.test');
  });
});

describe('checkLinks', () => {
  it('passes a site whose links, fragments and assets resolve', () => {
    const result = checkLinks(fixtureSite(validFiles()));
    expect(result.failures).toEqual([]);
    expect(result.summary).toMatch(/none broken; no orphan pages/);
  });

  it('reports a missing file, a missing fragment and an orphan page, once per broken URL', () => {
    const files = validFiles();
    files['index.html'] = fixturePage({
      path: '/',
      body: '<a href="/missing">x</a><a href="/#nobody">y</a>',
    });
    files['about.html'] = fixturePage({ path: '/about', body: '<a href="/missing">x</a>' });
    const result = checkLinks(fixtureSite(files));
    expect(result.failures).toEqual([
      '/missing (a[href]) — no such file or route — on 2 pages (/about, /)',
      '/#nobody (a[href]) — no element with id "nobody" — on /',
      '/about — orphan page: indexable, yet no other indexable page links to it',
    ]);
  });

  it('accepts links to routes served on demand', () => {
    const files = validFiles();
    files['about.html'] = fixturePage({
      path: '/about',
      body: '<h2 id="team">Team</h2><a href="/">Home</a><form action="/api/contact" method="post"></form>',
    });
    const pagesDir = writeClientDir({
      'api/contact.ts': 'export const prerender = false;',
      'about.astro': '---\n---',
    });
    expect(checkLinks(fixtureSite(files)).failures).toEqual([
      '/api/contact (form[action]) — no such file or route — on /about',
    ]);
    expect(checkLinks(fixtureSite(files, { onDemand: onDemandRoutes(pagesDir) })).failures).toEqual(
      [],
    );
  });
});

describe('checkHtmlValidity', () => {
  it('passes valid pages and reports invalid ones with line, rule and message', async () => {
    expect(
      (await checkHtmlValidity(fixtureSite(validFiles()), htmlValidateConfig)).failures,
    ).toEqual([]);
    const files = validFiles();
    files['about.html'] = fixturePage({
      path: '/about',
      body: '<p><div>block in a paragraph</div></p>',
    });
    const result = await checkHtmlValidity(fixtureSite(files), htmlValidateConfig);
    expect(result.summary).toBe('1 of 3 pages invalid');
    expect(result.failures.length).toBeGreaterThan(0);
    expect(result.failures.every((line) => line.startsWith('/about:'))).toBe(true);
    expect(result.failures.join('\n')).toMatch(/element-permitted-content|close-order/);
  });
});

describe('checkMetadata', () => {
  it('passes complete, unique metadata and leaves noindex pages alone', () => {
    const result = checkMetadata(fixtureSite(validFiles()));
    expect(result).toEqual({ summary: '2 indexable, 1 noindex pages', failures: [] });
  });

  it('reports a wrong canonical and a title two pages share', () => {
    const files = validFiles();
    files['about.html'] = fixturePage({
      path: '/about',
      title: 'Home',
      body: '<a href="/">Home</a>',
    }).replace(
      '<link rel="canonical" href="https://www.example.com/about">',
      '<link rel="canonical" href="https://www.example.com/other">',
    );
    expect(checkMetadata(fixtureSite(files)).failures).toEqual([
      '/about: canonical is https://www.example.com/other, expected https://www.example.com/about',
      '/about: title "Home" is shared with /',
      '/: title "Home" is shared with /about',
    ]);
  });
});

describe('checkSitemap', () => {
  it('passes a sitemap of exactly the indexable pages', () => {
    expect(checkSitemap(fixtureSite(validFiles()))).toEqual({
      summary: '2 URLs in sitemap-0.xml',
      failures: [],
    });
  });

  it('reports a missing indexable page, a listed noindex page, and no sitemap at all', () => {
    const files = validFiles();
    files['sitemap-0.xml'] = fixtureSitemap(['/', '/404']);
    expect(checkSitemap(fixtureSite(files)).failures).toEqual([
      '/404: noindex page in the sitemap',
      '/about: indexable page missing from the sitemap',
    ]);
    delete files['sitemap-0.xml'];
    expect(checkSitemap(fixtureSite(files)).failures).toContain('no sitemap-N.xml in the build');
  });
});

describe('checkBudgets', () => {
  const budgets = parseBudgets({
    htmlGzipBytesPerPage: 4096,
    cssGzipBytesPerPage: 1024,
    jsGzipBytesPerPage: 1024,
    frameworkJsBytesWithoutIslands: 0,
    chainedScriptsWithoutIslands: 1,
    firstRoundTrip: { pages: ['/'], htmlPlusCssGzipBytes: 14950 },
    publicJs: { gzipBytesPerPage: 1024, staffPages: ['/admin'] },
  });

  it('measures each page and passes one within its limits', () => {
    const site = fixtureSite(validFiles());
    const home = measurePages(site).find((page) => page.path === '/');
    expect(home).toMatchObject({ chainedScripts: 1, hasIslands: false, frameworkJsGzip: 0 });
    expect(home?.jsGzip).toBe(
      site.gzipSize('/_astro/page.js') + site.gzipSize('/_astro/shared.js'),
    );
    expect(checkBudgets(site, budgets).failures).toEqual([]);
  });

  it('reports a page over its JS budget and a script chained behind another', () => {
    const files = validFiles();
    // Random bytes do not compress: well over 1 KB gzip.
    files['_astro/shared.js'] = `export const x="${randomBytes(2048).toString('hex')}";`;
    files['_astro/page.js'] = 'import"./shared.js";import"./more.js";';
    files['_astro/more.js'] = 'export const y=2;';
    const failures = checkBudgets(fixtureSite(files), budgets).failures;
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^\/: JS gzip [\d.]+ KB > 1\.0 KB$/);
    expect(failures[1]).toBe('/: scripts chained behind another, without islands 2 B > 1 B');
  });
});

describe('checkPublicJsBudget', () => {
  const budget = { gzipBytesPerPage: 1024, staffPages: ['/about'] };

  it('passes public pages within the limit, counting every module a page loads', () => {
    const result = checkPublicJsBudget(fixtureSite(validFiles()), budget);
    expect(result.failures).toEqual([]);
    expect(result.summary).toMatch(/^max \d+ B \(\/\) of 2 public pages, limit 1\.0 KB$/);
  });

  it('reports a public page over the limit with its heaviest scripts, and exempts staff pages', () => {
    const files = validFiles();
    files['_astro/shared.js'] = `export const x="${randomBytes(2048).toString('hex')}";`;
    files['about.html'] = files['about.html']!.replace(
      '</head>',
      '<script type="module" src="/_astro/shared.js"></script></head>',
    );
    const failures = checkPublicJsBudget(fixtureSite(files), budget).failures;
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^\/: public page JS gzip [\d.]+ KB > 1\.0 KB \(heaviest: \/_astro\/shared\.js [\d.]+ KB, /,
    );
  });
});

describe('nuFailures', () => {
  it('turns the checker’s errors into lines with the page path, line and column', () => {
    expect(
      nuFailures(
        [
          {
            type: 'error',
            url: 'file:/site/client/locations.html',
            lastLine: 1,
            firstColumn: 10,
            message: 'Stray start tag “script”.',
          },
          {
            type: 'error',
            subType: 'fatal',
            url: 'file:/site/client/locations.html',
            message: 'Cannot recover after last error.',
          },
          { type: 'non-document-error', url: 'file:/site/client/blog/x/index.html', message: 'IO' },
          { type: 'info', url: 'file:/site/client/index.html', message: 'Trailing slash' },
        ],
        '/site/client',
      ),
    ).toEqual([
      '/locations:1:10 Stray start tag “script”.',
      '/locations Cannot recover after last error.',
      '/blog/x IO',
    ]);
  });
});
