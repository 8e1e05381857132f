import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';
import { INSIGHTS_PAGE_SIZE } from '#lib/insights/pagination.ts';
import { type InsightsIndex } from '#lib/insights/search-index.ts';

const kinds = [
  { prefix: '/persona', badge: 'Audience', list: 'personas' },
  { prefix: '/journey', badge: 'Journey Stage', list: 'journeyStages' },
  { prefix: '/topic', badge: 'Topic', list: 'topics' },
] as const;

let index: InsightsIndex;
test.beforeAll(async ({ request }) => {
  index = (await (await request.get('/insights/index.json')).json()) as InsightsIndex;
});

/** The taxonomy record with the most posts, and its posts newest first. */
function busiest(list: (typeof kinds)[number]['list']) {
  const ranked = index.taxonomies[list]
    .map((taxonomy) => ({
      taxonomy,
      posts: index.posts.filter((p) => p[list].includes(taxonomy.slug)),
    }))
    .sort((a, b) => b.posts.length - a.posts.length);
  return ranked[0]!;
}

for (const kind of kinds) {
  test.describe(`${kind.prefix}/{slug}`, () => {
    test('breadcrumb, badge, name, intro, paginated posts, call to action', async ({ page }) => {
      const { taxonomy, posts } = busiest(kind.list);
      const path = `${kind.prefix}/${taxonomy.slug}`;
      const totalPages = Math.ceil(posts.length / INSIGHTS_PAGE_SIZE);
      await page.goto(path);

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Insights']);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(taxonomy.name);
      await expect(page.locator('[data-taxonomy-badge]')).toHaveText(kind.badge);
      await expect(page.locator('h1')).toHaveText(taxonomy.name);
      await expect(page.locator('#posts article h3')).toHaveText(
        posts.slice(0, INSIGHTS_PAGE_SIZE).map((p) => p.title),
      );
      await expect(page.locator('#posts')).toContainText(`${posts.length} posts`);
      await expect(
        page.getByRole('link', { name: 'Schedule a Free Consultation' }),
      ).toHaveAttribute('href', '/contact');

      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
      const breadcrumb = data.find((d) => d['@type'] === 'BreadcrumbList');
      expect(breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual([
        'Home',
        'Insights',
        taxonomy.name,
      ]);
      await expectSeoBasics(page, path);
      await expectNoAxeViolations(page);

      const nav = page.getByRole('navigation', { name: `${taxonomy.name} pages` });
      if (totalPages <= 1) {
        await expect(nav).toHaveCount(0);
        return;
      }
      // Every page is pre-rendered at its own path.
      await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await nav.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${path}/2`);
      await expect(page.locator('#posts article h3')).toHaveText(
        posts.slice(INSIGHTS_PAGE_SIZE, 2 * INSIGHTS_PAGE_SIZE).map((p) => p.title),
      );
      await expectSeoBasics(page, `${path}/2`);
      await page.goto(`${path}/${totalPages}`);
      await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
      await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', path);
    });

    test('an unknown slug or page answers 404 with Page Not Found', async ({ page }) => {
      const { taxonomy, posts } = busiest(kind.list);
      const beyond = Math.max(1, Math.ceil(posts.length / INSIGHTS_PAGE_SIZE)) + 1;
      for (const path of [
        `${kind.prefix}/no-such-${kind.list}`,
        `${kind.prefix}/${taxonomy.slug}/${beyond}`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
        await expect(page.getByText('The requested page could not be found.')).toBeVisible();
        await expect(page.getByRole('link', { name: '← Back to Insights' })).toHaveAttribute(
          'href',
          '/insights',
        );
      }
    });
  });
}

test('every audience, journey stage and topic has a page listing its posts', async ({
  request,
}) => {
  for (const kind of kinds) {
    for (const taxonomy of index.taxonomies[kind.list]) {
      const response = await request.get(`${kind.prefix}/${taxonomy.slug}`);
      expect(response.status(), taxonomy.slug).toBe(200);
      const html = await response.text();
      const count = index.posts.filter((p) => p[kind.list].includes(taxonomy.slug)).length;
      expect(html).toContain(`${count} ${count === 1 ? 'post' : 'posts'}`);
      if (count === 0) expect(html).toContain('No posts found');
    }
  }
});
