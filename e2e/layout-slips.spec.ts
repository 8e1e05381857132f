import { expect, test } from '@playwright/test';
import { expectNoOverflow, expectNoPageOverflow, expectOneLine } from './support/layout.ts';

// Layout defects seen once, each guarded at the width where it showed.

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the logo and the header call to action each stay on one line', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expectOneLine(bar.getByRole('link', { name: 'Northbeam IT home' }));
    await expectOneLine(bar.getByRole('link', { name: 'Get Free IT Assessment' }));
    await expectNoOverflow(bar);
    await expectNoPageOverflow(page);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/contact shows each email address whole, on one line', async ({ page }) => {
    await page.goto('/contact');
    const emails = page.locator('[data-contact-channels] a[href^="mailto:"]');
    await expect(emails).toHaveCount(2);
    for (const email of await emails.all()) await expectOneLine(email);
    await expectNoPageOverflow(page);
  });

  test('/blog fills its rows: as many columns as cards, up to three', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.locator('[data-article-grid] > li');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const tops = new Set<number>();
    for (const card of await cards.all()) tops.add(Math.round((await card.boundingBox())!.y));
    // One row holds min(count, 3) cards, so the rows are as few as they can be.
    expect(tops.size).toBe(Math.ceil(count / Math.min(count, 3)));
    const grid = (await page.locator('[data-article-grid]').boundingBox())!;
    const first = (await cards.first().boundingBox())!;
    // No card sits in a row that is two-thirds empty.
    expect(first.width * Math.min(count, 3)).toBeGreaterThan(grid.width * 0.9);
  });

  test('/blog category counts say what they count', async ({ page }) => {
    await page.goto('/blog');
    const counts = page.locator('#categories h3 > span:last-child');
    expect(await counts.count()).toBeGreaterThan(0);
    for (const count of await counts.all()) await expect(count).toHaveText(/^\d+ articles?$/);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/locations/new-york-ny', '/locations/brooklyn-ny']) {
    test(`${path} shows every service-level column without a sideways scroll`, async ({ page }) => {
      await page.goto(path);
      const table = page.locator('[data-sla-table]');
      await expect(table).toBeVisible();
      await expectNoOverflow(table);
      await expectNoPageOverflow(page);
      const firstRow = table.locator('tbody tr').first();
      for (const label of ['Example', 'First response', 'Resolution target']) {
        const cell = firstRow.locator(`td[data-label="${label}"]`);
        await cell.scrollIntoViewIfNeeded();
        await expect(cell).toBeInViewport({ ratio: 1 });
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    });
  }
});
