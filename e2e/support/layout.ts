/** Layout assertions for the small-screen and layout-slip specs: no sideways overflow, no wrapping. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The page itself never scrolls sideways. */
export async function expectNoPageOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The element's content fits its box: nothing hides behind a sideways scroll. */
export async function expectNoOverflow(element: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await element.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The element's visible text sits on one line (screen-reader-only text aside). */
export async function expectOneLine(element: Locator): Promise<void> {
  const lineTops = await element.evaluate((node) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || text.parentElement?.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4))
          tops.push(rect.top);
      }
    }
    return tops;
  });
  expect(lineTops.length, `lines of "${await element.innerText()}"`).toBe(1);
}
