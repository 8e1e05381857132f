/** Copy of the pricing calculator page and the island's labels (/pricing; rules in docs/product-rules.md). */
import type { Action, Feature } from '#components/sections/types.ts';
import { formatWholeDollars } from '#lib/calculators/format.ts';
import {
  ENTERPRISE_MIN_USERS,
  ENTERPRISE_PRICE_PER_USER,
  IT_OVERHEAD,
  IT_SALARY_PER_YEAR,
  MID_SIZED_PRICE_PER_USER,
  STARTUP_FLAT_PRICE,
  STARTUP_MAX_USERS,
  USERS_PER_IT_PROFESSIONAL,
} from '#lib/calculators/pricing.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';

export { pricingTiers } from '#data/locations/service-levels.ts';

export const pricingPage = {
  path: '/pricing',
  title: 'Managed IT Pricing Calculator',
  crumb: 'Pricing Calculator',
  description:
    'Compare the monthly cost of an in-house IT team with Northbeam IT’s flat managed IT pricing: $2,500 a month up to 25 users, then $90 or $75 per user.',
  toolName: 'Northbeam IT Pricing Calculator',
  hero: {
    eyebrow: 'Transparent monthly pricing',
    title: 'Pricing Calculator',
    intro:
      'One predictable monthly price with monitoring, help desk, security and planning included. Set your number of users to see your plan and what it saves against hiring in-house IT.',
  },
  calculator: {
    title: 'What would managed IT cost you?',
    intro: 'Drag the slider or use the arrow keys; the comparison updates as you go.',
  },
  tiers: {
    title: 'Plans',
    intro: `Every plan includes 24/7 monitoring, unlimited help desk and a ${RESPONSE_MINUTES}-minute response. Larger teams pay less per user.`,
  },
} as const;

/** Labels the calculator island shows; imported by the island, so keep this file free of UI code. */
export const pricingCalculatorText = {
  slider: {
    label: 'Active users',
    valueText: (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`,
  },
  comparisonTitle: 'Cost comparison',
  comparison: {
    inHouse: 'In-house IT cost per month',
    provider: 'Northbeam IT cost per month',
    savings: 'Monthly savings',
  },
  planTitle: 'Your plan',
  plan: {
    type: 'Plan type',
    monthlyPrice: 'Monthly price',
    perUserPrice: 'Per-user price',
  },
  staffNote: (staff: number) =>
    `Compared with ${staff} in-house IT ${staff === 1 ? 'professional' : 'professionals'}.`,
  contactLabel: 'Talk to us about this estimate',
} as const;

export const pricingAssumptions = {
  title: 'Cost assumptions',
  intro: `Our price: ${formatWholeDollars(STARTUP_FLAT_PRICE)} a month flat up to ${STARTUP_MAX_USERS} users (Startup), ${formatWholeDollars(MID_SIZED_PRICE_PER_USER)} per user from ${STARTUP_MAX_USERS + 1} to ${ENTERPRISE_MIN_USERS - 1} users (Mid-Sized), ${formatWholeDollars(ENTERPRISE_PRICE_PER_USER)} per user from ${ENTERPRISE_MIN_USERS} users (Enterprise). The in-house figure is the yearly cost of the IT staff you would need, divided by 12.`,
  items: [
    {
      icon: 'users',
      title: `One IT professional per ${USERS_PER_IT_PROFESSIONAL} users`,
      description: `Rounded up: a team of ${USERS_PER_IT_PROFESSIONAL + 1} needs two people to cover support, security and projects.`,
    },
    {
      icon: 'dollar-sign',
      title: `${formatWholeDollars(IT_SALARY_PER_YEAR)} salary per year`,
      description: 'A typical salary for a generalist IT professional in Connecticut and New York.',
    },
    {
      icon: 'layers',
      title: `${IT_OVERHEAD * 100}% overhead`,
      description:
        'Benefits, payroll taxes, training and tools on top of salary, divided by 12 for a monthly cost.',
    },
  ] satisfies readonly Feature[],
};

export const pricingCallToAction = {
  title: 'Get a fixed quote for your team',
  text: 'Book a free IT assessment and we will confirm your plan, your onboarding timeline and exactly what is included — in writing, before you sign.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'Calculate your ROI', href: '/roi-calculator', variant: 'secondary' },
  ] satisfies readonly Action[],
};
