import { type APIRequestContext, type BrowserContext } from '@playwright/test';
import { expect, testOnOwnServer as test } from './support/worker-site.ts';
import { E2E_ADMIN, jsonWrite, signInThroughForm } from './support/admin.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// The admin's own account: changing the password, and the usual browser getting in while someone
// hammers the account. Both change the account's state, so this file has a server of its own.
// Every answer here verifies an scrypt hash (about a second on a busy machine), hence the longer waits.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const ANSWER = { timeout: 20_000 };

const NEW_PASSWORD = 'ember-lantern-quarry-tide';
const DEVICE_COOKIE = 'northbeam_device';

async function sessionStatus(request: APIRequestContext): Promise<number> {
  return (await request.get('/api/auth/session')).status();
}

async function deviceCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === DEVICE_COOKIE);
}

test('changing the password ends every other session and keeps this one', async ({
  browser,
  page,
  baseURL,
}) => {
  const elsewhere = await browser.newContext();
  const signIn = await elsewhere.request.post('/api/auth/login', {
    headers: jsonWrite(baseURL!),
    data: E2E_ADMIN,
  });
  expect(signIn.status()).toBe(200);
  expect(await sessionStatus(elsewhere.request)).toBe(200);

  await signInThroughForm(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible(ANSWER);
  await page.getByRole('button', { name: 'Account' }).click();
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password');
  const submit = page.getByRole('button', { name: 'Change password' });

  await current.fill('not-my-password');
  await next.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('That is not your current password.', ANSWER);
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(E2E_ADMIN.password);
  await next.fill('password1234');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText(
    'common or has appeared in data breaches',
    ANSWER,
  );
  await expect(next).toHaveAccessibleDescription(/common or has appeared in data breaches/);
  await expectNoAxeViolations(page);

  await next.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(
    'Password changed. Every other session has been signed out.',
    ANSWER,
  );
  expect(await sessionStatus(elsewhere.request)).toBe(401);
  expect(await sessionStatus(page.request)).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible(ANSWER);

  // The old password no longer works, the new one does; then the e2e password is put back.
  const login = (password: string) =>
    elsewhere.request.post('/api/auth/login', {
      headers: jsonWrite(baseURL!),
      data: { email: E2E_ADMIN.email, password },
    });
  expect((await login(E2E_ADMIN.password)).status()).toBe(401);
  expect((await login(NEW_PASSWORD)).status()).toBe(200);
  const restore = await page.request.post('/api/auth/password', {
    headers: jsonWrite(baseURL!),
    data: { currentPassword: NEW_PASSWORD, newPassword: E2E_ADMIN.password },
  });
  expect(restore.status()).toBe(200);
  await elsewhere.close();
});

test("the admin's usual browser signs in while someone hammers the account", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const usual = await browser.newContext();
  const page = await usual.newPage();
  await signInThroughForm(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible(ANSWER);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible(ANSWER);
  // Signing out ends the session, not the device cookie.
  expect(await deviceCookie(usual)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // Someone else on the same address guesses until each further guess must wait 8 s or more.
  const attacker = await playwright.request.newContext({ baseURL: baseURL! });
  const guess = (password: string) =>
    attacker.post('/api/auth/login', {
      headers: jsonWrite(baseURL!),
      data: { email: E2E_ADMIN.email, password },
    });
  await expect
    .poll(
      async () => {
        const response = await guess('not-the-password');
        return response.status() === 429 ? Number(response.headers()['retry-after']) : 0;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(8);

  // Now the right password is held back for the attacker and for any browser without the cookie…
  const held = await guess(E2E_ADMIN.password);
  expect(held.status()).toBe(429);
  expect((await held.json()) as { error: string }).toMatchObject({
    error: expect.stringMatching(
      /^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/,
    ),
  });
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signInThroughForm(strangerPage);
  await expect(strangerPage.getByRole('alert')).toContainText(
    'Too many failed sign-in attempts',
    ANSWER,
  );

  // …but not for the browser the admin signed in with before.
  await signInThroughForm(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible(ANSWER);

  await attacker.dispose();
  await stranger.close();
  await usual.close();
});
