import { describe, expect, it } from 'vitest';
import {
  USERS_SLIDER,
  inHouseStaffFor,
  pricingContactHref,
  pricingEstimate,
  pricingPlanFor,
} from '#lib/calculators/pricing.ts';
import { formatPrice, formatWholeDollars } from '#lib/calculators/format.ts';
import { leadContext } from '#lib/leads/origin.ts';
import { DOCUMENTED_PRICING_RATES as RATES } from '#test-support/page-documents.ts';

describe('users slider', () => {
  it('runs from 5 to 200 users, default 25', () => {
    expect(USERS_SLIDER).toEqual({ min: 5, max: 200, step: 1, initial: 25 });
  });

  it.each([
    [4, 5],
    [5, 5],
    [200, 200],
    [201, 200],
    [25.4, 25],
    [Number.NaN, 25],
  ])('%d users is estimated as %i', (raw, users) => {
    expect(pricingEstimate(raw, RATES).users).toBe(users);
  });
});

describe('pricingPlanFor: plan thresholds', () => {
  it.each([
    [5, 'Startup', 2_500, 500],
    [7, 'Startup', 2_500, 357.14],
    [24, 'Startup', 2_500, 104.17],
    [25, 'Startup', 2_500, 100],
    [26, 'Mid-Sized', 2_340, 90],
    [50, 'Mid-Sized', 4_500, 90],
    [99, 'Mid-Sized', 8_910, 90],
    [100, 'Enterprise', 7_500, 75],
    [101, 'Enterprise', 7_575, 75],
    [200, 'Enterprise', 15_000, 75],
  ])('%i users → %s, $%d a month, $%d per user', (users, type, monthlyPrice, perUserPrice) => {
    expect(pricingPlanFor(users, RATES)).toEqual({ type, monthlyPrice, perUserPrice });
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses %d users', (users) => {
    expect(() => pricingPlanFor(users, RATES)).toThrow(RangeError);
  });
});

// In-house: ceil(users / 50) professionals × $65,000 × 1.3 / 12 = $7,041.666… each a month.
describe('pricingEstimate: in-house cost and savings', () => {
  it.each([
    [1, 1],
    [50, 1],
    [51, 2],
    [100, 2],
    [101, 3],
    [150, 3],
    [151, 4],
    [200, 4],
  ])('%i users need %i IT professionals', (users, staff) => {
    expect(inHouseStaffFor(users, RATES)).toBe(staff);
  });

  it.each([
    [5, 7_041.67, 2_500, 4_541.67, '$7,042', '$2,500', '$4,542', 'Startup', '$500'],
    [25, 7_041.67, 2_500, 4_541.67, '$7,042', '$2,500', '$4,542', 'Startup', '$100'],
    [26, 7_041.67, 2_340, 4_701.67, '$7,042', '$2,340', '$4,702', 'Mid-Sized', '$90'],
    [50, 7_041.67, 4_500, 2_541.67, '$7,042', '$4,500', '$2,542', 'Mid-Sized', '$90'],
    [51, 14_083.33, 4_590, 9_493.33, '$14,083', '$4,590', '$9,493', 'Mid-Sized', '$90'],
    [99, 14_083.33, 8_910, 5_173.33, '$14,083', '$8,910', '$5,173', 'Mid-Sized', '$90'],
    [100, 14_083.33, 7_500, 6_583.33, '$14,083', '$7,500', '$6,583', 'Enterprise', '$75'],
    [101, 21_125, 7_575, 13_550, '$21,125', '$7,575', '$13,550', 'Enterprise', '$75'],
    [151, 28_166.67, 11_325, 16_841.67, '$28,167', '$11,325', '$16,842', 'Enterprise', '$75'],
    [200, 28_166.67, 15_000, 13_166.67, '$28,167', '$15,000', '$13,167', 'Enterprise', '$75'],
  ])(
    '%i users: in-house $%d, provider $%d, savings $%d a month',
    (users, inHouse, provider, savings, inHouseText, providerText, savingsText, type, perUser) => {
      const estimate = pricingEstimate(users, RATES);
      expect(estimate.inHouseMonthlyCost).toBeCloseTo(inHouse, 2);
      expect(estimate.plan.monthlyPrice).toBe(provider);
      expect(estimate.monthlySavings).toBeCloseTo(savings, 2);
      expect(estimate.plan.type).toBe(type);
      expect(formatWholeDollars(estimate.inHouseMonthlyCost)).toBe(inHouseText);
      expect(formatWholeDollars(estimate.plan.monthlyPrice)).toBe(providerText);
      expect(formatWholeDollars(estimate.monthlySavings)).toBe(savingsText);
      expect(formatPrice(estimate.plan.perUserPrice)).toBe(perUser);
    },
  );

  it('shows a Startup per-user price to the cent when it is not whole', () => {
    expect(formatPrice(pricingEstimate(7, RATES).plan.perUserPrice)).toBe('$357.14');
    expect(formatPrice(pricingEstimate(24, RATES).plan.perUserPrice)).toBe('$104.17');
  });
});

describe('pricingContactHref: the lead query contract', () => {
  it.each([
    [25, '/contact?from=pricing&users=25'],
    [5, '/contact?from=pricing&users=5'],
    [200, '/contact?from=pricing&users=200'],
    [999, '/contact?from=pricing&users=200'],
  ])('%i users → %s', (users, href) => {
    expect(pricingContactHref(users)).toBe(href);
  });

  it('is read back by the contact page as the same team size', () => {
    const url = new URL(pricingContactHref(137), 'https://northbeam.example');
    expect(leadContext(url.searchParams)).toEqual({ from: 'pricing', users: 137 });
  });
});
