/**
 * "Forgot password?" on the sign-in page (docs/sign-in-security.md). The server here has no email
 * set up, so the page says to ask an owner; a reset link that is not valid says so and leads back
 * to sign-in. Both screens keyboard-reachable and clean under axe.
 */
import { expect, test } from './support/worker-site.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

test('without email set up, "Forgot password?" says to ask an owner', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByText(/Email is not set up on this site.*Ask an owner/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email me a reset link' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a reset link that is not valid says so, and leads back to sign-in', async ({ page }) => {
  await page.goto(`/admin#reset=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
  await page.getByLabel('New password').fill('lantern-orchard-quarry-tide');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Go to sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(page.url()).not.toContain('reset=');
});
