import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/page-checks.ts';

const groups = {
  Services: ['/services', '/roi-calculator', '/emergency', '/ai-strategy'],
  Pricing: ['/pricing', '/referral-program'],
  Resources: ['/client-portal', '/insights', '/security-check', '/day-in-life', '/partnerships'],
  Company: ['/process', '/compare', '/compliance', '/blog', '/locations', '/industries'],
};

test.describe('desktop header', () => {
  test('groups hold exactly their links and open by keyboard; Escape closes', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Northbeam IT home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
    for (const [name, paths] of Object.entries(groups)) {
      const trigger = nav.getByRole('button', { name });
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await expect(panel).toBeHidden();
      await trigger.focus();
      await expect(panel).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const hrefs = await panel
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(paths);
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('a dropdown opens on hover', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Resources' });
    await trigger.hover();
    await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible();
  });

  test('every header and footer link resolves inside the site', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('the not-found screen answers 404 and passes axe', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expectNoAxeViolations(page);
  });
});

test('the footer keeps the spaces between its parts', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Hartford, CT 06103');
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} Northbeam IT Services, LLC. All rights reserved.`,
  );
});
