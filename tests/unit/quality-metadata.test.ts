import { describe, expect, it } from 'vitest';
import { parseTags } from '#scripts/lib/quality/tags.ts';
import {
  canonicalUrlFor,
  duplicateMetadata,
  jsonLdProblems,
  pageMetadataProblems,
  readMetadata,
  sitemapLocations,
  sitemapProblems,
  type MetadataRules,
} from '#scripts/lib/quality/metadata.ts';
import { META_DESCRIPTION_MAX } from '#lib/seo/meta-text.ts';

const SITE = 'https://www.example.com';
const rules: MetadataRules = {
  siteUrl: SITE,
  minDescriptionLength: 50,
  maxDescriptionLength: META_DESCRIPTION_MAX,
  twitterCard: 'summary_large_image',
  breadcrumbsBelowRoot: true,
};
const description = 'A description long enough to pass the fifty character minimum.';

interface HeadOptions {
  path?: string;
  title?: string;
  desc?: string;
  canonical?: string;
  robots?: string;
  jsonLd?: string[];
  extra?: string;
}

function head({
  path = '/pricing',
  title = 'Pricing | Northbeam IT',
  desc = description,
  canonical = `${SITE}${path}`,
  robots = 'index, follow',
  jsonLd = ['{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}'],
  extra = '',
}: HeadOptions = {}) {
  const html = [
    `<title>${title}</title>`,
    `<meta name="description" content="${desc}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<meta name="robots" content="${robots}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${desc}">`,
    `<meta property="og:image" content="${SITE}/og.png">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...jsonLd.map((block) => `<script type="application/ld+json">${block}</script>`),
    extra,
  ].join('');
  return readMetadata(path, parseTags(html));
}

describe('readMetadata and pageMetadataProblems', () => {
  it('accepts a complete page', () => {
    const page = head();
    expect(page.titles).toEqual(['Pricing | Northbeam IT']);
    expect(page.noindex).toBe(false);
    expect(pageMetadataProblems(page, rules)).toEqual([]);
  });

  it('reads robots noindex', () => {
    expect(head({ robots: 'noindex, nofollow' }).noindex).toBe(true);
    expect(head({ robots: 'none' }).noindex).toBe(true);
  });

  it('reports a description longer than search results show', () => {
    expect(pageMetadataProblems(head({ desc: 'x'.repeat(161) }), rules)).toEqual([
      'meta description has 161 characters, more than 160 (search results cut it)',
    ]);
    expect(pageMetadataProblems(head({ desc: 'x'.repeat(160) }), rules)).toEqual([]);
  });

  it('reports a canonical that is not the page URL, and a short description', () => {
    expect(
      pageMetadataProblems(head({ canonical: `${SITE}/other`, desc: 'Too short.' }), rules),
    ).toEqual([
      'meta description has 10 characters, fewer than 50',
      `canonical is ${SITE}/other, expected ${SITE}/pricing`,
      `og:url is ${SITE}/other, expected ${SITE}/pricing`,
    ]);
  });

  it('reports missing social tags, JSON-LD and breadcrumbs', () => {
    const page = readMetadata(
      '/pricing',
      parseTags(`<title>T</title><meta name="description" content="${description}">`),
    );
    expect(pageMetadataProblems(page, rules)).toEqual([
      'expected one canonical link, found 0',
      'expected one non-empty og:title, found 0',
      'expected one non-empty og:description, found 0',
      'expected one non-empty og:image, found 0',
      'expected one non-empty og:url, found 0',
      'expected one non-empty twitter:card, found 0',
      'no JSON-LD',
      'no BreadcrumbList JSON-LD',
    ]);
  });

  it('does not ask the home page for breadcrumbs', () => {
    const home = head({
      path: '/',
      jsonLd: ['{"@context":"https://schema.org","@type":"LocalBusiness"}'],
    });
    expect(pageMetadataProblems(home, rules)).toEqual([]);
  });

  it('builds canonical URLs from the site origin', () => {
    expect(canonicalUrlFor('/', 'http://localhost:4321')).toBe('http://localhost:4321/');
    expect(canonicalUrlFor('/blog/x', 'https://www.example.com/')).toBe(
      'https://www.example.com/blog/x',
    );
  });
});

describe('jsonLdProblems', () => {
  it.each([
    ['{"@context":"https://schema.org","@type":"Article"}', []],
    ['[{"@context":"https://schema.org","@type":["Organization","LocalBusiness"]}]', []],
    ['{"@context":"https://schema.org","@graph":[]}', []],
    ['{"@context":"https://schema.org",', ['JSON-LD does not parse']],
    ['{"@type":"Article"}', ['JSON-LD @context is undefined, not https://schema.org']],
    ['{"@context":"https://schema.org"}', ['JSON-LD has no @type']],
    ['[]', ['JSON-LD is empty']],
    ['"text"', ['JSON-LD item is not an object']],
  ])('%s', (raw, expected) => {
    const problems = jsonLdProblems(raw);
    expect(problems).toHaveLength(expected.length);
    problems.forEach((problem, i) => expect(problem).toContain(expected[i]));
  });
});

describe('duplicateMetadata', () => {
  it('names every page sharing a title or description', () => {
    const a = head({ path: '/a' });
    const b = head({ path: '/b' });
    const c = head({ path: '/c', title: 'Other | Northbeam IT', desc: `${description} Other.` });
    const problems = duplicateMetadata([a, b, c]).map((p) => `${p.page}: ${p.problem}`);
    expect(problems).toEqual([
      '/a: title "Pricing | Northbeam IT" is shared with /b',
      '/b: title "Pricing | Northbeam IT" is shared with /a',
      expect.stringMatching(/^\/a: description "A description .*" is shared with \/b$/),
      expect.stringMatching(/^\/b: description .* is shared with \/a$/),
    ]);
  });
});

describe('sitemap', () => {
  it('reads the locations of a sitemap', () => {
    expect(
      sitemapLocations(
        '<urlset><url><loc>https://www.example.com/</loc></url><url><loc> https://www.example.com/a?b=1&amp;c=2 </loc></url></urlset>',
      ),
    ).toEqual(['https://www.example.com/', 'https://www.example.com/a?b=1&c=2']);
  });

  it('wants every indexable page listed once, and nothing else', () => {
    const pages = [
      head({ path: '/' }),
      head({ path: '/a' }),
      head({ path: '/missing-from-sitemap' }),
      head({ path: '/admin', robots: 'noindex' }),
    ];
    const problems = sitemapProblems(
      [`${SITE}/`, `${SITE}/a`, `${SITE}/a`, `${SITE}/admin`, `${SITE}/send`],
      pages,
      SITE,
    ).map((p) => `${p.page}: ${p.problem}`);
    expect(problems).toEqual([
      `${SITE}/a: listed twice in the sitemap`,
      '/admin: noindex page in the sitemap',
      `${SITE}/send: in the sitemap but not a built page`,
      '/missing-from-sitemap: indexable page missing from the sitemap',
    ]);
  });
});
