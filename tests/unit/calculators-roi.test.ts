import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROI_INPUTS,
  ROI_SLIDERS,
  roiContactHref,
  roiFor,
  type RoiRates,
  roiInputs,
} from '#lib/calculators/roi.ts';
import { formatCount, formatWholeDollars } from '#lib/calculators/format.ts';
import { leadContext } from '#lib/leads/origin.ts';

/** The ROI figures of docs/product-rules.md (the Settings document's seed). */
const RATES: RoiRates = { hourlyCost: 75, timeRecoveredPercent: 60 };

describe('ROI sliders', () => {
  it.each([
    ['employees', 10, 500, 1, 50],
    ['issues', 1, 10, 1, 3],
    ['minutes', 15, 120, 15, 45],
  ] as const)('%s: %i to %i in steps of %i, default %i', (name, min, max, step, initial) => {
    expect(ROI_SLIDERS[name]).toEqual({ min, max, step, initial });
  });

  it('starts at 50 employees, 3 issues, 45 minutes', () => {
    expect(DEFAULT_ROI_INPUTS).toEqual({ employees: 50, issues: 3, minutes: 45 });
  });

  it.each([
    [
      { employees: 9, issues: 0, minutes: 14 },
      { employees: 10, issues: 1, minutes: 15 },
    ],
    [
      { employees: 501, issues: 11, minutes: 121 },
      { employees: 500, issues: 10, minutes: 120 },
    ],
    [
      { employees: 10, issues: 1, minutes: 15 },
      { employees: 10, issues: 1, minutes: 15 },
    ],
    [
      { employees: 500, issues: 10, minutes: 120 },
      { employees: 500, issues: 10, minutes: 120 },
    ],
    [
      { employees: 50.4, issues: 3, minutes: 50 },
      { employees: 50, issues: 3, minutes: 45 },
    ],
    [
      { employees: 50, issues: 3, minutes: 53 },
      { employees: 50, issues: 3, minutes: 60 },
    ],
    [
      { employees: NaN, issues: Infinity, minutes: NaN },
      { employees: 50, issues: 3, minutes: 45 },
    ],
  ])('%j is brought to the sliders: %j', (raw, expected) => {
    expect(roiInputs(raw)).toEqual(expected);
  });
});

// Expected values worked by hand from docs/product-rules.md: savings = e × i × m × 52 / 60 × 75 × 0.6
// (= e × i × m × 39), hours = e × i × m × 52 × 0.6 / 60 (= e × i × m × 0.52), rounded.
describe('roiFor: savings and hours', () => {
  it.each([
    [50, 3, 45, 263_250, 3_510, '$263,250', '3,510'],
    [10, 1, 15, 5_850, 78, '$5,850', '78'],
    [500, 10, 120, 23_400_000, 312_000, '$23,400,000', '312,000'],
    [500, 1, 15, 292_500, 3_900, '$292,500', '3,900'],
    [10, 10, 120, 468_000, 6_240, '$468,000', '6,240'],
    [51, 3, 45, 268_515, 3_580, '$268,515', '3,580'],
    [50, 3, 60, 351_000, 4_680, '$351,000', '4,680'],
    [11, 1, 15, 6_435, 86, '$6,435', '86'],
    [13, 1, 15, 7_605, 101, '$7,605', '101'],
    [37, 7, 105, 1_060_605, 14_141, '$1,060,605', '14,141'],
  ])(
    '%i employees × %i issues × %i minutes → %i dollars, %i hours',
    (employees, issues, minutes, savings, hours, savingsText, hoursText) => {
      const result = roiFor({ employees, issues, minutes }, RATES);
      expect(result).toEqual({ annualSavings: savings, hoursSaved: hours, efficiencyIncrease: 60 });
      expect(formatWholeDollars(result.annualSavings)).toBe(savingsText);
      expect(formatCount(result.hoursSaved)).toBe(hoursText);
    },
  );

  it('computes from the slider values, never from out-of-range input', () => {
    expect(roiFor({ employees: 1000, issues: 20, minutes: 500 }, RATES)).toEqual(
      roiFor({ employees: 500, issues: 10, minutes: 120 }, RATES),
    );
  });

  it('keeps the efficiency increase at a fixed 60%', () => {
    for (const inputs of [DEFAULT_ROI_INPUTS, { employees: 10, issues: 1, minutes: 15 }]) {
      expect(roiFor(inputs, RATES).efficiencyIncrease).toBe(60);
    }
  });
});

describe('roiContactHref: the lead query contract', () => {
  it.each([
    [DEFAULT_ROI_INPUTS, '/contact?from=roi-calculator&employees=50&issues=3&minutes=45'],
    [
      { employees: 500, issues: 10, minutes: 120 },
      '/contact?from=roi-calculator&employees=500&issues=10&minutes=120',
    ],
    [
      { employees: 3, issues: 0, minutes: 7 },
      '/contact?from=roi-calculator&employees=10&issues=1&minutes=15',
    ],
  ])('%j → %s', (inputs, href) => {
    expect(roiContactHref(inputs)).toBe(href);
  });

  it('is read back by the contact page as the same inputs', () => {
    const inputs = { employees: 120, issues: 4, minutes: 90 };
    const url = new URL(roiContactHref(inputs), 'https://northbeam.example');
    expect(leadContext(url.searchParams)).toEqual({ from: 'roi-calculator', ...inputs });
  });
});
