import { expect, test, type Page } from '@playwright/test';
import { jsonWrite, signInThroughForm, writeMarkdown } from './support/admin.ts';
import { postsApi } from './support/posts-api.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// One admin walks a post through its whole life on the real Node server, including the background
// rebuilds that put each change on the public site.
test.describe.configure({ mode: 'serial' });

const slug = 'e2e-lifecycle-post';
const title = 'How a Hartford Dental Group Cut Downtime in Half';

const postPage = (page: Page) => page.request.get(`/insights/${slug}`);

/**
 * Waits for the public site to show a change (each one is a background rebuild), then for the
 * admin's publishing line to say it is live. Waiting on the line alone raced: right after a change
 * it still shows the previous change as live until its next poll answers. A change saved while a
 * build runs shows up with that build yet queues one more, so the line may say "rebuilding" for
 * another whole build after the page shows the change.
 */
async function waitUntilLive(page: Page, siteShowsChange: () => Promise<boolean>) {
  await expect.poll(siteShowsChange, { timeout: 150_000 }).toBe(true);
  const status = page.getByRole('status').filter({ hasText: 'Publishing:' });
  await expect(status).toHaveAttribute('data-publish-state', 'live', { timeout: 150_000 });
}

test('a signed-out visit shows the login form without asking the server', async ({ page }) => {
  const sessionChecks: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/session')) sessionChecks.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(sessionChecks).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the login form refuses a wrong password, then signs in to the Overview', async ({
  page,
  baseURL,
}) => {
  await signInThroughForm(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email')).toHaveValue('admin@example.com');
  await expectNoAxeViolations(page);

  await page.getByLabel('Password').fill('correct-horse-battery-staple');
  await page.getByRole('button', { name: 'Login' }).click();
  // The admin opens on its Overview: this week's changes, leads, the publishing line, the drafts
  // and scheduled posts.
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
  for (const card of [
    'What changed this week',
    'This week’s leads by source',
    /^Drafts \(\d+\)$/,
    /^Scheduled posts \(\d+\)$/,
  ]) {
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Publishing:' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Posts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A session that exists on load signs the admin straight in, to the Overview, which lists a
  // draft saved since, opening its editor, and who changed it this week.
  const api = await postsApi(page.request, baseURL!);
  const draft = await api.create({ slug: 'e2e-overview-draft', title: 'E2E: On the Overview' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'What changed this week' }).getByRole('list', {
      name: 'Who changed what',
    }),
  ).toContainText('admin@example.com');
  const drafts = page.getByRole('region', { name: /^Drafts/ });
  await drafts.getByRole('link', { name: 'E2E: On the Overview' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('E2E: On the Overview');
  const deleted = await page.request.delete(`/api/admin/posts/${draft.id}`, {
    headers: { ...jsonWrite(baseURL!), 'If-Match': `"${draft.version}"` },
  });
  expect(deleted.status()).toBe(200);
});

test('create → draft is not public → publish → live → edit → unpublish → gone → delete', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'New Post' }).click();

  // Required fields are checked next to each field, and nothing typed is lost.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(
    'how-a-hartford-dental-group-cut-downtime-in-half',
  );
  await page.getByLabel('Slug').fill(slug);
  await page
    .getByLabel('Excerpt')
    .fill('Moving backups off-site and patching on a schedule halved unplanned downtime.');
  await writeMarkdown(
    page,
    '## What changed\n\nNightly **off-site backups** and a patch window.\nEvery Tuesday.',
  );
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'off-site backups',
  );
  await page.getByLabel('Image URL').fill('/images/insights/backup-recovery.svg');
  await page.getByLabel('Category').selectOption('Managed Services');
  await page.getByRole('checkbox', { name: 'Healthcare Practices' }).check();
  await page.getByRole('checkbox', { name: 'Decision' }).check();
  await page.getByRole('checkbox', { name: 'Backup & Recovery' }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  const row = page.locator(`li[data-post-slug="${slug}"]`);
  await expect(row.getByText('Draft')).toBeVisible();
  expect((await page.request.get(`/insights/${slug}`)).status()).toBe(404);

  await row.getByRole('button', { name: /^Publish/ }).click();
  await expect(row.getByText('Published')).toBeVisible();
  await waitUntilLive(page, async () => (await postPage(page)).status() === 200);
  const live = await page.request.get(`/insights/${slug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(title);
  expect(await (await page.request.get('/insights')).text()).toContain(title);

  // Site search is indexed again too, in a release that follows the pages' (a second later on a
  // quiet machine): a visitor who searches from a fresh page finds the new post once it is there.
  const visitor = await browser.newPage(baseURL ? { baseURL } : {});
  await expect(async () => {
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Search' }).click();
    await visitor.getByRole('combobox', { name: 'Search the site' }).fill('Hartford dental group');
    await expect(visitor.getByRole('option').first()).toHaveAttribute(
      'data-url',
      `/insights/${slug}`,
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 120_000 });
  await visitor.close();

  await row.getByRole('button', { name: /^Edit/ }).click();
  await page.getByLabel('Title', { exact: true }).fill(`${title} (Updated)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('heading')).toHaveText(`${title} (Updated)`);
  await waitUntilLive(page, async () =>
    (await (await postPage(page)).text()).includes('(Updated)'),
  );
  expect(await (await page.request.get(`/insights/${slug}`)).text()).toContain('(Updated)');

  await row.getByRole('button', { name: /^Unpublish/ }).click();
  await expect(row.getByText('Draft')).toBeVisible();
  await waitUntilLive(page, async () => (await postPage(page)).status() === 404);
  expect((await page.request.get(`/insights/${slug}`)).status()).toBe(404);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this post?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(row).toHaveCount(0);
});

test('Logout returns to the login form', async ({ page }) => {
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});
