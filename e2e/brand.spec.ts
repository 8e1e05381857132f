import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/page-checks.ts';

test('the brand face is self-hosted, preloaded and used', async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/^\/_astro\/inter-latin-wght-normal\.[\w-]+\.woff2$/);
  expect(
    await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px Inter'))),
  ).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter,/);
  // One font file, from this origin, and it is the preloaded one.
  expect(fontRequests).toEqual([new URL(href!, baseURL).href]);
});

test('testimonials carry monogram avatars that screen readers skip', async ({ page }) => {
  await page.goto('/');
  const captions = page.locator('#testimonials figcaption');
  expect(await captions.count()).toBeGreaterThan(0);
  for (const caption of await captions.all()) {
    const name = (await caption.locator('p.font-semibold').textContent())?.trim() ?? '';
    const avatar = caption.locator('span[aria-hidden="true"]');
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word[0])
      .filter((_, index, all) => index === 0 || index === all.length - 1)
      .join('');
    await expect(avatar).toHaveText(initials);
    const box = (await avatar.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(box.height));
  }
});

test.describe('client wordmarks on /services', () => {
  for (const width of [390, 1280]) {
    test(`each is an image named for its client, within the screen at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/services');
      const strip = page.getByRole('list', { name: 'Some of the organizations we support' });
      const marks = strip.getByRole('img');
      await expect(marks).toHaveCount(6);
      await expect(strip.getByRole('img', { name: 'Harborview Family Health' })).toBeVisible();
      for (const mark of await marks.all()) {
        const box = (await mark.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expectNoAxeViolations(page);
    });
  }
});
