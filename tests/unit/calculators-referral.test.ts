import { describe, expect, it } from 'vitest';
import {
  MAX_CONTRACT_VALUE,
  parseContractValue,
  referralRewardFor,
  type ReferralRates,
} from '#lib/calculators/referral.ts';
import { formatPrice } from '#lib/calculators/format.ts';

/** The program of docs/product-rules.md (the Settings document's seed). */
const RATES: ReferralRates = { rewardPercent: 10, creditMonths: 12 };

// Reward = 10% of the annual contract value; monthly credit = reward / 12, to the cent.
describe('referralRewardFor', () => {
  it('gives the $40,000 worked example $4,000 in total', () => {
    expect(referralRewardFor(40_000, RATES)?.totalReward).toBe(4_000);
  });

  it('follows the rates it is given: 5% over 10 months', () => {
    expect(referralRewardFor(40_000, { rewardPercent: 5, creditMonths: 10 })).toEqual({
      annualContractValue: 40_000,
      totalReward: 2_000,
      monthlyCredit: 200,
      months: 10,
    });
  });

  it.each([
    [40_000, 4_000, 333.33, '$4,000', '$333.33'],
    [120_000, 12_000, 1_000, '$12,000', '$1,000'],
    [30_000, 3_000, 250, '$3,000', '$250'],
    [1_000, 100, 8.33, '$100', '$8.33'],
    [12_345.67, 1_234.57, 102.88, '$1,234.57', '$102.88'],
    [1, 0.1, 0.01, '$0.10', '$0.01'],
    [MAX_CONTRACT_VALUE, 10_000_000, 833_333.33, '$10,000,000', '$833,333.33'],
  ])(
    '$%d contract → $%d reward, $%d a month',
    (value, reward, monthly, rewardText, monthlyText) => {
      const result = referralRewardFor(value, RATES);
      expect(result).toEqual({
        annualContractValue: value,
        totalReward: reward,
        monthlyCredit: monthly,
        months: 12,
      });
      expect(formatPrice(result?.totalReward ?? Number.NaN)).toBe(rewardText);
      expect(formatPrice(result?.monthlyCredit ?? Number.NaN)).toBe(monthlyText);
    },
  );

  it.each([0, -40_000, Number.NaN, Number.POSITIVE_INFINITY, MAX_CONTRACT_VALUE + 1])(
    'gives no reward for a contract value of %d',
    (value) => {
      expect(referralRewardFor(value, RATES)).toBeNull();
    },
  );
});

describe('parseContractValue: what people type in the calculator', () => {
  it.each([
    ['40000', 40_000],
    ['40,000', 40_000],
    ['$40,000', 40_000],
    [' $ 1,234.50 ', 1_234.5],
    ['0', 0],
  ])('%j → %d', (text, value) => {
    expect(parseContractValue(text)).toBe(value);
  });

  it.each(['', 'forty thousand', '-40000', '4e4', '40.000.00', '12.345'])(
    '%j is not a value',
    (text) => {
      expect(parseContractValue(text)).toBeNaN();
    },
  );
});
