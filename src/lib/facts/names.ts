/**
 * The name of every site fact a page's copy may refer to as `{name}`: the leaf that schemas check
 * references against, with no settings and no values (those are in catalog.ts, which must define
 * every name here and no other).
 */
export const FACT_NAME_LIST = [
  'phone',
  'phone.href',
  'priorityPhone',
  'priorityPhone.href',
  'supportEmail',
  'supportEmail.href',
  'salesEmail',
  'salesEmail.href',
  'bookingUrl',
  'chatUrl',
  'address',
  'areaServed',
  'responseMinutes',
  'uptime',
  'businessesServed',
  'rating',
  'reviewCount',
  'price.essential',
  'price.professional',
  'price.enterprise',
  'plans.essentialMaxUsers',
  'plans.professionalMinUsers',
  'plans.professionalMaxUsers',
  'plans.enterpriseMinUsers',
  'calculator.usersPerItProfessional',
  'calculator.teamNeedingTwo',
  'calculator.itSalary',
  'calculator.itOverhead',
  'roi.weeksPerYear',
  'roi.hourlyCost',
  'roi.timeRecovered',
  'referral.reward',
  'referral.months',
  'referral.exampleContract',
  'referral.exampleReward',
  'referral.exampleMonthlyCredit',
] as const;

export type FactName = (typeof FACT_NAME_LIST)[number];

/** The name of every fact, for checking references without the settings at hand. */
export const FACT_NAMES: ReadonlySet<string> = new Set(FACT_NAME_LIST);

/** The facts that hold a link, which a link field may consist of. */
export const LINK_FACTS: ReadonlySet<string> = new Set([
  'phone.href',
  'priorityPhone.href',
  'supportEmail.href',
  'salesEmail.href',
  'bookingUrl',
  'chatUrl',
] satisfies FactName[]);
