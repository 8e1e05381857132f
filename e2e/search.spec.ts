/**
 * Site search: nothing of it loads until it is opened; a query finds pages with their section and a
 * highlighted excerpt; it works by keyboard; it has an empty and an error state; without JavaScript
 * the header form leads to /search.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/page-checks.ts';

const SEARCH_ASSET = /\/pagefind\/|search-dialog/;
const dialog = (page: Page) => page.locator('dialog[data-site-search]');
const input = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
const options = (page: Page) =>
  page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

async function searchFor(page: Page, query: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
}

test.describe('site search', () => {
  test('loads no search script or index until opened, then loads Pagefind', async ({ page }) => {
    const requests = recordRequests(page);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const response = await page.goto('/insights/edr-vs-antivirus');
    // Pagefind compiles WebAssembly: the page's CSP allows exactly that, not eval.
    const scriptSrc = /script-src ([^;]*)/.exec(
      response?.headers()['content-security-policy'] ?? '',
    )?.[1];
    expect(scriptSrc?.split(' ')).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc?.split(' ')).not.toContain("'unsafe-eval'");
    expect(scriptSrc?.split(' ')).not.toContain("'unsafe-inline'");
    await page.waitForLoadState('networkidle');
    // Interacting with the page without opening search loads nothing either.
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('Tab');
    expect(requests.filter((url) => SEARCH_ASSET.test(url))).toEqual([]);
    await expect(dialog(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(input(page)).toBeFocused();
    await expect.poll(() => requests.some((url) => url === '/pagefind/pagefind.js')).toBe(true);
    await input(page).fill('ransomware');
    await expect(options(page).first()).toBeVisible();
    const loaded = requests.filter((url) => SEARCH_ASSET.test(url));
    expect(loaded.some((url) => url.endsWith('.pagefind'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('.pf_index'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('.pf_fragment'))).toBe(true);
    // Pagefind compiles WebAssembly under the page's CSP ('wasm-unsafe-eval', no 'unsafe-eval').
    expect(cspViolations).toEqual([]);
  });

  test('query → result → navigation by keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.locator('body').press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('HIPAA');

    const first = options(page).first();
    await expect(first).toContainText('HIPAA');
    await expect(first).toContainText('Insight');
    await expect(first.locator('mark').first()).toHaveText(/hipaa/i);
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /\d+ results?/ })).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const firstId = await first.getAttribute('id');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', firstId!);
    const count = await options(page).count();
    if (count > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(first).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('ArrowUp');
    }
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const target = await first.getAttribute('data-url');
    expect(target).toBe('/insights/hipaa-it-checklist-small-practices');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('HIPAA');
  });

  test('every result is a real link: a modified click opens it in a new tab, the search stays', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.locator('body').press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('HIPAA');
    const first = options(page).first();
    const target = '/insights/hipaa-it-checklist-small-practices';
    await expect(first).toHaveAttribute('href', target);
    // Out of the tab order: the combobox keeps the focus and points at options.
    await expect(first).toHaveAttribute('tabindex', '-1');
    await expectNoAxeViolations(page);

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      first.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    // The new tab starts at about:blank; wait for it to reach the result.
    await tab.waitForURL((url) => url.pathname === target);
    await tab.close();
    await expect(page).toHaveURL('/');
    await expect(input(page)).toHaveValue('HIPAA');
    await expect(first).toBeVisible();

    // A plain click follows the link.
    await first.click();
    await expect(page).toHaveURL(target);
  });

  test('Ctrl-K opens it, Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/contact');
    const button = page.getByRole('button', { name: 'Search' });
    await button.focus();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).not.toBeVisible();
    await expect(button).toBeFocused();
    // "/" typed into a form field is just a character.
    const field = page.getByRole('textbox').first();
    await field.fill('');
    await field.press('/');
    await expect(dialog(page)).not.toBeVisible();
  });

  test('results name their section: a city search finds its location page', async ({ page }) => {
    await searchFor(page, 'Brooklyn IT support');
    const result = options(page).filter({ hasText: 'Location' }).first();
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('data-url', '/locations/brooklyn-ny');
    await expectNoAxeViolations(page);
  });

  test('service pages are found and titles outrank body mentions', async ({ page }) => {
    await searchFor(page, 'Cybersecurity Services');
    await expect(options(page).first()).toHaveAttribute('data-url', '/cybersecurity-services');
    await expect(options(page).first()).toContainText('Service');
  });

  test('leaves out noindex pages, not-found screens and the admin', async ({ page }) => {
    await searchFor(page, 'page not found');
    await expect(dialog(page)).toHaveAttribute('data-state', /results|empty/);
    const urls = await options(page).evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-url')),
    );
    expect(
      urls.filter((url) => /^\/(404|admin|blog-generator|search|contact\/thanks)/.test(url ?? '')),
    ).toEqual([]);
  });

  test('shows a clear empty state', async ({ page }) => {
    await searchFor(page, 'zzqxjv');
    await expect(dialog(page)).toHaveAttribute('data-state', 'empty');
    await expect(page.getByRole('status')).toHaveText(/No results for “zzqxjv”/);
    await expect(options(page)).toHaveCount(0);
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Browse all sections' })).toHaveAttribute(
      'href',
      '/search',
    );
    await expectNoAxeViolations(page);
  });

  test('shows an error state when the index cannot load', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/pagefind/**', (route) => route.abort());
    await searchFor(page, 'backup');
    await expect(dialog(page)).toHaveAttribute('data-state', 'error');
    await expect(page.getByRole('status')).toHaveText(
      'Search is unavailable right now. Browse the main sections instead.',
    );
    await expect(page.getByRole('link', { name: 'Browse all sections' })).toBeVisible();
    expect(errors.some((e) => e.includes('Site search failed'))).toBe(true);

    // Once the index is reachable again, the next keystroke searches.
    await page.unroute('**/pagefind/**');
    await input(page).fill('backups');
    await expect(options(page).first()).toBeVisible();
  });

  test('without JavaScript the search form leads to /search and its section links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the site');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (const href of [
      '/services',
      '/insights',
      '/blog',
      '/locations',
      '/industries',
      '/contact',
    ]) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await context.close();
  });

  test('/search passes axe', async ({ page }) => {
    await page.goto('/search');
    await expectNoAxeViolations(page);
  });

  test('/search?q= opens the dialog with the query when JavaScript runs', async ({ page }) => {
    await page.goto('/search?q=microsoft%20365%20backup');
    await expect(input(page)).toHaveValue('microsoft 365 backup');
    await expect(options(page).first()).toBeVisible();
    await expect(options(page).first()).toContainText(/365/);
  });
});
