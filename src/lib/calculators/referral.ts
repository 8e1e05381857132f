/** The referral reward (docs/product-rules.md): 10% of the annual contract value, credited to the bill over 12 months. */

export const REFERRAL_REWARD_RATE = 0.1;
export const REFERRAL_CREDIT_MONTHS = 12;
/** The contract value the calculator starts from: the worked example ($40,000 earns $4,000). */
export const EXAMPLE_CONTRACT_VALUE = 40_000;
/** Largest contract value the calculator accepts; beyond it the estimate stops being meaningful. */
export const MAX_CONTRACT_VALUE = 100_000_000;

export interface ReferralReward {
  annualContractValue: number;
  /** 10% of the annual contract value, in dollars, to the cent. */
  totalReward: number;
  /** The total reward spread over 12 monthly bills, in dollars, to the cent. */
  monthlyCredit: number;
  months: number;
}

/**
 * The reward for a referred client's annual contract, or null when the value is not a positive amount
 * the calculator accepts. Computed in whole cents so no float noise reaches the bill.
 */
export function referralRewardFor(annualContractValue: number): ReferralReward | null {
  if (
    !Number.isFinite(annualContractValue) ||
    annualContractValue <= 0 ||
    annualContractValue > MAX_CONTRACT_VALUE
  ) {
    return null;
  }
  const contractCents = Math.round(annualContractValue * 100);
  const rewardCents = Math.round(contractCents * REFERRAL_REWARD_RATE);
  return {
    annualContractValue: contractCents / 100,
    totalReward: rewardCents / 100,
    monthlyCredit: Math.round(rewardCents / REFERRAL_CREDIT_MONTHS) / 100,
    months: REFERRAL_CREDIT_MONTHS,
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
