/** Assertions every page must pass: accessibility, one self-canonical, parseable JSON-LD, one <h1>. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the site's accessibility check covers: WCAG 2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The axe violations on the page, one line each: rule, help and the elements.
 *
 * `legacy` (the default) runs axe.run in the page itself. axe's newer mode runs each frame
 * partially, then finishes the run in a new blank page: a renderer started and axe injected again
 * for every check, about half of its time (1.0 → 0.5 s a page, over a hundred pages in the site
 * sweep). That mode exists for cross-origin frames, which the site has none of; the site sweep
 * checks that both modes report the same violations on a page broken on purpose.
 */
export async function axeViolations(
  page: Page,
  { legacy = true }: { legacy?: boolean } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(legacy)
    .withTags(AXE_TAGS)
    // Every node of every violation, and one node per passing rule instead of all: the same
    // violations, 15-30% faster per page.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** `soft`: record a failure and go on, for a test that checks several pages in turn. */
export async function expectNoAxeViolations(
  page: Page,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const summary = await axeViolations(page);
  (soft ? expect.soft : expect)(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export async function expectSeoBasics(page: Page, path: string): Promise<void> {
  const canonicals = await page
    .locator('link[rel="canonical"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(canonicals).toHaveLength(1);
  expect(new URL(canonicals[0] ?? '').pathname).toBe(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/ \| Northbeam IT$/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(50);
  for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
    await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
  }
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    const data = JSON.parse(block) as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    expect(typeof data['@type']).toBe('string');
  }
}
