import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, signInThroughForm } from './support/admin.ts';
import { postsApi } from './support/posts-api.ts';

// The publishing line on the Node server with its background rebuilds (docs/product-rules.md,
// "Publishing"): after Publish now the editor keeps the button, as "Building…", and says the site is
// building until the line says Live; and the line says each state once ("Saved", never
// "Saved. Saved.").

/**
 * Every text the publishing line shows while the page is open, recorded as it changes, and its
 * heading (the state: "Publishing: Saved"). The changes it names after the heading may be other
 * tests' on the same server, and may each say "Saved".
 */
async function recordLine(page: Page) {
  await page.addInitScript(() => {
    const seen: { text: string; heading: string }[] = [];
    (window as unknown as { publishingLines: typeof seen }).publishingLines = seen;
    new MutationObserver(() => {
      for (const line of document.querySelectorAll('[data-publish-state]')) {
        const text = line.textContent ?? '';
        const heading = line.querySelector('strong')?.textContent ?? '';
        if (seen.at(-1)?.text !== text) seen.push({ text, heading });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { publishingLines: { text: string; heading: string }[] })
          .publishingLines,
    );
}

test('Publish now stays as "Building…" until the post is live, and the line says each state once', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signInThroughApi(request, baseURL!);
  const post = await (
    await postsApi(request, baseURL!)
  ).create({
    slug: 'e2e-publish-now-building',
    title: 'E2E: Publish now, then building',
  });
  const lines = await recordLine(page);
  await signInThroughForm(page);
  await page
    .locator(`li[data-post-slug="${post.slug}"]`)
    .getByRole('button', { name: /^Edit/ })
    .click();
  const panel = page.locator('[data-publish-panel]');
  await panel.getByRole('button', { name: 'Publish now' }).click();

  // Building: the button stays, busy, and the panel says what the line will say.
  const building = panel.getByRole('button', { name: 'Building…' });
  await expect(building).toBeVisible();
  await expect(building).toBeDisabled();
  await expect(panel.locator('[data-publish-status]')).toContainText(
    'The site is building with it: it is live when the publishing line says Live.',
  );
  // Live: the page is on the site, the line says so, the button is the published post's.
  const line = page.locator('[data-publish-state]');
  await expect(line).toHaveAttribute('data-publish-state', 'live', { timeout: 240_000 });
  expect((await request.get(`/insights/${post.slug}`)).status()).toBe(200);
  await expect(building).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Update publish date' })).toBeVisible();
  await expect(panel.locator('[data-publish-status]')).toHaveText(/^Published, dated .+ ET\.$/);

  const shown = await lines();
  expect(shown.some(({ text }) => text.startsWith('Publishing: Saved'))).toBe(true);
  for (const { text, heading } of shown) {
    expect(text).not.toMatch(/\b(Saved|Live|Rebuilding)\b[.:]? \1\b/);
    expect(heading.match(/\b(Saved|Live|Rebuilding)\b/g)?.length ?? 0, text).toBeLessThanOrEqual(1);
  }
});
