import { describe, expect, it } from 'vitest';
import { FALLBACK_CSP, SECURITY_HEADERS } from '#config/security-headers.ts';
import { inNetlifyFunction, withSecurityHeaders } from '#lib/netlify/function-headers.ts';
import { htmlAliasOf, withHtmlAliases } from '#lib/netlify/header-aliases.ts';
import { netlifyWaitUntil } from '#lib/netlify/wait-until.ts';

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

describe('security headers on Netlify function responses', () => {
  it('adds the missing ones and a strict CSP, keeping status, body and own headers', async () => {
    const original = Response.json(
      { ok: true },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
    const response = withSecurityHeaders(original);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('content-security-policy')).toBe(FALLBACK_CSP);
  });

  it("keeps a page's own CSP, and works on a redirect's immutable headers", () => {
    const page = new Response('<h1>x</h1>', {
      headers: { 'Content-Security-Policy': "default-src 'self'" },
    });
    expect(withSecurityHeaders(page).headers.get('content-security-policy')).toBe(
      "default-src 'self'",
    );
    const redirect = withSecurityHeaders(Response.redirect('http://localhost/contact/thanks', 303));
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('http://localhost/contact/thanks');
    expect(redirect.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each([
    [{ netlify: { context: {} } }, true],
    [{}, false],
    [undefined, false],
  ])('inNetlifyFunction(%j) is %s', (locals, expected) => {
    expect(inNetlifyFunction(locals)).toBe(expected);
  });
});
