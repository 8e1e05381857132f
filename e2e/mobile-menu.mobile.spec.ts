import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/page-checks';

test('mobile menu opens, closes, and closes when a link is chosen', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Schedule a Call' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoAxeViolations(page);

  await toggle.click();
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole('link', { name: 'Our Process' }).click();
  await expect(page).toHaveURL(/\/process$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
});

test('choosing a link closes the menu itself, not just by leaving the page', async ({ page }) => {
  await page.goto('/');
  // Keep the page where it is, so only the menu's own handler can close it.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
