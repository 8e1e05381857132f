/**
 * Pages with islands, opened once the island has hydrated (a choice made before that is lost), and
 * the selection in an editable area settled before the next key.
 */
import { expect, type Page } from '@playwright/test';

/** Opens `path` and waits until the island whose component file names `island` has hydrated. */
export async function openHydrated(page: Page, path: string, island: string): Promise<void> {
  await page.goto(path);
  const root = page.locator(`astro-island[component-url*="${island}"]`);
  // client:visible islands hydrate once they scroll into view.
  await root.scrollIntoViewIfNeeded();
  await expect(root).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Keys that only move the selection (arrows, Home, End) are the browser's own: the editor learns
 * of the move from a later `selectionchange` event, which a busy page can run after the next key
 * press. Two animation frames let it run first.
 */
export async function selectionSettled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
