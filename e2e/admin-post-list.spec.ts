import { type Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import { signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// The admin's post list at scale: server-side pages of 25, a title search, filters by status and
// taxonomy, two sorts, all kept in the URL. Other admin specs add posts to this server meanwhile, so
// counts are read, not assumed.

const rows = (page: Page) => page.locator('li[data-post-slug]');
const pagerText = (page: Page) => page.getByRole('navigation', { name: 'Post list pages' });

async function openList(page: Page) {
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('pages of 25, kept in the URL across a reload and Back', async ({ page }) => {
      await openList(page);
      await expect(rows(page)).toHaveCount(25);
      await expect(pagerText(page)).toContainText(/Page 1 of [2-9]/);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/admin\?page=2$/);
      await expect(pagerText(page)).toContainText(/Page 2 of/);
      const secondPage = await rows(page).first().getAttribute('data-post-slug');
      await page.reload();
      await expect(pagerText(page)).toContainText(/Page 2 of/);
      await expect(rows(page).first()).toHaveAttribute('data-post-slug', secondPage!);
      await page.goBack();
      await expect(pagerText(page)).toContainText(/Page 1 of/);
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expectNoPageOverflow(page);
    });

    test('search and filters narrow the list; a change goes back to page 1', async ({ page }) => {
      await openList(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);

      await page.getByLabel('Search titles').fill('immutable');
      await page.locator('[data-post-filters]').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/admin\?q=immutable$/);
      await expect(pagerText(page)).toContainText('Page 1 of 1');
      await expect
        .poll(async () =>
          (await rows(page).locator('h3').allTextContents()).every((title) =>
            title.toLowerCase().includes('immutable'),
          ),
        )
        .toBe(true);
      await expect(rows(page)).not.toHaveCount(0);

      await page.getByLabel('Search titles').fill('');
      await page.locator('[data-post-filters]').getByRole('button', { name: 'Search' }).click();
      await page.getByLabel('Status').selectOption('draft');
      await expect(page).toHaveURL(/status=draft/);
      await expect
        .poll(() =>
          rows(page).evaluateAll((items) =>
            [...new Set(items.map((item) => item.getAttribute('data-post-status')))].join(),
          ),
        )
        .toBe('draft');
      await expect(
        page.locator('li[data-post-slug="sharepoint-vs-document-management"]'),
      ).toBeVisible();
      // Drafts are not on the site: no link to it.
      await expect(rows(page).getByRole('link', { name: /View on site/ })).toHaveCount(0);

      await page.getByLabel('Status').selectOption('');
      await page.getByLabel('Topic').selectOption({ label: 'Backup & Recovery' });
      await expect(page).toHaveURL(/topic=[0-9a-f-]{36}/);
      await expect(
        page.locator('li[data-post-slug="3-2-1-backup-rule-immutable-copies"]'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);

      await page.getByLabel('Search titles').fill('no post is called this');
      await page.locator('[data-post-filters]').getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('No posts match these filters.')).toBeVisible();
      await page
        .locator('[data-empty-list]')
        .getByRole('button', { name: 'Clear filters' })
        .click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(rows(page)).toHaveCount(25);
    });

    test('sorts by publish date, and links published posts to the site', async ({ page }) => {
      await openList(page);
      await page.getByLabel('Sort by').selectOption('published');
      await expect(page).toHaveURL(/sort=published/);
      const api = (await (await page.request.get('/api/admin/posts?sort=published')).json()) as {
        posts: { slug: string }[];
      };
      await expect(rows(page).first()).toHaveAttribute('data-post-slug', api.posts[0]!.slug);

      const published = page.locator('li[data-post-status="published"]').first();
      const title = await published.locator('h3').textContent();
      const link = published.getByRole('link', {
        name: `View on site: ${title} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute(
        'href',
        `/insights/${await published.getAttribute('data-post-slug')}`,
      );
      await expect(link).toHaveAttribute('target', '_blank');
    });
  });
}

test('a bad filter typed into the URL says which parameter is wrong', async ({ page }) => {
  await openList(page);
  await page.goto('/admin?status=live');
  await expect(page.getByText('Status must be draft, scheduled or published.')).toBeVisible();
});
