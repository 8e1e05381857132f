import { expect, test } from './support/worker-site.ts';
import { jsonWrite, signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';

// The admin on a phone: the post list, the post form and the leads inbox at 390 px.
test.use({ viewport: { width: 390, height: 844 } });

test('post list titles stay readable beside their buttons; form and leads fit the screen', async ({
  page,
  baseURL,
}) => {
  const email = `small-screen-${Date.now()}@example.com`;
  const sent = await page.request.post('/api/contact', {
    headers: jsonWrite(baseURL!),
    data: {
      name: 'Dana Whitfield-Okonkwo',
      email,
      companySize: '11-50 employees',
      message: 'Our office network drops every afternoon; we would like someone to take a look.',
      page: '/contact',
    },
  });
  expect(sent.status()).toBe(201);

  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
  const titles = page.locator('[data-post-slug] h3');
  await expect(titles.first()).toBeVisible();
  for (const title of (await titles.all()).slice(0, 5)) {
    const box = (await title.boundingBox())!;
    // A readable measure, not one word per line; and nothing of it under the buttons.
    expect(box.width).toBeGreaterThan(250);
    const card = title.locator('xpath=ancestor::li[1]');
    const buttons = (await card.getByRole('button', { name: /^Edit/ }).boundingBox())!;
    expect(buttons.y).toBeGreaterThanOrEqual(box.y + box.height);
  }
  await expectNoPageOverflow(page);

  await page.getByRole('button', { name: 'New Post' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  const field = (await page.getByLabel('Title', { exact: true }).boundingBox())!;
  expect(field.x).toBeGreaterThanOrEqual(0);
  expect(field.x + field.width).toBeLessThanOrEqual(390);
  await expectNoPageOverflow(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  const lead = page.locator(`li[data-lead-email="${email}"]`);
  await expect(lead).toBeVisible();
  const leadBox = (await lead.boundingBox())!;
  expect(leadBox.x + leadBox.width).toBeLessThanOrEqual(390);
  await expectNoPageOverflow(page);
});
