import { type Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import { jsonWrite, signInThroughForm } from './support/admin.ts';

// Every admin form saved twice in a row, without a reload (docs/content-integrity.md, "The
// version follows the saves"): the second save sends the version the first one left, so neither
// meets a 409. The lists' reloads are slowed down, as on a slow connection, so an Edit pressed right
// after a save opens the row before its list has come back.

/** A stale save's refusal, in every editor. */
const STALE = /since you opened it/;

/** Holds the answers to the list reads that match for `ms`, as a slow connection would. */
async function slowLists(page: Page, path: RegExp, ms = 1_500) {
  await page.route(path, async (route) => {
    if (route.request().method() === 'GET') await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

/** Clicks `save` and returns the status of the write it sends to `path` (200, or 409 when stale). */
async function savedStatus(page: Page, path: RegExp, save: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().method() === 'PUT' && path.test(new URL(answer.url()).pathname),
    ),
    save(),
  ]);
  return response.status();
}

async function openTab(page: Page, tab: string) {
  await signInThroughForm(page);
  await page.getByRole('button', { name: tab, exact: true }).click();
}

test('a page saved twice in a row: both saves kept, the header follows the version', async ({
  page,
}) => {
  await openTab(page, 'Pages');
  await page.getByRole('button', { name: 'Edit Home', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Home' });
  const opened = Number(/Version (\d+)/.exec((await form.textContent()) ?? '')?.[1]);
  expect(opened).toBeGreaterThan(0);
  const path = /^\/api\/admin\/pages\/home$/;
  const save = () => form.getByRole('button', { name: 'Save page' }).click();

  await form.getByLabel('Heading (h1)', { exact: true }).fill('First of two saves');
  expect(await savedStatus(page, path, save)).toBe(200);
  // The testimonials, added and taken away again on the same screen, each saved.
  const testimonials = form.getByRole('group', { name: 'Testimonials' }).last();
  await testimonials.getByRole('button', { name: 'Add testimonial' }).click();
  await form.getByLabel('Testimonial 3 name').fill('Priya Raman');
  await form.getByLabel('Testimonial 3 role').fill('Practice Manager');
  await form.getByLabel('Testimonial 3 company').fill('Elm Street Dental');
  await form.getByLabel('Testimonial 3 quote').fill('Our imaging server has not missed a morning.');
  expect(await savedStatus(page, path, save)).toBe(200);
  await testimonials.getByRole('button', { name: 'Remove testimonial 3' }).click();
  expect(await savedStatus(page, path, save)).toBe(200);
  await expect(form).toContainText(`Version ${opened + 3}, last saved by admin@example.com.`);
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
});

test('Settings saved twice in a row', async ({ page }) => {
  await openTab(page, 'Settings');
  const form = page.getByRole('form', { name: /^Edit / });
  const opened = Number(/Version (\d+)/.exec((await form.textContent()) ?? '')?.[1]);
  for (const phone of ['(203) 555-0171', '(203) 555-0172']) {
    await form.getByLabel('Main phone').fill(phone);
    const status = await savedStatus(page, /^\/api\/admin\/pages\/settings$/, () =>
      form.getByRole('button', { name: 'Save settings' }).click(),
    );
    expect(status).toBe(200);
  }
  await expect(form).toContainText(`Version ${opened + 2}`);
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
});

test('a post saved, opened again at once and saved again', async ({ page }) => {
  await openTab(page, 'Posts');
  await slowLists(page, /\/api\/admin\/posts(\?|$)/);
  const row = page.locator('li[data-post-slug]').first();
  const slug = await row.getAttribute('data-post-slug');
  const sameRow = page.locator(`li[data-post-slug="${slug}"]`);
  for (const title of ['First of two saves', 'Second of two saves']) {
    await sameRow.getByRole('button', { name: /^Edit/ }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    const status = await savedStatus(page, /^\/api\/admin\/posts\/[\w-]+$/, () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    expect(status, title).toBe(200);
    await expect(sameRow).toContainText(title);
  }
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
});

for (const [tab, collection, rowSelector, name, field, save] of [
  [
    'Locations',
    /\/api\/admin\/locations$/,
    'li[data-location-slug="hartford-ct"]',
    'Hartford',
    'Intro',
    'Save location',
  ],
  [
    'Industries',
    /\/api\/admin\/industries$/,
    'li[data-industry-slug="healthcare"]',
    'Healthcare',
    'Intro',
    'Save industry',
  ],
] as const) {
  test(`${tab}: a row saved, edited again at once and saved again`, async ({ page }) => {
    await openTab(page, tab);
    const row = page.locator(rowSelector);
    await expect(row).toBeVisible();
    await slowLists(page, collection);
    for (const text of ['First of two saves.', 'Second of two saves.']) {
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const form = row.getByRole('form', { name: `Edit ${name}` });
      await form.getByLabel(field, { exact: true }).fill(`${name}: ${text}`);
      const status = await savedStatus(
        page,
        new RegExp(`^${collection.source.slice(0, -1)}/`),
        () => form.getByRole('button', { name: save }).click(),
      );
      expect(status, text).toBe(200);
      await expect(form).toHaveCount(0);
    }
    await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
  });
}

test('an audience saved, edited again at once and saved again', async ({ page }) => {
  await openTab(page, 'Topics & audiences');
  const section = page.getByRole('region', { name: 'Audiences' });
  const row = section.locator('li[data-taxonomy-slug]').first();
  const name = (await row.locator('p').first().textContent())!.trim();
  await slowLists(page, /\/api\/admin\/taxonomies\/audiences$/);
  for (const intro of ['First of two saves.', 'Second of two saves.']) {
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const form = row.getByRole('form', { name: `Edit ${name}` });
    await form.getByLabel('Intro (optional)').fill(intro);
    const status = await savedStatus(page, /^\/api\/admin\/taxonomies\/audiences\//, () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    expect(status, intro).toBe(200);
    await expect(form).toHaveCount(0);
  }
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
});

test('a redirect added, then edited twice in a row', async ({ page }) => {
  await openTab(page, 'Redirects');
  await slowLists(page, /\/api\/admin\/redirects$/);
  await page.getByRole('button', { name: 'Add redirect' }).click();
  const added = page.getByRole('form', { name: 'New redirect' });
  await added.getByLabel('From').fill('/e2e-two-saves-old');
  await added.getByLabel('To').fill('/pricing');
  await added.getByRole('button', { name: 'Add redirect' }).click();
  const row = page.locator('li[data-redirect-from="/e2e-two-saves-old"]');
  // Edit is pressed as soon as the form closes, before the slowed list has come back.
  await expect(row.getByRole('button', { name: /^Edit/ })).toBeVisible();
  for (const note of ['First of two saves.', 'Second of two saves.']) {
    await row.getByRole('button', { name: /^Edit/ }).click();
    const form = row.getByRole('form', { name: 'Edit the redirect from /e2e-two-saves-old' });
    await form.getByLabel('Note (optional)').fill(note);
    const status = await savedStatus(page, /^\/api\/admin\/redirects\//, () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    expect(status, note).toBe(200);
    await expect(form).toHaveCount(0);
  }
  await expect(row).toContainText('Second of two saves.');
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
});

test('People: two invitations in a row, and a colleague’s role changed twice in a row', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openTab(page, 'People');
  for (const email of ['first-of-two@example.com', 'second-of-two@example.com']) {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('contributor');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.locator(`li[data-invite-email="${email}"]`)).toContainText('Contributor');
  }
  // The first accepts (as their browser would), and appears among the people.
  const link = await page.getByLabel(/^Invitation link/).inputValue();
  const token = /#invite=([A-Za-z0-9_-]+)$/.exec(link)![1]!;
  const accepted = await request.post('/api/auth/accept-invitation', {
    headers: jsonWrite(baseURL!),
    data: { token, password: 'lantern-orchard-quarry-tide' },
  });
  expect(accepted.status()).toBe(201);
  await page.getByRole('button', { name: 'Posts', exact: true }).click();
  await page.getByRole('button', { name: 'People', exact: true }).click();
  page.on('dialog', (dialog) => void dialog.accept());
  const role = page.getByLabel('Role of second-of-two@example.com');
  for (const next of ['editor', 'contributor']) {
    await role.selectOption(next);
    await expect(
      page.getByText(
        `second-of-two@example.com is now ${next === 'editor' ? 'an Editor' : 'a Contributor'}; their sessions were ended.`,
      ),
    ).toBeVisible();
    await expect(role).toHaveValue(next);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
});
