import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

const articles = [
  {
    slug: 'managed-it-services-small-business-guide',
    category: 'Managed Services',
    minutes: 12,
    date: 'January 15, 2025',
    datePublished: '2025-01-15',
    closingLink: '/contact',
  },
  {
    slug: 'cybersecurity-threats-2025',
    category: 'Cybersecurity',
    minutes: 15,
    date: 'January 12, 2025',
    datePublished: '2025-01-12',
    closingLink: '/security-check',
  },
];

test.describe('/blog', () => {
  test('lists every article as a card, newest first, with real category counts', async ({
    page,
  }) => {
    await page.goto('/blog');
    const cards = page.locator('#articles article');
    await expect(cards).toHaveCount(articles.length);
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('img')).toHaveAttribute('width', '1200');
      await expect(card.locator('time')).toHaveText(article.date);
      await expect(card.getByText(article.category, { exact: true })).toBeVisible();
      await expect(card.getByText(`${article.minutes} min read`)).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
        'href',
        `/blog/${article.slug}`,
      );
    }
    // On wide screens the grid has as many columns as cards, up to three: no row two-thirds empty.
    const columns = await page
      .locator('#articles ul')
      .first()
      .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(Math.min(articles.length, 3));

    const browse = page.locator('#categories');
    await expect(browse.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
    for (const category of new Set(articles.map((a) => a.category))) {
      const count = articles.filter((a) => a.category === category).length;
      const block = browse.locator('li.card', { hasText: category });
      await expect(block.locator('h3')).toContainText(String(count));
      await expect(block.locator('ul li')).toHaveCount(count);
    }
  });

  test('has its metadata and passes axe', async ({ page }) => {
    await page.goto('/blog');
    await expectSeoBasics(page, '/blog');
    await expectNoAxeViolations(page);
  });
});

test.describe('/blog/{slug}', () => {
  for (const article of articles) {
    test(`${article.slug}: full article with Article data`, async ({ page }) => {
      const path = `/blog/${article.slug}`;
      await page.goto(path);
      await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute(
        'href',
        '/blog',
      );
      await expect(page.locator('article time').first()).toHaveText(article.date);
      await expect(page.locator('article header')).toContainText(`${article.minutes} min read`);
      await expect(page.locator('article header')).toContainText(article.category);
      const body = page.locator('.prose-content');
      expect(await body.locator('h2').count()).toBeGreaterThan(5);
      expect(await body.locator('strong').count()).toBeGreaterThan(3);
      expect(await body.locator('ul, ol').count()).toBeGreaterThan(3);
      const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
      expect(Math.ceil(words / 200)).toBeGreaterThanOrEqual(article.minutes - 1);
      await expect(body.locator('p').last().locator('a')).toHaveAttribute(
        'href',
        article.closingLink,
      );

      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
      const json = data.find((d) => d['@type'] === 'Article');
      expect(json).toMatchObject({
        headline: await page.locator('h1').innerText(),
        datePublished: expect.stringMatching(new RegExp(`^${article.datePublished}`)),
        publisher: { name: 'Northbeam IT' },
      });
      expect(json.keywords.split(', ').length).toBeGreaterThan(2);
      expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

      // Related articles: only others of the same category, at most two.
      const related = page.locator('#related article');
      const sameCategory = articles.filter(
        (a) => a.category === article.category && a.slug !== article.slug,
      );
      await expect(related).toHaveCount(Math.min(2, sameCategory.length));

      await expectSeoBasics(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test('an unknown slug answers 404 with Post Not Found', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: /Back to Blog/ }),
    ).toHaveAttribute('href', '/blog');
  });
});

test('the RSS feed lists the blog articles and every insight', async ({ request }) => {
  const index = (await (await request.get('/insights/index.json')).json()) as {
    posts: { slug: string }[];
  };
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml.match(/<item>/g)).toHaveLength(articles.length + index.posts.length);
  for (const article of articles) expect(xml).toContain(`/blog/${article.slug}</link>`);
  for (const post of index.posts) expect(xml).toContain(`/insights/${post.slug}</link>`);
});
