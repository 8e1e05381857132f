import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';
import { INSIGHTS_PAGE_SIZE, pageOf } from '#lib/insights/pagination.ts';
import { filterInsights } from '#lib/insights/filters.ts';
import { parseInsightsQuery } from '#lib/insights/url-state.ts';
import { type InsightsIndex } from '#lib/insights/search-index.ts';
import { relatedInsights } from '#lib/insights/related.ts';
import { pageWindow } from '#lib/insights/pagination.ts';

// Expected results come from the published index, i.e. from the database the site was built from.
let index: InsightsIndex;
test.beforeAll(async ({ request }) => {
  index = (await (await request.get('/insights/index.json')).json()) as InsightsIndex;
  expect(index.posts.length).toBeGreaterThan(INSIGHTS_PAGE_SIZE);
});

const cardTitles = (page: Page) => page.locator('[data-insights-explorer] article h3');
const expectedTitles = (search: string) => {
  const query = parseInsightsQuery(search);
  return pageOf(filterInsights(index.posts, query), query.page).items.map((p) => p.title);
};
async function open(page: Page, search = '') {
  await page.goto(`/insights${search}`);
  await expect(page.locator('[data-insights-explorer]')).toHaveAttribute('data-ready', 'true');
}
const chip = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test.describe('/insights', () => {
  test('page 1 is real HTML: the newest 12 posts without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/insights');
    await expect(cardTitles(page)).toHaveText(
      index.posts.slice(0, INSIGHTS_PAGE_SIZE).map((p) => p.title),
    );
    const first = page.locator('[data-insights-explorer] article').first();
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      `/insights/${index.posts[0]!.slug}`,
    );
    await expect(first.locator('img')).toHaveAttribute('src', index.posts[0]!.cover);
    await expect(first).toContainText(`${index.posts[0]!.minutes} min read`);
    await context.close();
  });

  test('cards show the first audience tag and at most two topic tags', async ({ page }) => {
    await open(page);
    const post = index.posts[0]!;
    const tags = page
      .locator('[data-insights-explorer] article')
      .first()
      .getByRole('list', { name: 'Tags' });
    const names = (kind: 'personas' | 'topics', slugs: string[]) =>
      slugs.map((slug) => index.taxonomies[kind].find((t) => t.slug === slug)!.name);
    await expect(tags.locator('li')).toHaveText(
      [
        ...names('personas', post.personas.slice(0, 1)),
        ...names('topics', post.topics.slice(0, 2)),
      ].map((name) => new RegExp(`${name.replace(/[&]/g, '\\$&')}$`)),
    );
  });

  test('a chip toggles its filter, resets the page, and Clear all filters clears', async ({
    page,
  }) => {
    await open(page, '?page=2');
    await expect(cardTitles(page)).toHaveText(expectedTitles('?page=2'));
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);

    const persona = index.taxonomies.personas.find((t) =>
      index.posts.some((p) => p.personas.includes(t.slug)),
    )!;
    const button = chip(page, 'Audience', persona.name);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(`/insights?persona=${persona.slug}`);
    await expect(cardTitles(page)).toHaveText(expectedTitles(`?persona=${persona.slug}`));
    const count = filterInsights(
      index.posts,
      parseInsightsQuery(`?persona=${persona.slug}`),
    ).length;
    await expect(page.locator('[data-insights-count]')).toHaveAttribute(
      'data-insights-count',
      String(count),
    );

    // Clicking the selected chip deselects it.
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL('/insights');
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);

    // Two groups at once, then Clear all filters.
    const topic = index.taxonomies.topics.find((t) =>
      index.posts.some((p) => p.personas.includes(persona.slug) && p.topics.includes(t.slug)),
    )!;
    await button.click();
    await chip(page, 'Topic', topic.name).click();
    const search = `?persona=${persona.slug}&topic=${topic.slug}`;
    await expect(page).toHaveURL(`/insights${search}`);
    await expect(cardTitles(page)).toHaveText(expectedTitles(search));
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL('/insights');
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(expectedTitles(''));
  });

  test('filters and page live in the URL: they survive reload and Back', async ({ page }) => {
    const stage = index.taxonomies.journeyStages[0]!;
    await open(page);
    await chip(page, 'Journey Stage', stage.name).click();
    await expect(page).toHaveURL(`/insights?journey=${stage.slug}`);
    await page.reload();
    await expect(page.locator('[data-insights-explorer]')).toHaveAttribute('data-ready', 'true');
    await expect(chip(page, 'Journey Stage', stage.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(expectedTitles(`?journey=${stage.slug}`));
    await page.goBack();
    await expect(page).toHaveURL('/insights');
    await expect(chip(page, 'Journey Stage', stage.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(cardTitles(page)).toHaveText(expectedTitles(''));
  });

  test('pagination: window, ellipses, Previous and Next disabled at the ends', async ({ page }) => {
    const totalPages = Math.ceil(index.posts.length / INSIGHTS_PAGE_SIZE);
    const nav = page.getByRole('navigation', { name: 'Insights pages' });
    const shown = async () =>
      nav
        .locator('li')
        .evaluateAll((items) =>
          items
            .slice(1, -1)
            .map((li) =>
              li.querySelector('[aria-current="page"]') ? `[${li.textContent}]` : li.textContent,
            ),
        );
    const expected = (current: number) =>
      pageWindow(current, totalPages).map((item) =>
        item.kind === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page),
      );

    await open(page);
    expect(await shown()).toEqual(expected(1));
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/insights?page=2');
    await expect(cardTitles(page)).toHaveText(expectedTitles('?page=2'));
    expect(await shown()).toEqual(expected(2));

    await nav.getByRole('link', { name: `Page ${totalPages}` }).click();
    await expect(page).toHaveURL(`/insights?page=${totalPages}`);
    expect(await shown()).toEqual(expected(totalPages));
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      totalPages - 1 > 1 ? `/insights?page=${totalPages - 1}` : '/insights',
    );
    await expect(cardTitles(page)).toHaveText(expectedTitles(`?page=${totalPages}`));
  });

  test('pagination is hidden when the results fit on one page', async ({ page }) => {
    const topic = index.taxonomies.topics.find((t) => {
      const n = index.posts.filter((p) => p.topics.includes(t.slug)).length;
      return n > 0 && n <= INSIGHTS_PAGE_SIZE;
    })!;
    await open(page, `?topic=${topic.slug}`);
    await expect(cardTitles(page)).toHaveText(expectedTitles(`?topic=${topic.slug}`));
    await expect(page.getByRole('navigation', { name: 'Insights pages' })).toHaveCount(0);
  });

  test('an empty result shows the empty state', async ({ page }) => {
    // A real combination with no posts when one exists; otherwise a slug no post has.
    let search = '?topic=no-such-topic';
    outer: for (const persona of index.taxonomies.personas) {
      for (const topic of index.taxonomies.topics) {
        const query = `?persona=${persona.slug}&topic=${topic.slug}`;
        if (filterInsights(index.posts, parseInsightsQuery(query)).length === 0) {
          search = query;
          break outer;
        }
      }
    }
    await open(page, search);
    await expect(page.getByText('No posts found', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your filters or check back later for new content.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a visit that only reads loads no filter index; reaching for the filters loads it', async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/insights/index.json')
        indexRequests.push(request.url());
    });
    await open(page);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await expect(page.locator('[data-insights-explorer]')).toHaveAttribute('data-state', 'idle');

    await page.getByRole('group', { name: 'Topic' }).hover();
    await expect(page.locator('[data-insights-explorer]')).toHaveAttribute('data-state', 'ready');
    expect(indexRequests).toHaveLength(1);
  });

  test('shows three skeleton cards while the index loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/insights/index.json', async (route) => {
      await held;
      await route.continue();
    });
    const topic = index.taxonomies.topics[0]!;
    await page.goto(`/insights?topic=${topic.slug}`);
    await expect(page.locator('[data-skeleton]')).toHaveCount(3);
    release();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(expectedTitles(`?topic=${topic.slug}`));
  });

  test('a failed index load says so, keeps the first page and plain page links, shows no filtered counts', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/insights/index.json', (route) => route.abort());
    const persona = index.taxonomies.personas.find((t) => t.slug === 'law-firms')!;
    await page.goto(`/insights?persona=${persona.slug}`);
    const explorer = page.locator('[data-insights-explorer]');
    await expect(explorer).toHaveAttribute('data-state', 'failed');
    await expect(page.getByRole('alert')).toContainText('Filters are unavailable right now');

    // The pre-rendered newest posts stay; no chip claims a filter it cannot apply.
    const firstPage = index.posts.slice(0, INSIGHTS_PAGE_SIZE).map((p) => p.title);
    await expect(cardTitles(page)).toHaveText(firstPage);
    await expect(chip(page, 'Audience', persona.name)).toBeDisabled();
    await expect(chip(page, 'Audience', persona.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
    // The only count shown is the build's total of public posts, never a filtered guess.
    await expect(page.locator('[data-insights-count]')).toHaveAttribute(
      'data-insights-count',
      String(index.posts.length),
    );
    const lawFirmPosts = filterInsights(
      index.posts,
      parseInsightsQuery(`?persona=${persona.slug}`),
    );
    const preRenderedLawFirm = index.posts
      .slice(0, INSIGHTS_PAGE_SIZE)
      .filter((p) => p.personas.includes(persona.slug)).length;
    for (const wrong of new Set([lawFirmPosts.length, preRenderedLawFirm])) {
      await expect(page.getByText(`${wrong} posts`, { exact: true })).toHaveCount(0);
    }
    expect(errors.some((e) => e.includes('Could not load the insights index'))).toBe(true);
    await expectNoAxeViolations(page);

    // Page links are plain links now: following one loads the page again, which retries the index.
    const nav = page.getByRole('navigation', { name: 'Insights pages' });
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/insights?page=2',
    );
    await page.unroute('**/insights/index.json');
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/insights?page=2');
    await expect(explorer).toHaveAttribute('data-state', 'ready');
    await expect(cardTitles(page)).toHaveText(expectedTitles('?page=2'));
  });

  test('Try again reloads the index after a failure', async ({ page }) => {
    let fail = true;
    await page.route('**/insights/index.json', (route) =>
      fail ? route.abort() : route.continue(),
    );
    await page.goto('/insights?journey=decision');
    await expect(page.locator('[data-insights-explorer]')).toHaveAttribute('data-state', 'failed');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-insights-explorer]')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(expectedTitles('?journey=decision'));
  });

  test('has its metadata, a consultation call to action and passes axe', async ({ page }) => {
    await open(page);
    await expectSeoBasics(page, '/insights');
    await expect(page.getByRole('link', { name: 'Schedule a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoAxeViolations(page);
    await chip(page, 'Topic', index.taxonomies.topics[0]!.name).click();
    await expectNoAxeViolations(page);
  });
});

test.describe('/insights/{slug}', () => {
  test('a post: tags, Key Takeaway, body, services, related articles, Article data', async ({
    page,
  }) => {
    const post = index.posts[0]!;
    const path = `/insights/${post.slug}`;
    await page.goto(path);
    await expect(page.getByRole('link', { name: '← Back to Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
    await expect(page.locator('h1')).toHaveText(post.title);
    await expect(page.locator('article header')).toContainText(`${post.minutes} min read`);
    await expect(page.getByRole('complementary', { name: 'Key Takeaway' })).toContainText(
      post.excerpt,
    );

    const tagHrefs = await page
      .locator('article header')
      .getByRole('list', { name: 'Tags' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(tagHrefs).toEqual([
      ...post.personas.map((s) => `/persona/${s}`),
      ...post.journeyStages.map((s) => `/journey/${s}`),
      ...post.topics.map((s) => `/topic/${s}`),
    ]);
    expect(await page.locator('.prose-content p').count()).toBeGreaterThan(2);
    for (const href of ['/managed-it-services', '/cybersecurity-services']) {
      await expect(page.locator(`#related-services a[href="${href}"]`)).toHaveCount(1);
    }

    // Related: the build's scoring rule, applied to the published index.
    const tagged = index.posts.map((p) => ({
      id: p.slug,
      slug: p.slug,
      publishedAt: new Date(p.date),
      personas: p.personas.map((slug) => ({ slug })),
      journeyStages: p.journeyStages.map((slug) => ({ slug })),
      topics: p.topics.map((slug) => ({ slug })),
    }));
    const related = relatedInsights(tagged[0]!, tagged, { limit: 3 }).map(
      (p) => `/insights/${p.slug}`,
    );
    const relatedHrefs = await page
      .locator('#related article h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(relatedHrefs).toEqual(related);

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
    expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
    });
    await expectSeoBasics(page, path);
    await expectNoAxeViolations(page);
  });

  test('an unknown slug answers 404 with Post Not Found', async ({ page }) => {
    const response = await page.goto('/insights/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
  });
});
