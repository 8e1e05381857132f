/**
 * Sweeps the whole built site on the real server: every page the sitemap lists, plus /admin and the
 * not-found screens, must load with the right status, raise no CSP violation and pass axe; the
 * security headers must be the ones src/config/security-headers.ts declares.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { FALLBACK_CSP, SECURITY_HEADERS } from '#config/security-headers.ts';
import { sitemapLocations } from '#scripts/lib/quality/metadata.ts';
import { axeViolations, expectNoAxeViolations } from './support/page-checks.ts';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');

/** Paths of every page in the built sitemap; a missing sitemap fails the spec instead of skipping it. */
function sitemapPaths(): string[] {
  if (!existsSync(clientDir)) throw new Error(`No build in ${clientDir}: run astro build first`);
  const files = readdirSync(clientDir).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  if (files.length === 0) throw new Error(`No sitemap-N.xml in ${clientDir}`);
  const paths = files.flatMap((file) =>
    sitemapLocations(readFileSync(join(clientDir, file), 'utf8')).map(
      (loc) => new URL(loc).pathname,
    ),
  );
  if (paths.length === 0) throw new Error('The sitemap lists no pages');
  return [...new Set(paths)].sort();
}

const pages: { path: string; status: number }[] = [
  ...sitemapPaths().map((path) => ({ path, status: 200 })),
  { path: '/admin', status: 200 },
  // Noindex, so not in the sitemap: the no-JavaScript door of site search.
  { path: '/search', status: 200 },
  // Noindex, so not in the sitemap: the demo's composed campaign page.
  { path: '/law-firm-security-assessment', status: 200 },
  { path: '/no-such-page', status: 404 },
  { path: '/insights/no-such-post', status: 404 },
];

/**
 * Lets every island hydrate (scrolling client:visible ones into view) and the page go quiet. A page
 * without islands is final once loaded: only islands fetch after load, so only they need the
 * network-idle wait (half a second per page, over a hundred pages).
 */
async function settle(page: Page): Promise<void> {
  const islands = await page.locator('astro-island').all();
  if (islands.length === 0) return;
  for (const island of islands) {
    await island.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null, null, {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The pages go in a few batches, each one browser page that visits its share in turn: a page per URL
 * would cost a new context and page a hundred times. The batches run in parallel; within one, a
 * failing page is recorded (soft assertions) and the next page is still checked.
 */
const BATCHES = 6;
/** Time one page may take (load, islands, axe) on a busy machine. */
const PAGE_TIMEOUT_MS = 20_000;

test.describe('every page of the built site', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let batch = 0; batch < BATCHES; batch++) {
    const share = pages.filter((_, index) => index % BATCHES === batch);
    test(`batch ${batch + 1} of ${BATCHES} (${share.length} pages) loads, keeps to its CSP and passes axe`, async ({
      page,
    }) => {
      test.setTimeout(share.length * PAGE_TIMEOUT_MS);
      let cspViolations: string[] = [];
      let pageErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
          cspViolations.push(message.text());
        }
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));

      for (const { path, status } of share) {
        await test.step(`${path} loads (${status}), keeps to its CSP and passes axe`, async () => {
          cspViolations = [];
          pageErrors = [];
          const response = await page.goto(path);
          expect.soft(response?.status(), `HTTP status of ${path}`).toBe(status);
          await settle(page);
          await expectNoAxeViolations(page, { soft: true });
          expect.soft(cspViolations, `CSP violations on ${path}`).toEqual([]);
          expect.soft(pageErrors, `script errors on ${path}`).toEqual([]);
        });
      }
    });
  }
});

/** The directive list of a CSP header: `script-src` → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [(name ?? '').toLowerCase(), sources]),
  );
}

function expectSecurityHeaders(response: APIResponse): Map<string, string[]> {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value);
  }
  const csp = headers['content-security-policy'];
  expect(csp, `Content-Security-Policy on ${response.url()}`).toBeTruthy();
  const parsed = directives(csp ?? '');
  const scriptSources = parsed.get('script-src') ?? parsed.get('default-src') ?? [];
  expect(scriptSources.length, `script-src or default-src on ${response.url()}`).toBeGreaterThan(0);
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
  return parsed;
}

test('the accessibility check finds what a page broken on purpose gets wrong, in either axe mode', async ({
  page,
}) => {
  await page.goto('/services');
  await page.evaluate(() => {
    document.documentElement.removeAttribute('lang');
    const main = document.querySelector('main');
    main?.insertAdjacentHTML(
      'beforeend',
      '<img src="/favicon.svg"><button></button><a href="/contact"></a><input type="text">' +
        '<ul><div>not a list item</div></ul><h5>a skipped level</h5>',
    );
    // Through the CSSOM: the page's CSP ignores style attributes.
    const faint = document.createElement('p');
    faint.textContent = 'Too faint to read';
    Object.assign(faint.style, { background: '#fff', color: '#aaa' });
    main?.append(faint);
  });
  const ruleIds = (lines: string[]) => lines.map((line) => line.split(':')[0]).sort();
  const inPage = await axeViolations(page);
  expect(ruleIds(inPage)).toEqual([
    'button-name',
    'color-contrast',
    'heading-order',
    'html-has-lang',
    'image-alt',
    'label',
    'link-name',
    'list',
  ]);
  expect(await axeViolations(page, { legacy: false })).toEqual(inPage);
});

test.describe('security headers', () => {
  test('a static page carries the header set and its own hashed CSP', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const csp = expectSecurityHeaders(response);
    const scriptSources = csp.get('script-src') ?? [];
    expect(scriptSources.some((source) => source.startsWith("'sha256-"))).toBe(true);
  });

  test('an API response carries the header set and the fallback CSP', async ({ request }) => {
    const response = await request.get('/api/auth/session');
    expect(response.status()).toBeLessThan(500);
    expectSecurityHeaders(response);
    expect(response.headers()['content-security-policy']).toBe(FALLBACK_CSP);
  });

  test('a not-found answer carries the header set', async ({ request }) => {
    const response = await request.get('/insights/no-such-post');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
  });
});
