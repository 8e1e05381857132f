/** /locations and /industries: plain lists of every page; on /locations typing a city or state filters it. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

const cityLinks = (page: Page) => page.locator('[data-location-finder] li:not([hidden]) a');

test.describe('/locations finder', () => {
  test('without JavaScript: every city grouped by state, no filter box', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Connecticut', 'New York']);
    const connecticut = page.getByRole('region', { name: 'Connecticut' });
    await expect(connecticut.getByRole('link')).toHaveText([
      'Bridgeport, CT',
      'Greenwich, CT',
      'Hartford, CT',
      'New Haven, CT',
      'Norwalk, CT',
      'Stamford, CT',
    ]);
    const newYork = page.getByRole('region', { name: 'New York' });
    await expect(newYork.getByRole('link', { name: 'Brooklyn, NY' })).toHaveAttribute(
      'href',
      '/locations/brooklyn-ny',
    );
    await expect(newYork.getByRole('link', { name: 'New York, NY' })).toHaveAttribute(
      'href',
      '/locations/new-york-ny',
    );
    await expect(page.getByLabel('City or state')).toBeHidden();
    await context.close();
  });

  test('every listed city page exists', async ({ page, request }) => {
    await page.goto('/locations');
    const hrefs = await cityLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200);
  });

  test('typing a city or state filters the list; Enter opens the first match', async ({ page }) => {
    await page.goto('/locations');
    await expectSeoBasics(page, '/locations');
    const box = page.getByLabel('City or state');
    await box.fill('stam');
    await expect(cityLinks(page)).toHaveText(['Stamford, CT']);
    await expect(page.getByRole('status')).toHaveText(/^1 of \d+ cities match/);
    await expect(page.getByRole('region', { name: 'New York' })).toBeHidden();

    await box.fill('NY');
    await expect(cityLinks(page)).toHaveText([
      'Brooklyn, NY',
      'Long Island, NY',
      'New York, NY',
      'White Plains, NY',
    ]);
    await box.fill('connecticut');
    await expect(cityLinks(page)).toHaveCount(6);

    await box.fill('chicago');
    await expect(cityLinks(page)).toHaveCount(0);
    await expect(page.getByText("We don't have a page for that place yet.")).toBeVisible();
    await expectNoAxeViolations(page);

    await box.fill('brooklyn');
    await box.press('Enter');
    await expect(page).toHaveURL('/locations/brooklyn-ny');
  });

  test('is linked from the navigation and the footer', async ({ page }) => {
    await page.goto('/');
    for (const href of ['/locations', '/industries']) {
      await expect(
        page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${href}"]`),
      ).toHaveCount(1);
      await expect(page.locator(`footer a[href="${href}"]`)).toHaveCount(1);
    }
  });
});

test.describe('/industries', () => {
  test('lists every industry page and passes axe', async ({ page, request }) => {
    await page.goto('/industries');
    await expectSeoBasics(page, '/industries');
    const links = page.locator('main li h3 a');
    await expect(links).toContainText(['Financial Services', 'Healthcare', 'Law Firms']);
    await expect(page.getByRole('link', { name: 'VC-Backed Startups' })).toHaveAttribute(
      'href',
      '/industries/vc-backed-startups',
    );
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200);
    await expectNoAxeViolations(page);
  });
});
