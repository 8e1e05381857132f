import { describe, expect, it } from 'vitest';
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
