import { type Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import { signInThroughApi, signInThroughForm } from './support/admin.ts';
import { photoFile } from './support/images.ts';
import { postsApi } from './support/posts-api.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// What the admin says is true (docs/product-rules.md, "Publishing"): every editor shows the
// publishing line; a field's refusal goes once the field changes (a cover picked from the library
// clears "Image URL is required."); and a fact changed in Settings lists the text that still
// states its old value, with a link that opens its editor. On a server whose rebuilds are off, so
// the line says changes wait for the next deploy.

// Visible only: while the next tab's code loads, React keeps the previous tab mounted but hidden,
// with its own line.
const line = (page: Page) => page.locator('[data-publish-state]').filter({ visible: true });

test('every editor shows the publishing line', async ({ page, request, baseURL }) => {
  await signInThroughApi(request, baseURL!);
  const post = await (
    await postsApi(request, baseURL!)
  ).create({
    slug: 'e2e-line-in-the-editor',
    title: 'E2E: The line in the editor',
  });
  await signInThroughForm(page);
  // The post editor.
  await page
    .locator(`li[data-post-slug="${post.slug}"]`)
    .getByRole('button', { name: /^Edit/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(line(page)).toHaveAttribute('data-publish-state', 'off');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Every tab whose changes are published.
  for (const tab of [
    'Pages',
    'Settings',
    'Topics & audiences',
    'Locations',
    'Industries',
    'Redirects',
    'Import & export',
  ]) {
    await page.getByRole('button', { name: tab, exact: true }).click();
    await expect(line(page), tab).toHaveAttribute('data-publish-state', 'off');
    await expect(line(page), tab).toContainText('Publishing: Not public yet.');
  }
});

test('"Image URL is required." goes once an image is picked from the library', async ({
  page,
  request,
  baseURL,
}) => {
  await signInThroughApi(request, baseURL!);
  const uploaded = await request.post('/api/admin/media', {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: {
      file: await photoFile('e2e-honest-cover.jpg', 1600, 900),
      alt: 'A laptop on a desk beside a server rack',
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('E2E: A cover picked after the refusal');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const imageUrl = page.getByLabel('Image URL', { exact: true });
  await expect(page.getByText('Image URL is required.')).toBeVisible();
  await expect(imageUrl).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Choose from the media library' }).click();
  await page
    .getByRole('button', { name: /^Use “A laptop on a desk beside a server rack”/ })
    .click();
  await expect(imageUrl).toHaveValue(/^\/media\//);
  await expect(page.getByText('Image URL is required.')).toHaveCount(0);
  await expect(imageUrl).not.toHaveAttribute('aria-invalid', 'true');
  // The other refusals stay until their own fields change.
  await expect(page.getByText('Excerpt is required.')).toBeVisible();
});

test('a price changed in Settings lists the text that still states the old one, with a link to edit it', async ({
  page,
  request,
  baseURL,
}) => {
  await signInThroughApi(request, baseURL!);
  const post = await (
    await postsApi(request, baseURL!)
  ).create({
    slug: 'e2e-old-price-by-hand',
    title: 'E2E: An insight that states the price by hand',
    content: '## What it costs\n\nOur Professional plan is $90 per user for 26 to 99 users.',
  });
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const form = page.getByRole('form', { name: /^Edit / });
  await form.getByLabel('Professional plan: price per user a month ($)').fill('95');
  await form.getByRole('button', { name: 'Save settings' }).click();
  const stale = page.locator('[data-stale-text]');
  await expect(stale).toContainText(
    `Insight “${post.title}” (/insights/${post.slug}): “$90 per user for 26” states the per-user price, but Settings now says $95 or $75.`,
  );
  // The copy that refers to the price follows it: no page of the site's own copy is listed.
  await expect(stale.getByRole('listitem').filter({ hasText: '(/pricing)' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await stale.getByRole('link', { name: `Edit Insight “${post.title}”` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(post.title);
  expect(new URL(page.url()).search).toBe('');
});
