/**
 * The contradiction check (docs/page-copy.md): each claim's phrases find the statements of a fact,
 * a statement that names another value is a contradiction, and statements that only look alike
 * (market prices written as ranges, a measured response time) are not claims at all. Then the site
 * check over a small built site: text, description, JSON-LD and tel: links are all read.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { contradictions } from '#lib/facts/claims.ts';
import { factValues } from '#lib/facts/catalog.ts';
import {
  checkFactContradictions,
  pageStatements,
} from '#scripts/lib/quality/fact-contradictions.ts';
import { fixturePage, fixtureSite, removeClientDirs } from '#test-support/built-site.ts';
import { seedSettings } from '#test-support/page-documents.ts';

afterAll(removeClientDirs);

const settings = seedSettings();
/** Today's facts, then the Professional price raised to $95 and the main phone changed. */
const today = factValues(settings);
const raised = factValues({
  ...settings,
  plans: { ...settings.plans, professionalPricePerUser: 95 },
  contact: { ...settings.contact, phone: '(860) 555-0100' },
});

describe('contradictions: each claim’s phrases, against the facts', () => {
  it.each([
    // [text, facts, the phrases found contradicting]
    ['Professional $90/user/month', raised, ['$90/user']],
    ['Professional $95/user/month', raised, []],
    ['then $90 or $75 per user.', raised, ['$90 or $75 per user']],
    ['$95 and $75 per user per month', raised, []],
    [
      'Professional is $90 per user per month for 26 to 99 users',
      raised,
      ['$90 per user per month for 26', 'Professional is $90 per user'],
    ],
    ['Series A 26 to 99 people $90 per user per month', raised, ['26 to 99 people $90 per user']],
    ['40 users at $90 per user is $3,600 per month', raised, ['users at $90 per user']],
    [
      '40 users on our Professional plan at $90 per user a month',
      raised,
      ['users on our Professional plan at $90 per user'],
    ],
    ['40 users on our Professional plan at $95 per user a month', raised, []],
    ['Essential $2,500/month Up to 25 users', today, []],
    [
      'a flat $2,400 per month for up to 25 users',
      today,
      ['flat $2,400', '$2,400 per month for up to'],
    ],
    ['for 26 to 99 users', today, []],
    ['for 26 to 98 users', today, ['26 to 98 users']],
    ['100 users or more', today, []],
    ['from 120 users', today, ['from 120 users']],
    ['a 15-minute response and a 99.9% uptime SLA', today, []],
    ['a 20-minute response', today, ['20-minute response']],
    ['An engineer responds within 10 minutes', today, ['responds within 10 minutes']],
    ['500+ businesses served', today, []],
    [
      'earn 12% of its annual contract value',
      today,
      ['12% of its annual contract value', 'earn 12% of'],
    ],
    ['Call (203) 555-0142 or (203) 555-0199', raised, ['(203) 555-0142']],
    ['tel:+18605550100 tel:+12035550142', raised, ['tel:+12035550142']],
    ['Email support@example.com or help@example.org', today, ['help@example.org']],
    ['"ratingValue":4.8,"reviewCount":127', today, ['"ratingValue":4.8']],
  ] as const)('%s', (text, facts, found) => {
    expect(contradictions(text, facts).map((c) => c.phrase)).toEqual(found);
  });

  it.each([
    ['a market price range', 'Managed IT typically runs $75 to $125 per user per month.'],
    ['a range written with a dash', 'about $25–$40 per person per month'],
    ['an in-house cost worked out per month', 'is about $7,600 per month, covers'],
    ['a credit with cents', 'credited as $333.33 a month for 12 months'],
    ['a measured response time', 'an average response under 2 minutes; rerouted within 25 minutes'],
    ['a general hourly cost', 'a loaded labor cost of $45 per hour'],
    ['a market figure per user', 'A figure of around $250 per user is common for regulated firms'],
    ['a team size', 'a firm of 10 to 60 people'],
  ])('%s is no claim', (_what, text) => {
    expect(contradictions(text, raised)).toEqual([]);
  });

  it('says which claim and what the facts say', () => {
    expect(contradictions('Professional $90/user/month', raised)).toEqual([
      { claim: 'the per-user price', phrase: '$90/user', expected: '$95 or $75' },
    ]);
  });
});

describe('pageStatements: what a page states', () => {
  it('reads the text, the description and social tags, the JSON-LD and tel: links, not scripts', () => {
    const html = fixturePage({
      path: '/x',
      description: 'From $90/user a month.',
      head: '<script type="application/ld+json">{"telephone":"(203) 555-0142"}</script>',
      body: '<p>Call <a href="tel:+12035550142">us</a></p><script>const price = "$90/user";</script>',
    });
    const text = pageStatements(html);
    expect(text).toContain('From $90/user a month.');
    expect(text).toContain('"telephone":"(203) 555-0142"');
    expect(text).toContain('tel:+12035550142');
    expect(text.match(/\$90\/user/g)).toHaveLength(2);
  });
});

describe('checkFactContradictions: the site check', () => {
  const site = () =>
    fixtureSite({
      'index.html': fixturePage({ path: '/', body: '<p>Plans from $95/user/month.</p>' }),
      'pricing.html': fixturePage({
        path: '/pricing',
        body: '<p>Professional $90/user/month.</p><p><a href="tel:+12035550142">Call</a></p>',
      }),
    });

  it('fails the pages that contradict the facts, naming the page, the phrase and the fact', () => {
    expect(checkFactContradictions(site(), raised).failures).toEqual([
      '/pricing: "$90/user" states the per-user price, but Settings says $95 or $75',
      '/pricing: "tel:+12035550142" states a phone number, but Settings says (860) 555-0100 or (203) 555-0199',
    ]);
  });

  it('fails when the build wrote no facts to check against', () => {
    expect(checkFactContradictions(site(), null).failures).toHaveLength(1);
  });
});
