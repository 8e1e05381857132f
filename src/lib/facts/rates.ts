/** The calculators' constants, taken from Settings by the page and passed to each island as props. */
import type { PricingRates } from '#lib/calculators/pricing.ts';
import type { ReferralRates } from '#lib/calculators/referral.ts';
import type { RoiRates } from '#lib/calculators/roi.ts';
import type { SiteSettings } from '#lib/pages/documents/settings.ts';

export const pricingRatesOf = ({ plans, pricingCalculator }: SiteSettings): PricingRates => ({
  startupMaxUsers: plans.essentialMaxUsers,
  startupFlatPrice: plans.essentialPrice,
  enterpriseMinUsers: plans.enterpriseMinUsers,
  midSizedPricePerUser: plans.professionalPricePerUser,
  enterprisePricePerUser: plans.enterprisePricePerUser,
  usersPerItProfessional: pricingCalculator.usersPerItProfessional,
  itSalaryPerYear: pricingCalculator.itSalaryPerYear,
  itOverheadPercent: pricingCalculator.itOverheadPercent,
});

export const roiRatesOf = ({ roiCalculator }: SiteSettings): RoiRates => ({ ...roiCalculator });

export const referralRatesOf = ({ referral }: SiteSettings): ReferralRates => ({
  rewardPercent: referral.rewardPercent,
  creditMonths: referral.creditMonths,
});
