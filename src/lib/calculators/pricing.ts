/**
 * The pricing calculator's rules (docs/product-rules.md): which plan a team size falls in, and what
 * in-house IT costs. The prices and thresholds are site facts (Settings): the page passes them in,
 * so the calculator, the plan cards and the copy always state the same numbers.
 */
import { sliderValue, type SliderBounds } from './slider.ts';

export type PlanType = 'Startup' | 'Mid-Sized' | 'Enterprise';

export interface PricingPlan {
  type: PlanType;
  /** What the provider charges a month, in dollars. */
  monthlyPrice: number;
  /** Monthly price divided by the users, to the cent. */
  perUserPrice: number;
}

export interface PricingEstimate {
  users: number;
  plan: PricingPlan;
  /** IT professionals an in-house team would need. */
  inHouseStaff: number;
  /** In-house IT cost a month, in dollars (not rounded). */
  inHouseMonthlyCost: number;
  /** In-house cost minus the provider's price, a month, in dollars (not rounded). */
  monthlySavings: number;
}

export const USERS_SLIDER: SliderBounds = { min: 5, max: 200, step: 1, initial: 25 };

/** The plans' prices and thresholds and the in-house comparison's figures, from Settings. */
export interface PricingRates {
  /** Up to this many users the Startup (Essential) plan's flat price applies. */
  startupMaxUsers: number;
  startupFlatPrice: number;
  /** From this many users the Enterprise per-user price applies. */
  enterpriseMinUsers: number;
  midSizedPricePerUser: number;
  enterprisePricePerUser: number;
  /** One in-house IT professional per this many users, rounded up. */
  usersPerItProfessional: number;
  itSalaryPerYear: number;
  /** Benefits, payroll taxes, training and tools on top of salary, in percent. */
  itOverheadPercent: number;
}

/** The plan for a team size: flat up to the Startup limit, then per user by plan. */
export function pricingPlanFor(users: number, rates: PricingRates): PricingPlan {
  if (!Number.isInteger(users) || users < 1) throw new RangeError(`Not a team size: ${users}`);
  const monthly = (type: PlanType, monthlyPrice: number): PricingPlan => ({
    type,
    monthlyPrice,
    perUserPrice: Math.round((monthlyPrice * 100) / users) / 100,
  });
  if (users <= rates.startupMaxUsers) return monthly('Startup', rates.startupFlatPrice);
  if (users < rates.enterpriseMinUsers) {
    return monthly('Mid-Sized', users * rates.midSizedPricePerUser);
  }
  return monthly('Enterprise', users * rates.enterprisePricePerUser);
}

/** IT professionals needed in house: one per `usersPerItProfessional` users, rounded up. */
export function inHouseStaffFor(users: number, rates: PricingRates): number {
  return Math.ceil(users / rates.usersPerItProfessional);
}

/** Salary plus overhead for each IT professional, divided by 12. */
export function inHouseMonthlyCostFor(users: number, rates: PricingRates): number {
  const overhead = 1 + rates.itOverheadPercent / 100;
  return (inHouseStaffFor(users, rates) * rates.itSalaryPerYear * overhead) / 12;
}

export function pricingEstimate(rawUsers: number, rates: PricingRates): PricingEstimate {
  const users = sliderValue(rawUsers, USERS_SLIDER);
  const plan = pricingPlanFor(users, rates);
  const inHouseMonthlyCost = inHouseMonthlyCostFor(users, rates);
  return {
    users,
    plan,
    inHouseStaff: inHouseStaffFor(users, rates),
    inHouseMonthlyCost,
    monthlySavings: inHouseMonthlyCost - plan.monthlyPrice,
  };
}

/** The "talk to us" link: hands the team size to /contact in the lead query contract (leads/origin.ts). */
export function pricingContactHref(rawUsers: number): string {
  const query = new URLSearchParams({
    from: 'pricing',
    users: String(sliderValue(rawUsers, USERS_SLIDER)),
  });
  return `/contact?${query.toString()}`;
}
