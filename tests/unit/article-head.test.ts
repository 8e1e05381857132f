import { describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE, articleHead, type ArticleHeadInput } from '#lib/seo/article-head.ts';
import { businessFacts } from '#lib/seo/business.ts';
import { seedSettings } from '#test-support/page-documents.ts';

const input: ArticleHeadInput = {
  path: '/insights/zero-trust',
  title: 'Zero trust, explained',
  description: 'What zero trust means for a 40-person firm.',
  image: { src: '/images/insights/security.svg', alt: 'A padlock' },
  publishedAt: new Date('2026-03-01T12:00:00Z'),
  modifiedAt: new Date('2026-03-05T08:30:00Z'),
  author: 'Northbeam IT Team',
  tags: ['Law Firms', 'Cybersecurity'],
  section: { name: 'Insights', path: '/insights' },
};
const site = 'https://www.example.com';

describe('articleHead', () => {
  const head = articleHead(input, site, businessFacts(site, seedSettings(), 'The business.'));

  it('gives the article meta with the cropped social image and both dates', () => {
    expect(head.meta).toEqual({
      path: '/insights/zero-trust',
      title: 'Zero trust, explained',
      description: 'What zero trust means for a 40-person firm.',
      image: { src: '/images/insights/security.svg', ...ARTICLE_IMAGE, alt: 'A padlock' },
      type: 'article',
      publishedTime: '2026-03-01T12:00:00.000Z',
      modifiedTime: '2026-03-05T08:30:00.000Z',
      author: 'Northbeam IT Team',
      tags: ['Law Firms', 'Cybersecurity'],
    });
  });

  it('gives Article JSON-LD with absolute URLs, then the breadcrumb through the section', () => {
    const [articleLd, breadcrumb] = head.jsonLd as [
      Record<string, unknown>,
      { '@type': string; itemListElement: { name: string; item: string }[] },
    ];
    expect(articleLd).toMatchObject({
      '@type': 'Article',
      headline: 'Zero trust, explained',
      url: 'https://www.example.com/insights/zero-trust',
      mainEntityOfPage: 'https://www.example.com/insights/zero-trust',
      image: 'https://www.example.com/images/insights/security.svg',
      datePublished: '2026-03-01T12:00:00.000Z',
      dateModified: '2026-03-05T08:30:00.000Z',
      author: { '@type': 'Organization', name: 'Northbeam IT Team' },
      keywords: 'Law Firms, Cybersecurity',
    });
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Home', 'https://www.example.com/'],
      ['Insights', 'https://www.example.com/insights'],
      ['Zero trust, explained', 'https://www.example.com/insights/zero-trust'],
    ]);
  });
});
