/**
 * The referral reward (docs/product-rules.md): a share of the annual contract value, credited to the
 * bill over a number of months. Both are site facts (Settings): the page passes them in.
 */

export interface ReferralRates {
  /** The reward, in percent of the referred client's annual contract value. */
  rewardPercent: number;
  /** The monthly bills the reward is spread over. */
  creditMonths: number;
}

/** Largest contract value the calculator accepts; beyond it the estimate stops being meaningful. */
export const MAX_CONTRACT_VALUE = 100_000_000;

export interface ReferralReward {
  annualContractValue: number;
  /** The reward share of the annual contract value, in dollars, to the cent. */
  totalReward: number;
  /** The total reward spread over the credit months, in dollars, to the cent. */
  monthlyCredit: number;
  months: number;
}

/**
 * The reward for a referred client's annual contract, or null when the value is not a positive amount
 * the calculator accepts. Computed in whole cents so no float noise reaches the bill.
 */
export function referralRewardFor(
  annualContractValue: number,
  rates: ReferralRates,
): ReferralReward | null {
  if (
    !Number.isFinite(annualContractValue) ||
    annualContractValue <= 0 ||
    annualContractValue > MAX_CONTRACT_VALUE
  ) {
    return null;
  }
  const contractCents = Math.round(annualContractValue * 100);
  const rewardCents = Math.round((contractCents * rates.rewardPercent) / 100);
  return {
    annualContractValue: contractCents / 100,
    totalReward: rewardCents / 100,
    monthlyCredit: Math.round(rewardCents / rates.creditMonths) / 100,
    months: rates.creditMonths,
  };
}

/**
 * A contract value as people type it ("40000", "40,000", "$40,000.50"); NaN when it is not one, so
 * referralRewardFor() turns it into "no reward" rather than guessing.
 */
export function parseContractValue(text: string): number {
  const cleaned = text.replace(/[\s$,]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
