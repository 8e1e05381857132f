import { describe, expect, it } from 'vitest';
import { notFoundSections } from '../../src/config/not-found';
import {
  excludedPathsFor,
  onDemandRoutesUnder,
  withExcludedPaths,
} from '../../src/lib/netlify/function-routes';
import { htmlAliasOf, withHtmlAliases } from '../../src/lib/netlify/header-aliases';
import { netlifyWaitUntil } from '../../src/lib/netlify/wait-until';

describe('htmlAliasOf', () => {
  it.each([
    ['/pricing', '/pricing.html'],
    ['/404/blog', '/404/blog.html'],
    ['/persona/small-businesses/2', '/persona/small-businesses/2.html'],
    ['/', null],
    ['/_astro/*', null],
    ['/blog/', null],
    ['/rss.xml', null],
    ['/blog/:slug', null],
    ['pricing', null],
  ])('%s → %s', (path, alias) => {
    expect(htmlAliasOf(path)).toBe(alias);
  });
});

describe('withHtmlAliases', () => {
  it('adds a twin after each page rule, keeps the rest and never duplicates a path', () => {
    const csp = { 'Content-Security-Policy': "default-src 'self'" };
    const rules = [
      { for: '/_astro/*', values: { 'Cache-Control': 'immutable' } },
      { for: '/pricing', values: csp },
      { for: '/', values: csp },
      { for: '/contact', values: csp },
      { for: '/contact.html', values: { 'X-Own': '1' } },
    ];
    expect(withHtmlAliases(rules).map((rule) => rule.for)).toEqual([
      '/_astro/*',
      '/pricing',
      '/pricing.html',
      '/',
      '/contact',
      '/contact.html',
    ]);
    expect(withHtmlAliases(rules)[2]?.values).toEqual(csp);
  });
});

describe('the SSR function and the section 404s', () => {
  const source = `export default createHandler({});
export const config = {
  includedFiles: ['**/*'],
  path: '/*',
  preferStatic: true,
};`;

  it('excludes every section prefix of the not-found pages', () => {
    expect(excludedPathsFor(notFoundSections)).toEqual([
      '/blog/*',
      '/insights/*',
      '/persona/*',
      '/journey/*',
      '/topic/*',
      '/locations/*',
      '/industries/*',
    ]);
  });

  it('adds excludedPath to the inline config', () => {
    const out = withExcludedPaths(source, ['/blog/*', '/topic/*']);
    expect(out).toContain("path: '/*', excludedPath: ['/blog/*', '/topic/*'],");
    expect(out).toContain('preferStatic: true');
  });

  it('refuses a function source it does not recognise, or one already changed', () => {
    expect(() => withExcludedPaths('export const config = {}', ['/blog/*'])).toThrow(
      /@astrojs\/netlify changed/,
    );
    expect(() => withExcludedPaths(withExcludedPaths(source, ['/a/*']), ['/a/*'])).toThrow(
      /already has excludedPath/,
    );
  });

  it('finds on-demand routes an excluded section would cut off', () => {
    const routes = [
      { route: '/blog/[slug]', isPrerendered: true },
      { route: '/api/contact', isPrerendered: false },
      { route: '/insights/live', isPrerendered: false },
    ];
    expect(onDemandRoutesUnder(routes, notFoundSections)).toEqual(['/insights/live']);
  });
});

describe('netlifyWaitUntil', () => {
  it('hands work to the function context of a Netlify request', async () => {
    const kept: Promise<unknown>[] = [];
    const context = {
      waitUntil(this: unknown, work: Promise<unknown>) {
        expect(this).toBe(context);
        kept.push(work);
      },
    };
    const keepAlive = netlifyWaitUntil({ netlify: { context } });
    const work = Promise.resolve('done');
    keepAlive?.(work);
    expect(kept).toEqual([work]);
  });

  it.each([undefined, null, {}, { netlify: {} }, { netlify: { context: { waitUntil: 1 } } }])(
    'is undefined outside a Netlify function (%j)',
    (locals) => {
      expect(netlifyWaitUntil(locals)).toBeUndefined();
    },
  );
});
