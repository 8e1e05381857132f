/**
 * The doorway-page guard: two location pages whose own words (intro and FAQs, city and state taken
 * out) overlap by more than 60% are near duplicates. The seeded pages are far apart; a page that
 * only swaps the city name is caught; the message names both pages.
 */
import { describe, expect, it } from 'vitest';
import {
  DOORWAY_THRESHOLD,
  doorwayMessage,
  nearDuplicates,
  ownWords,
  similarity,
  type LocationText,
} from '#lib/locations/doorway.ts';
import { seedDir } from '#lib/db/paths.ts';
import { readSeed } from '#lib/seed/seed.ts';

const seeded: LocationText[] = (await readSeed(seedDir())).locations.map(
  ({ slug, city, state, introText, details }) => ({
    slug,
    city,
    state,
    intro: introText,
    faqs: details.faqs,
  }),
);
const hartford = seeded.find((page) => page.slug === 'hartford-ct')!;

/** Hartford's page with another city's name swapped in. */
const renamed = (city: string, state: string, slug: string): LocationText => {
  const swap = (text: string) => text.replaceAll('Hartford', city).replaceAll('CT', state);
  return {
    slug,
    city,
    state,
    intro: swap(hartford.intro),
    faqs: hartford.faqs.map((faq) => ({ question: swap(faq.question), answer: swap(faq.answer) })),
  };
};

describe('similarity', () => {
  it('takes the city and state out of a page’s own words', () => {
    const words = ownWords({
      slug: 'x',
      city: 'New Haven',
      state: 'CT',
      intro: 'IT for New Haven, CT firms.',
      faqs: [{ question: 'Do you visit New Haven?', answer: 'Yes, weekly.' }],
    });
    expect(words).toEqual(['it', 'for', 'firms', 'do', 'you', 'visit', 'yes', 'weekly']);
  });

  it('is 1 for a page that only swaps the city name, and 0 for nothing shared', () => {
    expect(similarity(hartford, renamed('Danbury', 'CT', 'danbury-ct'))).toBe(1);
    const empty = { ...hartford, slug: 'empty', intro: '', faqs: [] };
    expect(similarity(hartford, empty)).toBe(0);
  });

  it('keeps every seeded page well apart, the fuller New York and Brooklyn pages included', () => {
    expect(seeded.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['new-york-ny', 'brooklyn-ny']),
    );
    expect(nearDuplicates(seeded)).toEqual([]);
    for (const a of seeded) {
      for (const b of seeded) {
        if (a !== b) expect(similarity(a, b), `${a.slug} ~ ${b.slug}`).toBeLessThan(0.2);
      }
    }
  });
});

describe('nearDuplicates', () => {
  it('finds a copied page, and names both in the build’s message', () => {
    const copy = renamed('Danbury', 'CT', 'danbury-ct');
    const pairs = nearDuplicates([...seeded, copy]);
    expect(pairs).toEqual([{ slug: 'hartford-ct', similarTo: 'danbury-ct', score: 1 }]);
    expect(doorwayMessage(pairs)).toBe(
      'Location pages too alike to publish (over 60% the same once the city names are removed): /locations/hartford-ct and /locations/danbury-ct (100%). Rewrite the intro and FAQs of one of them for its own city.',
    );
  });

  it('lets through a page that shares a sentence or two but is mostly its own', () => {
    const own = {
      ...renamed('Danbury', 'CT', 'danbury-ct'),
      intro:
        'Danbury manufacturers along Route 7 run shop-floor PCs, CNC controllers and an ERP that cannot stop for a patch window; we schedule around their shifts.',
      faqs: hartford.faqs.slice(0, 1).concat(
        ['ERP downtime', 'shop-floor Wi-Fi', 'CMMC', 'CNC backups'].map((topic) => ({
          question: `How do you handle ${topic} for a plant our size?`,
          answer: `We start with an inventory of ${topic} risks on your floor, then agree a maintenance window that suits your production schedule.`,
        })),
      ),
    };
    expect(similarity(hartford, own)).toBeLessThan(DOORWAY_THRESHOLD);
    expect(nearDuplicates([hartford, own])).toEqual([]);
  });
});
