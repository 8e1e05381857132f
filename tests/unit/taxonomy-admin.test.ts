/**
 * The pure rules behind editing audiences, stages and topics: which old listing addresses a build
 * redirects (page by page), how an address is read back, the admin API's kind segments, the form's
 * validation messages, and how a refused delete names the posts in the way.
 */
import { describe, expect, it } from 'vitest';
import { inUseMessage } from '#lib/taxonomies/admin.ts';
import { taxonomyInput } from '#lib/taxonomies/input.ts';
import {
  pageAddress,
  pageRedirectRules,
  type PageRedirect,
} from '#lib/content/page-slug-redirects.ts';
import { kindForSegment } from '#lib/taxonomies/terms.ts';

describe('pageRedirectRules', () => {
  const built = new Set([
    '/topic/cloud-infrastructure',
    '/topic/cloud-infrastructure/2',
    '/topic/cloud-infrastructure-extra',
    '/persona/founders',
    '/insights',
    '/locations/danbury-ct',
    '/industries/dentists',
    '/law-firm-assessment',
  ]);
  const cases: [string, PageRedirect[], { from: string; to: string }[]][] = [
    [
      'moves every page of a listing, and only that listing',
      [{ kind: 'topic', from: 'cloud', to: 'cloud-infrastructure' }],
      [
        { from: '/topic/cloud', to: '/topic/cloud-infrastructure' },
        { from: '/topic/cloud/2', to: '/topic/cloud-infrastructure/2' },
      ],
    ],
    [
      'collapses a chain: both old slugs lead to the current page',
      [
        { kind: 'persona', from: 'startups', to: 'founders' },
        { kind: 'persona', from: 'vc-startups', to: 'founders' },
      ],
      [
        { from: '/persona/startups', to: '/persona/founders' },
        { from: '/persona/vc-startups', to: '/persona/founders' },
      ],
    ],
    [
      'leaves out a record the build has no page for',
      [{ kind: 'journeyStage', from: 'old-stage', to: 'gone' }],
      [],
    ],
    [
      'moves location and industry pages the same way',
      [
        { kind: 'location', from: 'danbury', to: 'danbury-ct' },
        { kind: 'industry', from: 'dental-practices', to: 'dentists' },
      ],
      [
        { from: '/locations/danbury', to: '/locations/danbury-ct' },
        { from: '/industries/dental-practices', to: '/industries/dentists' },
      ],
    ],
    [
      'moves a composed page at the site’s top level',
      [{ kind: 'landingPage', from: 'spring-offer', to: 'law-firm-assessment' }],
      [{ from: '/spring-offer', to: '/law-firm-assessment' }],
    ],
    [
      'never shadows a page the build has at the old address',
      [{ kind: 'topic', from: 'cloud-infrastructure-extra', to: 'cloud-infrastructure' }],
      [],
    ],
  ];
  it.each(cases)('%s', (_name, redirects, rules) => {
    expect(pageRedirectRules(redirects, built)).toEqual(rules);
  });
});

describe('pageAddress', () => {
  it.each([
    ['/topic/cloud', { kind: 'topic', slug: 'cloud', rest: '' }],
    ['/topic/cloud/', { kind: 'topic', slug: 'cloud', rest: '' }],
    ['/topic/cloud.html', { kind: 'topic', slug: 'cloud', rest: '' }],
    ['/journey/decision/3', { kind: 'journeyStage', slug: 'decision', rest: '/3' }],
    ['/persona/law-firms', { kind: 'persona', slug: 'law-firms', rest: '' }],
    ['/locations/danbury', { kind: 'location', slug: 'danbury', rest: '' }],
    ['/industries/dental-practices/', { kind: 'industry', slug: 'dental-practices', rest: '' }],
    ['/topic/Cloud', null],
    ['/topic/cloud/0', null],
    ['/topic/cloud/next', null],
    ['/topics/cloud', null],
    ['/insights/cloud', null],
    ['/spring-offer', { kind: 'landingPage', slug: 'spring-offer', rest: '' }],
    ['/spring-offer/', { kind: 'landingPage', slug: 'spring-offer', rest: '' }],
    ['/spring-offer/2', null],
  ])('%s', (path, expected) => {
    expect(pageAddress(path)).toEqual(expected);
  });
});

describe('kindForSegment', () => {
  it.each([
    ['audiences', 'persona'],
    ['stages', 'journeyStage'],
    ['topics', 'topic'],
    ['personas', null],
    [undefined, null],
  ])('%s → %s', (segment, kind) => {
    expect(kindForSegment(segment)).toBe(kind);
  });
});

describe('taxonomyInput', () => {
  it('trims, and stores a blank intro as none', () => {
    expect(taxonomyInput.parse({ name: ' Law Firms ', slug: 'law-firms', intro: '  ' })).toEqual({
      name: 'Law Firms',
      slug: 'law-firms',
      intro: null,
    });
  });
  it.each([
    [{ name: '', slug: 'a' }, 'name', 'Name is required.'],
    [{ name: 'A', slug: 'Law Firms' }, 'slug', 'Slug may contain only lower-case letters'],
    [{ name: 'A', slug: 'a', intro: 'x'.repeat(601) }, 'intro', 'Intro must be at most 600'],
    [{ name: 'x'.repeat(81), slug: 'a' }, 'name', 'Name must be at most 80 characters.'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = taxonomyInput.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toContain(message);
  });
});

describe('inUseMessage', () => {
  it('names one post', () => {
    expect(inUseMessage('topic', 'Cloud', ['Moving to Azure'])).toBe(
      '“Cloud” is used by 1 post: “Moving to Azure”. Remove the topic from it first, or delete it from that post too.',
    );
  });
  it('names the first five of many, and counts the rest', () => {
    const titles = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(inUseMessage('persona', 'Founders', titles)).toBe(
      '“Founders” is used by 7 posts: “A”, “B”, “C”, “D”, “E” and 2 more. Remove the audience from them first, or delete it from those posts too.',
    );
  });
});
