/** Signing in to /admin as the e2e admin, through the page or straight through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BUSY_MESSAGE } from '#lib/auth/sign-in-guard.ts';
import { E2E_ADMIN } from './admin-account.ts';

export { E2E_ADMIN };

/**
 * Password checks share a few hashing slots per address, and every worker signs in from 127.0.0.1:
 * when they overlap on a busy machine the server answers 429 "…being checked right now" at once,
 * without counting a failure. Like a person, the tests try again after its Retry-After.
 */
const MAX_BUSY_RETRIES = 5;
/** An admin tab whose code loads on its first opening (the Overview, Posts) gets this long to show. */
const TAB_LOAD_TIMEOUT_MS = 20_000;
const isBusy = (status: number, body: string) => status === 429 && body.includes(BUSY_MESSAGE);
const retryAfterMs = (header: string | undefined) => Number(header ?? 1) * 1000;

/**
 * Signs in through the form. The admin opens on its Overview; most specs start from the post
 * list, so once signed in this opens Posts (`opens: 'overview'` stays on the Overview).
 */
export async function signInThroughForm(
  page: Page,
  password = E2E_ADMIN.password,
  { opens = 'posts' }: { opens?: 'posts' | 'overview' } = {},
): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(password);
  for (let attempt = 0; ; attempt += 1) {
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/auth/login' &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Login' }).click();
    const response = await answered;
    if (attempt === MAX_BUSY_RETRIES || !isBusy(response.status(), await response.text())) {
      if (!response.ok()) return;
      // The Overview's code loads with its first opening: slower than a click on a busy machine.
      await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible({
        timeout: TAB_LOAD_TIMEOUT_MS,
      });
      if (opens === 'posts') await openPosts(page);
      return;
    }
    await page.waitForTimeout(retryAfterMs(response.headers()['retry-after']));
  }
}

/** Opens the Posts tab (the admin opens on the Overview) and waits for its list. */
/** Opens an admin tab by its button and waits for its heading (its code loads on first open). */
export async function openAdminTab(page: Page, tab: string, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: tab, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible({
    timeout: TAB_LOAD_TIMEOUT_MS,
  });
}

export const openPosts = (page: Page): Promise<void> => openAdminTab(page, 'Posts', 'Blog Posts');

/**
 * After the editor's Save: the list is back and its publishing line names the change. That line
 * grows when the new status arrives and moves the rows below it, so a click sent earlier can press
 * a row down and be released on another place.
 */
export async function expectSavedToList(page: Page, change: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: change })).toBeVisible();
}

/** Headers a browser sends on a same-origin JSON write. */
export function jsonWrite(baseURL: string) {
  return { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin };
}

export async function signInThroughApi(request: APIRequestContext, baseURL: string) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post('/api/auth/login', {
      headers: jsonWrite(baseURL),
      data: E2E_ADMIN,
    });
    if (attempt < MAX_BUSY_RETRIES && isBusy(response.status(), await response.text())) {
      await new Promise((done) =>
        setTimeout(done, retryAfterMs(response.headers()['retry-after'])),
      );
      continue;
    }
    expect(response.status()).toBe(200);
    return;
  }
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
