/**
 * The industry form's rules, shared by the seed, the admin API and the form: which images a page
 * may show, how many items each list holds, and that every seeded page passes them.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  INDUSTRY_COUNTS,
  INDUSTRY_IMAGE_MESSAGE,
  STOCK_INDUSTRY_IMAGE_NAMES,
} from '#lib/industries/fields.ts';
import { industryInput } from '#lib/industries/input.ts';
import { seedDir } from '#lib/db/paths.ts';
import { readSeed } from '#lib/seed/seed.ts';

const seeded = (await readSeed(seedDir())).industries;
const healthcare = seeded.find((row) => row.slug === 'healthcare')!;
const messages = (input: unknown) => {
  const result = industryInput.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('industry page input', () => {
  it('the built-in illustrations are the files in public/images/industries', () => {
    const files = readdirSync('public/images/industries').map((file) => file.replace(/\.svg$/, ''));
    expect([...STOCK_INDUSTRY_IMAGE_NAMES].sort()).toEqual(files.sort());
  });

  it.each([
    ['/images/industries/law-firms.svg', true],
    ['/media/0f8b2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b', true],
    ['', true],
    [null, true],
    ['/images/industries/dentists.svg', false],
    ['/images/insights/cloud.svg', false],
    ['https://example.com/logo.png', false],
    ['/media/not-an-id', false],
  ])('image %s allowed: %s', (imageUrl, allowed) => {
    const result = messages({ ...healthcare, imageUrl });
    expect(result).toEqual(allowed ? {} : { imageUrl: INDUSTRY_IMAGE_MESSAGE });
  });

  it('stores a blank image as none', () => {
    expect(industryInput.parse({ ...healthcare, imageUrl: '  ' }).imageUrl).toBeNull();
  });

  it.each([
    ['services', INDUSTRY_COUNTS.services.max + 1, 'An industry page has at most 9 service cards.'],
    ['faqs', INDUSTRY_COUNTS.faqs.min - 1, 'An industry page has at least 2 questions.'],
    ['resources', 0, 'An industry page has at least 1 resource link.'],
  ] as const)('%s with %i items is refused', (kind, count, message) => {
    const first = healthcare.details[kind][0]!;
    const details = { ...healthcare.details, [kind]: Array.from({ length: count }, () => first) };
    expect(messages({ ...healthcare, details })).toEqual({ [`details.${kind}`]: message });
  });

  it('resource links stay on this site', () => {
    const resources = [{ ...healthcare.details.resources[0]!, href: 'https://example.com' }];
    expect(messages({ ...healthcare, details: { ...healthcare.details, resources } })).toEqual({
      'details.resources.0.href': 'Link must be a page on this site, such as /compliance.',
    });
  });

  it.each(['//evil-host/', '//2130706433/', '/\\evil-host/'])(
    'a resource link to %s, which browsers follow off the site, is refused',
    (href) => {
      const resources = [{ ...healthcare.details.resources[0]!, href }];
      expect(messages({ ...healthcare, details: { ...healthcare.details, resources } })).toEqual({
        'details.resources.0.href': 'Link must be a page on this site, such as /compliance.',
      });
    },
  );

  it('every seeded page passes, the startups page included', () => {
    expect(seeded.map((row) => row.slug)).toContain('vc-backed-startups');
    for (const row of seeded) expect(messages(row), row.slug).toEqual({});
  });
});
