/**
 * First-touch attribution (docs/leads-report.md, "Where a visit started"): which page view starts
 * a visit, what it records, and what the server keeps of the hidden fields a lead form sends.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_TOUCH_KEY,
  LEAD_FORM_ATTRIBUTE,
  nextFirstTouch,
  recordPageView,
  referrerHostOf,
  VISIT_IDLE_MS,
  type FirstTouch,
} from '#lib/leads/first-touch.ts';
import { leadOrigin } from '#lib/leads/origin.ts';

const SITE = 'https://www.northbeam.example';
const at = (path: string) => new URL(path, SITE);
const T0 = Date.UTC(2026, 11, 3, 15, 0);
const MINUTE = 60_000;

describe('what a page view records', () => {
  it.each([
    ['https://www.google.com/search?q=managed+it', 'www.google.com'],
    ['https://www.linkedin.com/', 'www.linkedin.com'],
    [`${SITE}/pricing`, ''],
    ['', ''],
  ])('referrer %s → %s', (referrer, host) => {
    expect(referrerHostOf(referrer, at('/'))).toBe(host);
  });
});

describe('visits: the first page stays until a new visit starts', () => {
  const landed: FirstTouch = {
    landing: '/pricing?utm_campaign=spring',
    referrer: 'www.google.com',
    seen: T0,
  };
  it.each([
    [
      'the first page view ever',
      null,
      '/security-check',
      '',
      T0,
      { landing: '/security-check', referrer: '' },
    ],
    [
      'a page of the same visit',
      landed,
      '/contact',
      `${SITE}/pricing`,
      T0 + 5 * MINUTE,
      { landing: landed.landing, referrer: 'www.google.com' },
    ],
    [
      'a page 29 minutes after the last',
      landed,
      '/contact',
      `${SITE}/pricing`,
      T0 + 29 * MINUTE,
      { landing: landed.landing, referrer: 'www.google.com' },
    ],
    [
      'a page 30 minutes after the last: a new visit',
      landed,
      '/contact',
      `${SITE}/pricing`,
      T0 + VISIT_IDLE_MS,
      { landing: '/contact', referrer: '' },
    ],
    [
      'a page reached from another site: a new visit',
      landed,
      '/insights/edr',
      'https://www.bing.com/',
      T0 + MINUTE,
      { landing: '/insights/edr', referrer: 'www.bing.com' },
    ],
    [
      'a page with another query, in the same visit',
      landed,
      '/insights?topic=backups&page=2',
      `${SITE}/insights`,
      T0 + MINUTE,
      { landing: landed.landing, referrer: 'www.google.com' },
    ],
    [
      'the first page’s whole address is kept; the server keeps its path and UTM tags',
      null,
      '/pricing?utm_source=google&gclid=abc',
      'https://www.google.com/',
      T0,
      { landing: '/pricing?utm_source=google&gclid=abc', referrer: 'www.google.com' },
    ],
    [
      'a page reached through a tagged link: a new visit',
      landed,
      '/roi-calculator?utm_source=newsletter',
      '',
      T0 + MINUTE,
      { landing: '/roi-calculator?utm_source=newsletter', referrer: '' },
    ],
  ] as const)('%s', (_what, stored, path, referrer, now, expected) => {
    expect(nextFirstTouch(stored, at(path), referrer, now)).toEqual({ ...expected, seen: now });
  });

  it('keeps the visit in storage page after page, and ignores what it did not write', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    recordPageView(() => storage, at('/pricing?utm_source=google'), 'https://www.google.com/', T0);
    const later = recordPageView(() => storage, at('/contact'), `${SITE}/pricing`, T0 + MINUTE);
    expect(later).toEqual({
      landing: '/pricing?utm_source=google',
      referrer: 'www.google.com',
      seen: T0 + MINUTE,
    });
    expect(JSON.parse(store.get(FIRST_TOUCH_KEY)!)).toEqual(later);
    // Storage is the visitor's to change: what this code did not write starts a new visit.
    for (const junk of ['{', '[]', 'null', '{"landing":7,"seen":1}', '{"landing":"/x"}']) {
      store.set(FIRST_TOUCH_KEY, junk);
      expect(recordPageView(() => storage, at('/contact'), '', T0 + 2 * MINUTE)).toEqual({
        landing: '/contact',
        referrer: '',
        seen: T0 + 2 * MINUTE,
      });
    }
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordPageView(() => refusing, at('/'), '', T0)).toBeNull();
    const blocked = () => {
      throw new Error('SecurityError: access to localStorage is denied');
    };
    expect(recordPageView(blocked, at('/'), '', T0)).toBeNull();
  });
});

describe('what a lead keeps of its first touch', () => {
  const origins = [SITE];
  it.each([
    [
      'an ad landing on /pricing, the form on /contact',
      '/contact',
      {
        landing: '/pricing?utm_source=google&utm_medium=cpc&utm_campaign=spring',
        referrer: 'www.google.com',
      },
      {
        sourcePage: '/contact',
        landingPage: '/pricing',
        referrerHost: 'www.google.com',
        utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' },
      },
    ],
    [
      'a tool hand-over after landing on a city page',
      '/contact?from=security-check&score=35',
      { landing: '/locations/hartford-ct?utm_campaign=ct-search', referrer: '' },
      {
        sourcePage: '/contact',
        landingPage: '/locations/hartford-ct',
        referrerHost: null,
        context: { from: 'security-check', score: 35 },
        utm: { utm_campaign: 'ct-search' },
      },
    ],
    [
      'no first touch (no JavaScript): the form page’s own tags',
      '/contact?utm_source=newsletter',
      {},
      {
        sourcePage: '/contact',
        landingPage: null,
        referrerHost: null,
        utm: { utm_source: 'newsletter' },
      },
    ],
    [
      'a landing page without tags: the form page’s tags count',
      '/contact?utm_source=newsletter',
      { landing: '/', referrer: 'news.example.org' },
      { landingPage: '/', referrerHost: 'news.example.org', utm: { utm_source: 'newsletter' } },
    ],
    [
      'a landing field that is not a path of the site is dropped, and its referrer with it',
      '/contact',
      { landing: 'https://evil.example/pricing?utm_source=x', referrer: 'www.google.com' },
      { landingPage: null, referrerHost: null, utm: {} },
    ],
    [
      'a protocol-relative landing field is dropped',
      '/contact',
      { landing: '//evil.example/x', referrer: 'a.example' },
      { landingPage: null, referrerHost: null },
    ],
    [
      'a referrer that is not a host is dropped',
      '/contact',
      { landing: '/pricing', referrer: 'javascript:alert(1)' },
      { landingPage: '/pricing', referrerHost: null },
    ],
  ] as const)('%s', (_what, page, touch, expected) => {
    expect(leadOrigin(page, origins, touch)).toMatchObject(expected);
  });
});

describe('the layout’s script stays one file', () => {
  const islandFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? islandFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    );

  it('no island imports first-touch.ts, which imports nothing (a shared module would be a chained chunk)', () => {
    const importers = islandFiles('src/islands').filter((file) =>
      /from '#lib\/leads\/first-touch\.ts'/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
    expect(readFileSync('src/lib/leads/first-touch.ts', 'utf8')).not.toMatch(/^import /m);
  });

  it('writes the attribute the contact form carries as the form does', () => {
    expect(readFileSync('src/islands/contact/ContactForm.tsx', 'utf8')).toContain(
      `${LEAD_FORM_ATTRIBUTE}=""`,
    );
  });
});
