import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageTitle, resolveMeta } from '#lib/seo/meta.ts';
import {
  article,
  breadcrumbList,
  cityLocalBusiness,
  faqPage,
  freeSoftwareTool,
  localBusiness,
  serializeJsonLd,
  service,
} from '#lib/seo/json-ld.ts';
import { businessFacts } from '#lib/seo/business.ts';
import { seedSettings } from '#test-support/page-documents.ts';
import { isIndexablePath } from '#config/indexing.ts';
import { notFoundPageFor } from '#config/not-found.ts';

const site = {
  brand: 'Northbeam IT',
  defaultTitle: 'Managed IT Services, 24/7 IT Support & Cybersecurity',
  defaultDescription: 'Default description',
  defaultImage: { path: '/og-default.png', width: 1200, height: 630, alt: 'Default' },
};
const facts = businessFacts('https://www.example.com', seedSettings(), 'Default description');

describe('pageTitle', () => {
  it.each([
    ['Pricing Calculator', 'Pricing Calculator | Northbeam IT'],
    [undefined, 'Managed IT Services, 24/7 IT Support & Cybersecurity | Northbeam IT'],
    ['  ', 'Managed IT Services, 24/7 IT Support & Cybersecurity | Northbeam IT'],
  ])('%j → %s', (title, expected) => {
    expect(pageTitle(title, site)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://www.example.com/'],
    ['/pricing', 'https://www.example.com/pricing'],
    ['/pricing/', 'https://www.example.com/pricing'],
    ['/insights?page=2#top', 'https://www.example.com/insights'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ])('%s → %s', (path, expected) => {
    expect(absoluteUrl(path, 'https://www.example.com')).toBe(expected);
  });
});

describe('resolveMeta', () => {
  it('falls back to the site description and the 1200×630 default image', () => {
    const meta = resolveMeta({ path: '/' }, site, 'https://www.example.com');
    expect(meta).toMatchObject({
      description: 'Default description',
      canonical: 'https://www.example.com/',
      image: { url: 'https://www.example.com/og-default.png', width: 1200, height: 630 },
      robots: 'index, follow, max-image-preview:large',
      type: 'website',
    });
    expect(meta.article).toBeUndefined();
  });

  it('carries article fields and noindex', () => {
    const meta = resolveMeta(
      {
        path: '/insights/x',
        title: 'X',
        noindex: true,
        type: 'article',
        publishedTime: '2025-01-15T00:00:00.000Z',
        author: 'Northbeam IT',
        tags: ['Cloud'],
      },
      site,
      'https://www.example.com',
    );
    expect(meta.robots).toBe('noindex, nofollow');
    expect(meta.article).toEqual({
      publishedTime: '2025-01-15T00:00:00.000Z',
      author: 'Northbeam IT',
      tags: ['Cloud'],
    });
  });
});

describe('JSON-LD builders', () => {
  it('local business: rating 4.9 from 127 reviews, open 24/7, $$, Connecticut by default', () => {
    const data = localBusiness(facts);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      priceRange: '$$',
      aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
      openingHoursSpecification: { opens: '00:00', closes: '23:59' },
      areaServed: { '@type': 'State', name: 'Connecticut' },
    });
    expect(localBusiness(facts, 'New York')).toMatchObject({ areaServed: { name: 'New York' } });
  });

  it('city local business names the city', () => {
    const data = cityLocalBusiness(facts, {
      city: 'Stamford',
      state: 'CT',
      url: 'https://www.example.com/locations/stamford-ct',
    });
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      areaServed: { '@type': 'City', name: 'Stamford' },
    });
  });

  it('free software tool is priced 0 USD', () => {
    expect(freeSoftwareTool({ name: 'ROI', description: 'd', url: 'u' })).toMatchObject({
      '@type': 'SoftwareApplication',
      offers: { price: '0', priceCurrency: 'USD' },
    });
  });

  it('breadcrumbs are numbered from 1', () => {
    const data = breadcrumbList([
      { name: 'Home', url: 'https://www.example.com/' },
      { name: 'Insights', url: 'https://www.example.com/insights' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Insights',
        item: 'https://www.example.com/insights',
      },
    ]);
  });

  it('FAQ pairs become Questions with accepted Answers', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });

  it('service and article reference the provider', () => {
    expect(
      service({
        name: 'Managed IT',
        description: 'd',
        url: 'u',
        serviceType: 'IT',
        provider: facts,
      }),
    ).toMatchObject({
      '@type': 'Service',
      provider: { name: 'Northbeam IT' },
      areaServed: 'Connecticut',
    });
    expect(
      article({
        headline: 'H',
        description: 'd',
        url: 'u',
        image: 'i',
        datePublished: '2025-01-15',
        author: 'A',
        publisher: facts,
      }),
    ).toMatchObject({
      '@type': 'Article',
      dateModified: '2025-01-15',
      publisher: { name: 'Northbeam IT' },
    });
  });

  it('serialisation cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('indexing and not-found routing', () => {
  it.each([
    ['/', true],
    ['/pricing', true],
    ['/admin', false],
    ['/admin/', false],
    ['/admin/preview/landing-pages', false],
    ['/administrators', true],
    ['/blog-generator', false],
    ['/404', false],
    ['/404/blog', false],
    ['/404s-explained', true],
  ])('%s indexable: %s', (path, expected) => {
    expect(isIndexablePath(path)).toBe(expected);
  });

  it('leaves out the pages the content hides, whatever their trailing slash', () => {
    const hidden = new Set(['/law-firm-security-assessment']);
    expect(isIndexablePath('/law-firm-security-assessment', hidden)).toBe(false);
    expect(isIndexablePath('/law-firm-security-assessment/', hidden)).toBe(false);
    expect(isIndexablePath('/law-firm-security-assessment.html', hidden)).toBe(false);
    expect(isIndexablePath('/law-firm-security-assessment')).toBe(true);
    expect(isIndexablePath('/pricing', hidden)).toBe(true);
  });

  it.each([
    ['/blog/missing', '/404/blog'],
    ['/insights/missing', '/404/insight'],
    ['/persona/x', '/404/taxonomy'],
    ['/journey/x', '/404/taxonomy'],
    ['/topic/x', '/404/taxonomy'],
    ['/locations/x', '/404/location'],
    ['/industries/x', '/404/industry'],
    ['/elsewhere', '/404'],
  ])('%s → %s', (path, page) => {
    expect(notFoundPageFor(path)).toBe(page);
  });
});
