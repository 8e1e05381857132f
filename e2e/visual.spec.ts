import { expect, test, type Page } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  missingScreenshotRendererHelp,
  SCREENSHOT_CHROMIUM,
} from './support/browser.ts';

// The look of each template, at a phone and a laptop width, against committed screenshots. A
// change to the look is made on purpose: `npm run test:visual:update` rewrites the baselines,
// which are reviewed and committed with the change; the tests never update them themselves.
// The baselines are the headless shell's rendering, so these pages are always drawn by it
// (e2e/support/browser.ts); without it the spec stops at once and says how to install it.

const missing = missingScreenshotRendererHelp();
if (missing) throw new Error(missing);
test.use({ launchOptions: { args: CHROMIUM_ARGS, executablePath: SCREENSHOT_CHROMIUM } });

const TEMPLATES = [
  ['home', '/'],
  ['service', '/cybersecurity-services'],
  ['tool', '/roi-calculator'],
  ['insights', '/insights'],
  ['insight', '/insights/3-2-1-backup-rule-immutable-copies'],
  ['location', '/locations/bridgeport-ct'],
  ['contact', '/contact'],
  ['admin', '/admin'],
] as const;

const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;

/** Everything above the fold has loaded and settled: fonts, images, islands. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((img) => img.loading !== 'lazy' || img.complete);
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}

for (const [width, height] of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const [name, path] of TEMPLATES) {
      test(`${name} looks as designed`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          // Anti-aliasing may differ by a pixel here and there between machines; a layout change
          // moves far more than this.
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  });
}
