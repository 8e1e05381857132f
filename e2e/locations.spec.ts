import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

const FIXED = ['/locations/new-york-ny', '/locations/brooklyn-ny'];

/** Every location page the site publishes: the database's cities plus the fixed ones. */
async function locationPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => path.startsWith('/locations/'));
}

test('every location page has its sections, calls to action and structured data', async ({
  page,
  request,
}) => {
  const paths = await locationPaths(request);
  expect(paths).toEqual(expect.arrayContaining(FIXED));
  expect(paths.length).toBeGreaterThan(FIXED.length);

  const copyByPath = new Map<string, string[]>();
  for (const path of paths) {
    await page.goto(path);
    const heading = await page.locator('h1').innerText();
    expect(heading, path).toMatch(/ in [A-Z][\w .]+, [A-Z]{2}$/);
    const [city] = heading.replace(/^.* in /, '').split(', ');

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('[aria-current="page"]')).toContainText(city!);
    await expect(page.locator('#highlights li h3')).toHaveCount(3);
    await expect(page.locator('#services > div > ul > li')).toHaveCount(4);
    await expect(page.locator('#faq details')).toHaveCount(5);
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/security-check"]').first()).toBeVisible();

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
    const business = data.find((d) => d['@type'] === 'LocalBusiness');
    expect(business, path).toMatchObject({
      areaServed: { '@type': 'City', name: city },
      aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
    });
    expect(data.find((d) => d['@type'] === 'FAQPage').mainEntity).toHaveLength(5);
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    await expectSeoBasics(page, path);

    // The words of the highlights, services and FAQs, without the city's own name.
    const copy = await page
      .locator('#highlights li p, #services li p, #faq details p')
      .allTextContents();
    copyByPath.set(
      path,
      copy.map((text) => text.replaceAll(city!, '{city}')),
    );
  }

  // No doorway pages: no two cities share a highlight, service or answer, even with names swapped.
  const seen = new Map<string, string>();
  for (const [path, paragraphs] of copyByPath) {
    for (const paragraph of paragraphs) {
      expect(seen.get(paragraph) ?? path, `"${paragraph}" on ${path}`).toBe(path);
      seen.set(paragraph, path);
    }
  }
});

test('New York and Brooklyn add pricing and service levels', async ({ page }) => {
  for (const path of FIXED) {
    await page.goto(path);
    const pricing = page.locator('#pricing');
    await expect(pricing.locator('li.card')).toHaveCount(3);
    for (const price of ['$2,500/month', '$90/user/month', '$75/user/month']) {
      await expect(pricing.getByText(price, { exact: true })).toBeVisible();
    }
    const sla = page.locator('#sla');
    await expect(sla.getByRole('table')).toBeVisible();
    await expect(sla.locator('tbody tr')).toHaveCount(4);
    await expect(sla).toContainText('15 minutes');
    await expect(sla).toContainText('99.9% uptime');
    await expectNoAxeViolations(page);
  }
});

test('a database city page passes axe', async ({ page, request }) => {
  const path = (await locationPaths(request)).find((p) => !FIXED.includes(p))!;
  await page.goto(path);
  await expectNoAxeViolations(page);
});

test('an unknown location answers 404 with Location Not Found', async ({ page }) => {
  const response = await page.goto('/locations/atlantis-zz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location Not Found');
  await expect(page.getByText("The location you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: '← Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
});
