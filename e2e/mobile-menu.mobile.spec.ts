import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/page-checks.ts';

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

for (const viewport of [
  { width: 390, height: 667 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every item can be reached on screen; the menu scrolls, the page behind does not', async ({
      page,
    }) => {
      await page.goto('/');
      await page.evaluate(() => window.scrollTo(0, 300));
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();

      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 1);
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

      const links = menu.getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThan(15);
      for (let index = 0; index < count; index += 1) {
        const link = links.nth(index);
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      // The menu scrolled to its last item; the page behind it stayed where it was.
      expect(await menu.evaluate((node) => node.scrollTop)).toBeGreaterThan(0);
      await page.mouse.move(viewport.width / 2, viewport.height - 40);
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);

      await menu.getByRole('link', { name: 'Schedule a Call' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    });

    test('the keyboard stays in the open menu, reaches Schedule a Call, and Escape returns', async ({
      page,
    }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();

      const stops = (await menu.getByRole('link').count()) + 1;
      const insideMenu = () =>
        page.evaluate(
          () =>
            document.activeElement?.closest('#mobile-menu') !== null ||
            document.activeElement?.hasAttribute('data-mobile-toggle') === true,
        );
      // One full lap and then some: focus never leaves for the page behind.
      for (let step = 0; step < stops + 3; step += 1) {
        await page.keyboard.press('Tab');
        expect(await insideMenu()).toBe(true);
      }
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await insideMenu()).toBe(true);
      }
      // Back from the toggle wraps to the menu's last item.
      await toggle.focus();
      await page.keyboard.press('Shift+Tab');
      const schedule = menu.getByRole('link', { name: 'Schedule a Call' });
      await expect(schedule).toBeFocused();
      await expect(schedule).toBeInViewport({ ratio: 1 });

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await toggle.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(schedule).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}
