import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

async function industryPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => path.startsWith('/industries/'));
}

test('every industry page has its services, FAQs, resources and calls to action', async ({
  page,
  request,
}) => {
  const paths = await industryPaths(request);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/industries/law-firms',
      '/industries/healthcare',
      '/industries/financial-services',
      '/industries/vc-backed-startups',
    ]),
  );
  const servicesByPath = new Map<string, string[]>();
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.locator('#overview p').first()).not.toBeEmpty();
    const services = await page.locator('#services li h3').allInnerTexts();
    expect(services.length, path).toBeGreaterThanOrEqual(3);
    servicesByPath.set(path, services);
    expect(await page.locator('#faq details').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('#resources li a').count()).toBeGreaterThanOrEqual(1);
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
    expect(data.map((d) => d['@type'])).toEqual(['Service', 'FAQPage', 'BreadcrumbList']);
    expect(data[1].mainEntity).toHaveLength(await page.locator('#faq details').count());
    await expectSeoBasics(page, path);
  }

  // Law firms, healthcare and financial services each get their own specialized services.
  const specialized = ['law-firms', 'healthcare', 'financial-services'].map(
    (slug) => new Set(servicesByPath.get(`/industries/${slug}`)),
  );
  for (const [i, a] of specialized.entries()) {
    for (const b of specialized.slice(i + 1)) {
      expect([...a].filter((title) => b.has(title))).toEqual([]);
    }
  }
});

test('an industry with an image shows it with its dimensions', async ({ page }) => {
  await page.goto('/industries/law-firms');
  const image = page.locator('#overview img');
  await expect(image).toHaveAttribute('src', /^\/images\/industries\//);
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '630');
  await expectNoAxeViolations(page);
});

test('the VC-backed startups page covers SOC 2, people, devices, dev tooling, cloud and budget', async ({
  page,
}) => {
  await page.goto('/industries/vc-backed-startups');
  await expect(page.locator('h1')).toHaveText('VC-Backed Startups');
  for (const heading of [
    'SOC 2 timeline',
    'Onboarding and offboarding',
    'Device management and identity',
    'Secure dev tooling',
    'Cloud and zero trust',
    'Budget by stage',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('#soc2-timeline ol > li')).toHaveCount(4);
  await expect(page.locator('#budget tbody tr')).toHaveCount(3);
  await expect(page.locator('#budget')).toContainText('$2,500/month flat');
  await expectNoAxeViolations(page);
});

test('an unknown industry answers 404 with Industry Not Found', async ({ page }) => {
  const response = await page.goto('/industries/underwater-basket-weaving');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industry Not Found');
  await expect(page.getByText("The industry page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: '← Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
});
