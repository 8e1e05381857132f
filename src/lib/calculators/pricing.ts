/** The pricing calculator's rules (docs/product-rules.md): which plan a team size falls in, and what in-house IT costs. */
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

/** Up to this many users the Startup plan's flat price applies. */
export const STARTUP_MAX_USERS = 25;
export const STARTUP_FLAT_PRICE = 2500;
/** From this many users the Enterprise per-user price applies. */
export const ENTERPRISE_MIN_USERS = 100;
export const MID_SIZED_PRICE_PER_USER = 90;
export const ENTERPRISE_PRICE_PER_USER = 75;

/** One in-house IT professional per this many users, rounded up. */
export const USERS_PER_IT_PROFESSIONAL = 50;
export const IT_SALARY_PER_YEAR = 65_000;
/** Benefits, payroll taxes, training and tools on top of salary. */
export const IT_OVERHEAD = 0.3;

/** The plan for a team size: flat up to 25 users, $90 per user from 26 to 99, $75 per user from 100. */
export function pricingPlanFor(users: number): PricingPlan {
  if (!Number.isInteger(users) || users < 1) throw new RangeError(`Not a team size: ${users}`);
  const monthly = (type: PlanType, monthlyPrice: number): PricingPlan => ({
    type,
    monthlyPrice,
    perUserPrice: Math.round((monthlyPrice * 100) / users) / 100,
  });
  if (users <= STARTUP_MAX_USERS) return monthly('Startup', STARTUP_FLAT_PRICE);
  if (users < ENTERPRISE_MIN_USERS) return monthly('Mid-Sized', users * MID_SIZED_PRICE_PER_USER);
  return monthly('Enterprise', users * ENTERPRISE_PRICE_PER_USER);
}

/** IT professionals needed in house: one per 50 users, rounded up. */
export function inHouseStaffFor(users: number): number {
  return Math.ceil(users / USERS_PER_IT_PROFESSIONAL);
}

/** Salary plus 30% overhead for each IT professional, divided by 12. */
export function inHouseMonthlyCostFor(users: number): number {
  return (inHouseStaffFor(users) * IT_SALARY_PER_YEAR * (1 + IT_OVERHEAD)) / 12;
}

export function pricingEstimate(rawUsers: number): PricingEstimate {
  const users = sliderValue(rawUsers, USERS_SLIDER);
  const plan = pricingPlanFor(users);
  const inHouseMonthlyCost = inHouseMonthlyCostFor(users);
  return {
    users,
    plan,
    inHouseStaff: inHouseStaffFor(users),
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
