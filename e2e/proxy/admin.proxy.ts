import { expect, test } from '@playwright/test';
import { signInThroughForm, writeMarkdown } from '#e2e-support/admin.ts';

// The admin over https through the proxy: sign in, create and publish a post, sign out. The session
// cookie must be Secure and __Host- prefixed, since SITE_URL is https.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const slug = `proxy-post-${run}`;
const title = `Behind the Proxy ${run}`;

test('signs in with a Secure __Host- session cookie, creates and publishes a post, signs out', async ({
  page,
  context,
}) => {
  const login = page.waitForResponse('**/api/auth/login');
  await signInThroughForm(page);
  const loginResponse = await login;
  expect(loginResponse.status()).toBe(200);
  const setCookie = (await loginResponse.headersArray())
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value);
  const session = setCookie.find((value) => value.startsWith('__Host-northbeam_session='));
  expect(session, `Set-Cookie headers: ${setCookie.join(' | ')}`).toBeDefined();
  expect(session).toMatch(/;\s*Secure/i);
  expect(session).toMatch(/;\s*HttpOnly/i);
  expect(session).toMatch(/;\s*Path=\/(;|$)/i);
  expect(session).not.toMatch(/;\s*Domain=/i);
  expect(setCookie.some((value) => /^northbeam_session=/.test(value))).toBe(false);
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();

  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === '__Host-northbeam_session')).toMatchObject({
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
  });
  expect(cookies.find((cookie) => cookie.name === 'nb_admin_hint')).toMatchObject({
    secure: true,
  });

  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page
    .getByLabel('Excerpt')
    .fill('Written over https through Caddy, saved by the Node server.');
  await writeMarkdown(page, '## Through the proxy\n\nEvery write passes the origin check.');
  await page.getByLabel('Image URL').fill('/images/insights/backup-recovery.svg');
  await page.getByLabel('Category').selectOption('Managed Services');
  await page.getByRole('checkbox', { name: 'Healthcare Practices' }).check();
  await page.getByRole('checkbox', { name: 'Decision' }).check();
  await page.getByRole('checkbox', { name: 'Backup & Recovery' }).check();
  const save = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/posts') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await save).status()).toBe(201);

  const row = page.locator(`li[data-post-slug="${slug}"]`);
  await expect(row.getByText('Draft')).toBeVisible();
  const publish = page.waitForResponse((response) => response.url().endsWith('/publish'));
  await row.getByRole('button', { name: /^Publish/ }).click();
  expect((await publish).status()).toBe(200);
  await expect(row.getByText('Published')).toBeVisible();

  const logout = page.waitForResponse('**/api/auth/logout');
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(
    (await context.cookies()).find((cookie) => cookie.name === '__Host-northbeam_session'),
  ).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});
