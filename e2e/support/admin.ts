/** Signing in to /admin as the e2e admin, through the page or straight through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.ts';

export { E2E_ADMIN };

export async function signInThroughForm(page: Page, password = E2E_ADMIN.password): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Headers a browser sends on a same-origin JSON write. */
export function jsonWrite(baseURL: string) {
  return { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin };
}

export async function signInThroughApi(request: APIRequestContext, baseURL: string) {
  const response = await request.post('/api/auth/login', {
    headers: jsonWrite(baseURL),
    data: E2E_ADMIN,
  });
  expect(response.status()).toBe(200);
}

/**
 * Writes Markdown into a post's body: the rich-text editor's "Markdown source" view, then its
 * textarea (the body field keeps the label `label`).
 */
export async function writeMarkdown(
  page: Page,
  markdown: string,
  label = 'Content',
): Promise<void> {
  const source = page.getByRole('button', { name: 'Markdown source' });
  await expect(source).toBeEnabled();
  if ((await source.getAttribute('aria-pressed')) !== 'true') await source.click();
  await page.getByLabel(label, { exact: true }).fill(markdown);
}
