/**
 * Every fact page copy may refer to, and the text each reference becomes. Facts are stored once, in
 * the Settings document (src/lib/pages/documents/settings.ts); a few are derived from others (the
 * Professional plan's user range from the two thresholds, the referral example's reward) so that no
 * page has to repeat arithmetic by hand. Browser-safe: the admin shows each reference's value.
 */
import type { SiteSettings } from '#lib/pages/documents/settings.ts';
import { formatCount, formatPrice, formatWholeDollars } from '#lib/calculators/format.ts';
import { referralRewardFor } from '#lib/calculators/referral.ts';
import type { FactName } from './names.ts';

export { FACT_NAMES, LINK_FACTS, type FactName } from './names.ts';

/** Weeks a year in the ROI calculator's arithmetic: a fact of the calendar, not a setting. */
export const WEEKS_PER_YEAR = 52;

export interface FactDefinition {
  /** What the editor shows beside the reference. */
  label: string;
  /** The text a reference to the fact becomes. */
  text: (settings: SiteSettings) => string;
}

const percent = (value: number) => `${value}%`;
/** A US phone number as shown, "(860) 555-0100", dialled as +1 and its ten digits. */
export const telHref = (display: string) => `tel:+1${display.replace(/\D/g, '')}`;

/** Derived facts: the referral program's worked example, in dollars to the cent. */
function referralExample(settings: SiteSettings) {
  const { rewardPercent, creditMonths, exampleContractValue } = settings.referral;
  return referralRewardFor(exampleContractValue, { rewardPercent, creditMonths });
}

export const FACTS = {
  phone: { label: 'Main phone', text: (s) => s.contact.phone },
  'phone.href': { label: 'Main phone, as a link', text: (s) => telHref(s.contact.phone) },
  priorityPhone: { label: '24/7 priority line', text: (s) => s.contact.priorityPhone },
  'priorityPhone.href': {
    label: '24/7 priority line, as a link',
    text: (s) => telHref(s.contact.priorityPhone),
  },
  supportEmail: { label: 'Support email', text: (s) => s.contact.supportEmail },
  'supportEmail.href': {
    label: 'Support email, as a link',
    text: (s) => `mailto:${s.contact.supportEmail}`,
  },
  salesEmail: { label: 'Sales email', text: (s) => s.contact.salesEmail },
  'salesEmail.href': {
    label: 'Sales email, as a link',
    text: (s) => `mailto:${s.contact.salesEmail}`,
  },
  bookingUrl: { label: 'Booking link', text: (s) => s.contact.bookingUrl },
  chatUrl: { label: 'Chat link', text: (s) => s.contact.chatUrl },
  address: {
    label: 'Office address, on one line',
    text: ({ address: a }) =>
      `${a.streetAddress}, ${a.addressLocality}, ${a.addressRegion} ${a.postalCode}`,
  },
  areaServed: { label: 'Home service area', text: (s) => s.address.areaServed },
  responseMinutes: {
    label: 'Response time promise, minutes',
    text: (s) => String(s.claims.responseMinutes),
  },
  uptime: { label: 'Uptime service level', text: (s) => percent(s.claims.uptimePercent) },
  businessesServed: {
    label: 'Businesses served (the copy adds the +)',
    text: (s) => formatCount(s.claims.businessesServed),
  },
  rating: { label: 'Review rating, out of 5', text: (s) => String(s.claims.rating) },
  reviewCount: { label: 'Number of reviews', text: (s) => formatCount(s.claims.reviewCount) },
  'price.essential': {
    label: 'Essential plan, flat a month',
    text: (s) => formatWholeDollars(s.plans.essentialPrice),
  },
  'price.professional': {
    label: 'Professional plan, per user a month',
    text: (s) => formatWholeDollars(s.plans.professionalPricePerUser),
  },
  'price.enterprise': {
    label: 'Enterprise plan, per user a month',
    text: (s) => formatWholeDollars(s.plans.enterprisePricePerUser),
  },
  'plans.essentialMaxUsers': {
    label: 'Most users on the Essential plan',
    text: (s) => String(s.plans.essentialMaxUsers),
  },
  'plans.professionalMinUsers': {
    label: 'Fewest users on the Professional plan (Essential’s most + 1)',
    text: (s) => String(s.plans.essentialMaxUsers + 1),
  },
  'plans.professionalMaxUsers': {
    label: 'Most users on the Professional plan (Enterprise’s fewest − 1)',
    text: (s) => String(s.plans.enterpriseMinUsers - 1),
  },
  'plans.enterpriseMinUsers': {
    label: 'Fewest users on the Enterprise plan',
    text: (s) => String(s.plans.enterpriseMinUsers),
  },
  'calculator.usersPerItProfessional': {
    label: 'Users one in-house IT professional supports',
    text: (s) => String(s.pricingCalculator.usersPerItProfessional),
  },
  'calculator.teamNeedingTwo': {
    label: 'Smallest team that needs two IT professionals',
    text: (s) => String(s.pricingCalculator.usersPerItProfessional + 1),
  },
  'calculator.itSalary': {
    label: 'In-house IT salary a year',
    text: (s) => formatWholeDollars(s.pricingCalculator.itSalaryPerYear),
  },
  'calculator.itOverhead': {
    label: 'Overhead on top of salary',
    text: (s) => percent(s.pricingCalculator.itOverheadPercent),
  },
  'roi.weeksPerYear': { label: 'Working weeks a year', text: () => String(WEEKS_PER_YEAR) },
  'roi.hourlyCost': {
    label: 'Cost of an hour of staff time',
    text: (s) => formatWholeDollars(s.roiCalculator.hourlyCost),
  },
  'roi.timeRecovered': {
    label: 'Share of lost time managed IT wins back',
    text: (s) => percent(s.roiCalculator.timeRecoveredPercent),
  },
  'referral.reward': {
    label: 'Referral reward, of the annual contract',
    text: (s) => percent(s.referral.rewardPercent),
  },
  'referral.months': {
    label: 'Months the reward is credited over',
    text: (s) => String(s.referral.creditMonths),
  },
  'referral.exampleContract': {
    label: 'Worked example: annual contract',
    text: (s) => formatPrice(s.referral.exampleContractValue),
  },
  'referral.exampleReward': {
    label: 'Worked example: total reward',
    text: (s) => formatPrice(referralExample(s)?.totalReward ?? 0),
  },
  'referral.exampleMonthlyCredit': {
    label: 'Worked example: credit a month',
    text: (s) => formatPrice(referralExample(s)?.monthlyCredit ?? 0),
  },
} as const satisfies Record<FactName, FactDefinition>;

/** Every reference's text under `settings`. */
export function factValues(settings: SiteSettings): Record<FactName, string> {
  return Object.fromEntries(
    Object.entries(FACTS).map(([name, fact]) => [name, fact.text(settings)]),
  ) as Record<FactName, string>;
}

/** What the admin shows for each fact: its label and its value now. */
export function factList(settings: SiteSettings): { name: string; label: string; value: string }[] {
  return Object.entries(FACTS).map(([name, fact]) => ({
    name,
    label: fact.label,
    value: fact.text(settings),
  }));
}
