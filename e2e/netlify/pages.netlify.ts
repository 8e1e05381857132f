import { expect, test } from '@playwright/test';
import { notFoundSections } from '#config/not-found.ts';
import { SECURITY_HEADERS } from '#config/security-headers.ts';
import { env } from './support.ts';

// One page per template (and the endpoints), as Netlify's CDN emulation serves the build output.
const PAGES = [
  '/',
  '/services',
  '/managed-it-services',
  '/cybersecurity-services',
  '/cloud-solutions',
  '/network-architecture-design',
  '/compliance',
  '/partnerships',
  '/transparency',
  '/ai-strategy',
  '/client-portal',
  '/compare',
  '/day-in-life',
  '/emergency',
  '/employee-lifecycle',
  '/process',
  '/pricing',
  '/roi-calculator',
  '/referral-program',
  '/security-check',
  '/blog-generator',
  '/blog',
  '/blog/cybersecurity-threats-2025',
  '/insights',
  '/insights/edr-vs-antivirus',
  '/persona/small-businesses',
  '/persona/small-businesses/2',
  '/journey/awareness',
  '/topic/cybersecurity',
  '/locations/new-york-ny',
  '/locations/brooklyn-ny',
  '/locations/stamford-ct',
  '/industries/healthcare',
  '/industries/vc-backed-startups',
  '/law-firm-security-assessment',
  '/contact',
  '/contact/thanks',
  '/admin',
];
const ENDPOINTS = ['/rss.xml', '/robots.txt', '/sitemap-index.xml', '/insights/index.json'];

test.describe('pages on Netlify', () => {
  for (const path of PAGES) {
    test(`${path} answers 200 with the site headers and its own CSP`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toContain('text/html');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(headers[name.toLowerCase()], name).toBe(value);
      }
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Every inline script of the page is allowed by hash, and nothing else inline.
      const html = await response.text();
      const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
      if (inlineScripts.length > 0)
        expect(csp).toMatch(
          /script-src 'self'( 'wasm-unsafe-eval')?( https:\/\/[^ ;]+)?( 'sha256-[^']+')+/,
        );
      expect(csp).not.toContain('unsafe-inline');
    });
  }

  for (const path of ENDPOINTS) {
    test(`${path} answers 200`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  test('hashed assets answer with the site headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/(?:href|src)="(\/_astro\/[^"]+)"/)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // (Their year-long Cache-Control from netlify.toml is not checked: `netlify serve`'s static
    // server overwrites Cache-Control with its own `max-age=0`; the hosted CDN does not.)
  });

  test('with page analytics set, indexable pages load its script and the CSP names exactly its origin', async ({
    request,
  }) => {
    const script = env('NETLIFY_E2E_ANALYTICS_SCRIPT');
    const origin = new URL(script).origin;
    for (const path of ['/', '/contact', '/insights/edr-vs-antivirus', '/admin']) {
      const response = await request.get(path);
      const html = await response.text();
      const tags = html.match(/<script[^>]+src="https:[^>]*>/g) ?? [];
      // Not on the admin (noindex): the team's own visits are not counted.
      expect(tags, path).toEqual(
        path === '/admin' ? [] : [`<script defer src="${script}" data-domain="www.example.com">`],
      );
      const directives = (response.headers()['content-security-policy'] ?? '').split(';');
      const sources = (name: string) =>
        directives
          .map((directive) => directive.trim().split(/\s+/))
          .find(([directive]) => directive === name)
          ?.slice(1) ?? [];
      expect(sources('connect-src'), path).toEqual(["'self'", origin]);
      expect(
        sources('script-src').filter((source) => !source.startsWith("'")),
        path,
      ).toEqual([origin]);
      expect(
        directives.filter((directive) => directive.includes(origin)),
        path,
      ).toHaveLength(2);
    }
  });

  test('the browser runs a page without CSP violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto('/security-check');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});

test.describe('not-found pages on Netlify', () => {
  for (const section of notFoundSections) {
    for (const prefix of section.prefixes) {
      const path = `${prefix}no-such-page`;
      test(`${path} answers 404 with the ${section.key} text`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading);
        await expect(page.getByText(section.text)).toBeVisible();
        await expect(page.getByRole('link', { name: section.link.label })).toHaveAttribute(
          'href',
          section.link.href,
        );
      });
    }
  }

  test('an unknown path elsewhere answers 404 with the site-wide page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<h1');
  });
});
