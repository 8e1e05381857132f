/**
 * Site facts (docs/page-copy.md): what each reference becomes under the seed's Settings, how copy
 * names facts and its own placeholders, and how the build fills them in.
 */
import { describe, expect, it } from 'vitest';
import { FACT_NAMES, factValues, telHref } from '#lib/facts/catalog.ts';
import {
  countedText,
  fillPlaceholders,
  referencesIn,
  substituteFacts,
  substituteFactsDeep,
  unknownReferenceMessage,
  unknownReferences,
} from '#lib/facts/references.ts';
import { pricingRatesOf, referralRatesOf, roiRatesOf } from '#lib/facts/rates.ts';
import { DOCUMENTED_PRICING_RATES, seedSettings } from '#test-support/page-documents.ts';

const facts = factValues(seedSettings());

describe('factValues: what each reference becomes (the seed’s Settings)', () => {
  it.each([
    ['phone', '(203) 555-0142'],
    ['phone.href', 'tel:+12035550142'],
    ['priorityPhone.href', 'tel:+12035550199'],
    ['supportEmail.href', 'mailto:support@example.com'],
    ['address', '100 Pearl Street, Suite 1400, Hartford, CT 06103'],
    ['responseMinutes', '15'],
    ['uptime', '99.9%'],
    ['businessesServed', '500'],
    ['price.essential', '$2,500'],
    ['price.professional', '$90'],
    ['price.enterprise', '$75'],
    ['plans.essentialMaxUsers', '25'],
    ['plans.professionalMinUsers', '26'],
    ['plans.professionalMaxUsers', '99'],
    ['plans.enterpriseMinUsers', '100'],
    ['calculator.teamNeedingTwo', '51'],
    ['calculator.itSalary', '$65,000'],
    ['calculator.itOverhead', '30%'],
    ['roi.weeksPerYear', '52'],
    ['roi.hourlyCost', '$75'],
    ['roi.timeRecovered', '60%'],
    ['referral.reward', '10%'],
    ['referral.months', '12'],
    ['referral.exampleContract', '$40,000'],
    ['referral.exampleReward', '$4,000'],
    ['referral.exampleMonthlyCredit', '$333.33'],
  ])('{%s} is %s', (name, text) => {
    expect(facts[name as keyof typeof facts]).toBe(text);
  });

  it('has a value for every fact name, and only those', () => {
    expect(Object.keys(facts).sort()).toEqual([...FACT_NAMES].sort());
  });

  it.each([
    ['(203) 555-0142', 'tel:+12035550142'],
    ['(860) 555-0100', 'tel:+18605550100'],
  ])('dials %s as %s', (display, href) => {
    expect(telHref(display)).toBe(href);
  });
});

describe('references in copy', () => {
  it.each([
    ['Answers in {responseMinutes} minutes', ['responseMinutes']],
    [
      '{price.professional} or {price.enterprise}, {price.professional}',
      ['price.professional', 'price.enterprise'],
    ],
    ['Braces that name nothing: {} { x } {Upper} {a-b}', []],
    ['{a.b.c}', ['a.b.c']],
  ])('%s names %j', (text, names) => {
    expect(referencesIn(text)).toEqual(names);
  });

  it('unknown: neither a fact nor one of the field’s placeholders', () => {
    const known = new Set(['responseMinutes']);
    expect(unknownReferences('{responseMinutes} {answered} {nope}', known, ['answered'])).toEqual([
      'nope',
    ]);
    expect(unknownReferenceMessage('Intro', ['nope'])).toBe(
      'Intro refers to {nope}, which is not a fact in Settings.',
    );
    expect(unknownReferenceMessage('Intro', ['a', 'b'])).toBe(
      'Intro refers to {a}, {b}, which are not facts in Settings.',
    );
  });

  it('fills in facts everywhere in a document, and leaves placeholders for the page', () => {
    const document = {
      title: 'A {responseMinutes}-minute response',
      items: [{ price: '{price.professional}/user', progress: 'Answered {answered} of {total}' }],
      count: 3,
      flag: true,
    };
    expect(substituteFactsDeep(document, facts)).toEqual({
      title: 'A 15-minute response',
      items: [{ price: '$90/user', progress: 'Answered {answered} of {total}' }],
      count: 3,
      flag: true,
    });
    expect(substituteFacts('{toString} {__proto__}', facts)).toBe('{toString} {__proto__}');
  });

  it.each([
    [1, '1 user'],
    [2, '2 users'],
    [0, '0 users'],
  ])('a counted label for %i reads %s', (count, text) => {
    expect(countedText({ one: '{n} user', other: '{n} users' }, 'n', count)).toBe(text);
  });

  it('fills a field’s placeholders with what the page computed', () => {
    expect(fillPlaceholders('Answered {answered} of {total}', { answered: 2, total: 5 })).toBe(
      'Answered 2 of 5',
    );
  });
});

describe('the calculators’ rates come from Settings', () => {
  it('maps the plans and in-house figures, the ROI figures and the referral program', () => {
    const settings = seedSettings();
    expect(pricingRatesOf(settings)).toEqual(DOCUMENTED_PRICING_RATES);
    expect(roiRatesOf(settings)).toEqual({ hourlyCost: 75, timeRecoveredPercent: 60 });
    expect(referralRatesOf(settings)).toEqual({ rewardPercent: 10, creditMonths: 12 });
  });
});
