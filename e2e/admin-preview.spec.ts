import { type Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import {
  expectSavedToList,
  signInThroughApi,
  signInThroughForm,
  writeMarkdown,
} from './support/admin.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { postsApi } from './support/posts-api.ts';

// Previews in the live layout, straight from the database: for the signed-in admin (saved or
// unsaved), and through a share link for a reviewer without an account.

const banner = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** Collects the page's console errors (a CSP violation is one), each with the address it names. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

test('a signed-in admin previews a draft in the real layout, private and not indexed', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInThroughApi(page.request, baseURL!);
  const api = await postsApi(page.request, baseURL!);
  const draft = await api.create({ slug: 'e2e-preview-draft', title: 'E2E: A draft worth a look' });
  // Published with the same tags, and no rebuild on this server: related, with no built cover.
  const fresh = await api.create({
    slug: 'e2e-preview-fresh',
    title: 'E2E: Published since the build',
  });
  await api.publish(fresh);
  const errors = consoleErrors(page);

  const answer = await page.goto(`/admin/preview/${draft.id}`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(banner(page)).toContainText('Preview — not published');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E: A draft worth a look');
  await expect(page.getByRole('heading', { name: 'Key Takeaway' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related services' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const related = page.locator('#related');
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByText('E2E: Published since the build')).toBeVisible();
  await expect
    .poll(() =>
      related
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => image.complete && image.naturalWidth > 0),
        ),
    )
    .toBe(true);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  // Without a session: refused, and nothing of the post is shown.
  const stranger = await browser.newContext();
  const anonymous = await stranger.newPage();
  const refused = await anonymous.goto(`${baseURL}/admin/preview/${draft.id}`);
  expect(refused?.status()).toBe(401);
  await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(
    'Sign in to see this preview',
  );
  expect(await anonymous.content()).not.toContain('A draft worth a look');
  await stranger.close();
});

test('Preview shows the editor’s unsaved text, for a saved post and for a new one', async ({
  page,
  context,
}) => {
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('E2E: Never saved, already previewed');
  await page.getByLabel('Excerpt').fill('Typed into the editor and not saved.');
  await writeMarkdown(page, '## Draft thoughts\n\nStill being written.');
  await page.getByLabel('Image URL').fill('/images/insights/cloud.svg');
  await page.getByLabel('Category').selectOption('Cloud Solutions');
  await expect(page.getByText('Save the post to share a preview link.')).toBeVisible();

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Preview (opens in a new tab)' }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'E2E: Never saved, already previewed',
  );
  await expect(preview.getByRole('heading', { name: 'Draft thoughts' })).toBeVisible();
  await expect(banner(preview)).toBeVisible();
  await preview.close();

  // Saved, then changed without saving: the preview shows the change.
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSavedToList(page, 'Created the draft “E2E: Never saved, already previewed”');
  await page.getByRole('button', { name: 'Edit E2E: Never saved, already previewed' }).click();
  await page.getByLabel('Title', { exact: true }).fill('E2E: Changed after saving');
  const [changed] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Preview (opens in a new tab)' }).click(),
  ]);
  await expect(changed.getByRole('heading', { level: 1 })).toHaveText('E2E: Changed after saving');
});

test('a share link opens the preview without an account; tampered and regenerated links are 404', async ({
  page,
  browser,
}) => {
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('E2E: For the reviewer');
  await page.getByLabel('Excerpt').fill('A draft the sales team should read before it goes out.');
  await writeMarkdown(page, '## For review\n\nPlease comment by Friday.');
  await page.getByLabel('Image URL').fill('/images/insights/cloud.svg');
  await page.getByLabel('Category').selectOption('Managed Services');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSavedToList(page, 'Created the draft “E2E: For the reviewer”');
  await page.getByRole('button', { name: 'Edit E2E: For the reviewer' }).click();

  await page.getByRole('button', { name: 'Share preview link' }).click();
  const linkBox = page.getByLabel('Share link');
  await expect(linkBox).toHaveValue(/\/preview\/[0-9a-f-]{36}\.\d+\.[\w-]{43}$/);
  const first = await linkBox.inputValue();
  await expect(page.getByText(/Anyone with this link can read the preview until/)).toBeVisible();

  const reviewer = await browser.newContext();
  const tab = await reviewer.newPage();
  const opened = await tab.goto(first);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('E2E: For the reviewer');
  await expect(banner(tab)).toContainText('Preview — not published');

  const at = first.length - 10;
  const tampered = `${first.slice(0, at)}${first[at] === 'A' ? 'B' : 'A'}${first.slice(at + 1)}`;
  expect((await tab.goto(tampered))?.status()).toBe(404);
  expect(
    (
      await tab.goto(
        first.replace(
          /\/preview\/[0-9a-f-]{36}/,
          `/preview/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
        ),
      )
    )?.status(),
  ).toBe(404);

  await page.getByRole('button', { name: 'Regenerate link' }).click();
  await expect(page.getByText('New link made: the old one no longer works.')).toBeVisible();
  const second = await linkBox.inputValue();
  expect(second).not.toBe(first);
  expect((await tab.goto(first))?.status()).toBe(404);
  expect((await tab.goto(second))?.status()).toBe(200);
  await reviewer.close();
});
