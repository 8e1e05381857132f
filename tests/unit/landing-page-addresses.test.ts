import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_SEGMENTS, reservedAddressMessage } from '#lib/landing-pages/addresses.ts';
import { landingPageInput } from '#lib/landing-pages/input.ts';

/** A top-level entry's first segment as an address: `pricing.astro` → pricing, `[page].astro` → none. */
const segmentOf = (entry: string) => entry.replace(/\.(astro|ts|png|svg|ico|txt|xml)$/u, '');
const servedFrom = (dir: string) =>
  readdirSync(dir)
    .map(segmentOf)
    .filter((segment) => !segment.startsWith('[') && !segment.startsWith('_'))
    .filter((segment) => /^[a-z0-9-]+$/u.test(segment));

describe('composed page addresses', () => {
  it.each([['src/pages'], ['public']])('reserves every address %s serves', (dir) => {
    const missing = servedFrom(dir).filter((segment) => !RESERVED_SEGMENTS.includes(segment));
    expect(missing).toEqual([]);
  });

  it.each([
    ['admin', 'The site already uses /admin. Choose another address for this page.'],
    ['api', 'The site already uses /api. Choose another address for this page.'],
    ['pricing', 'The site already uses /pricing. Choose another address for this page.'],
    ['law-firm-security-assessment', null],
  ])('/%s → %s', (slug, message) => {
    expect(reservedAddressMessage(slug)).toBe(message);
  });

  it.each([
    ['Admin/x', 'Slug may contain only lower-case letters, digits and single hyphens.'],
    ['../etc', 'Slug may contain only lower-case letters, digits and single hyphens.'],
    ['locations', 'The site already uses /locations. Choose another address for this page.'],
  ])('the form refuses the address %s on its field', (slug, message) => {
    const parsed = landingPageInput.safeParse({ slug });
    const slugIssues = parsed.success
      ? []
      : parsed.error.issues.filter((i) => i.path[0] === 'slug');
    expect(slugIssues.map((issue) => issue.message)).toContain(message);
  });
});
