import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

test.describe('home page', () => {
  test('shows every section of the home page', async ({ page }) => {
    await page.goto('/');
    for (const claim of [
      '15-minute response time',
      '99.9% uptime SLA',
      '100% US-based team',
      'Transparent monthly pricing',
      '500+ businesses served',
    ]) {
      await expect(page.getByRole('list', { name: 'Highlights' }).getByText(claim)).toBeVisible();
    }
    await expect(
      page.getByRole('link', { name: 'Get Free IT Assessment' }).first(),
    ).toHaveAttribute('href', '/contact');

    const pricing = page.getByRole('link', { name: /View Pricing/ });
    await expect(pricing).toHaveAttribute('target', '_blank');
    await expect(pricing).toHaveAttribute('rel', /noopener/);
    expect(await pricing.getAttribute('href')).toMatch(/^https:\/\//);

    await expect(page.locator('#why li h3')).toHaveCount(4);
    const serviceLinks = await page
      .locator('#services li h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(serviceLinks).toEqual([
      '/managed-it-services',
      '/cybersecurity-services',
      '/cloud-solutions',
      '/network-architecture-design',
      '/ai-strategy',
      '/services',
      '/services',
      '/services',
      '/services',
    ]);
    await expect(page.getByRole('link', { name: 'Schedule Free Assessment' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.locator('#partners li')).toHaveCount(4);

    const testimonials = page.locator('#testimonials figure');
    await expect(page.getByRole('heading', { name: 'Trusted by Industry Leaders' })).toBeVisible();
    await expect(testimonials).toHaveCount(2);
    for (const figure of await testimonials.all()) {
      await expect(figure.locator('blockquote')).not.toBeEmpty();
      await expect(figure.locator('figcaption p')).toHaveCount(2);
    }
  });

  test('has its metadata, LocalBusiness data and no framework JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expectSeoBasics(page, '/');
    await expect(page).toHaveTitle(
      'Managed IT Services, 24/7 IT Support & Cybersecurity | Northbeam IT',
    );
    const business = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      priceRange: '$$',
      aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
      areaServed: { name: 'Connecticut' },
    });
    expect(business.openingHoursSpecification.dayOfWeek).toHaveLength(7);
    await page.waitForLoadState('networkidle');
    const sources = await Promise.all(
      scripts.map(async (url) => (await page.request.get(url)).text()),
    );
    expect(sources.some((source) => /react-dom|__reactFiber|createRoot/.test(source))).toBe(false);
  });

  test('passes axe', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});
