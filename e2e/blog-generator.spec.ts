import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';
import { openHydrated } from './support/islands.ts';

// The blog generator: outlines to Markdown, copied and downloaded. Expected texts and file names are
// worked out here, never read from the implementation.

/** The file name: the title lower-cased, non-alphanumerics turned into hyphens. */
const expectedFilename = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.md`;

const OUTLINES = [/Cloud Migration Strategy/, /Network Architecture Design/] as const;

test.describe('/blog-generator', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const outline of OUTLINES) {
    test(`generates, previews, copies and downloads ${outline.source}`, async ({ page }) => {
      await openHydrated(page, '/blog-generator', 'BlogGenerator');
      const generate = page.getByRole('button', { name: 'Generate Content' });
      await expect(generate).toBeDisabled();
      const radio = page.getByRole('radio', { name: outline });
      await radio.focus();
      await page.keyboard.press('Space');
      await expect(radio).toBeChecked();
      const title = (
        (await radio.locator('xpath=..').locator('span span').first().textContent()) ?? ''
      ).trim();
      expect(title).toMatch(outline);
      await generate.click();

      const preview = page.getByTestId('blog-preview');
      await expect(preview.getByRole('heading', { name: title })).toBeVisible();
      expect(await preview.locator('h5').count()).toBeGreaterThanOrEqual(3);
      await expect(preview).toContainText('Estimated read time: 12-15 minutes');
      await expectSeoBasics(page, '/blog-generator');

      const copy = page.getByRole('button', { name: 'Copy Markdown' });
      await copy.click();
      const copiedAt = Date.now();
      await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard.startsWith(`# ${title}\n`)).toBe(true);
      expect(clipboard).toMatch(/^## /m);
      await expect(page.getByRole('button', { name: 'Copy Markdown' })).toBeVisible({
        timeout: 5_000,
      });
      // "Copied!" lasts 2 seconds (generous lower bound for the polling above).
      expect(Date.now() - copiedAt).toBeGreaterThan(1_500);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download .md' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(expectedFilename(title));
      expect(await readFile(await download.path(), 'utf8')).toBe(clipboard);
    });
  }

  test('is noindex, outside the sitemap, with metadata and guidelines, and passes axe', async ({
    page,
    request,
  }) => {
    await openHydrated(page, '/blog-generator', 'BlogGenerator');
    await expectSeoBasics(page, '/blog-generator');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).not.toContain('/blog-generator');
    const guidelines = page.locator('#guidelines');
    for (const rule of [
      '1-2%',
      '3-5 internal links',
      '2-3 external sources',
      '155 characters',
      '1500-2500 words',
      '12-15 minute read',
    ]) {
      await expect(guidelines).toContainText(rule);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: OUTLINES[0] }).check();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(page.getByTestId('blog-preview')).toBeVisible();
    await page.getByText('Markdown source').click();
    await expectNoAxeViolations(page);
  });
});
