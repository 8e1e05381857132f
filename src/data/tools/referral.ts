/** Copy of the referral program page and the reward calculator's labels (/referral-program; rules in docs/product-rules.md). */
import type { Action, Feature, Step } from '#components/sections/types.ts';
import { site } from '#config/site.ts';
import { formatPrice } from '#lib/calculators/format.ts';
import {
  EXAMPLE_CONTRACT_VALUE,
  REFERRAL_CREDIT_MONTHS,
  REFERRAL_REWARD_RATE,
  referralRewardFor,
} from '#lib/calculators/referral.ts';

const rate = `${REFERRAL_REWARD_RATE * 100}%`;
const months = `${REFERRAL_CREDIT_MONTHS} months`;
const example = referralRewardFor(EXAMPLE_CONTRACT_VALUE);
if (!example) throw new Error('The worked example must have a reward');

const referralEmail = site.salesEmail;
const referralMailto = `mailto:${referralEmail}?subject=${encodeURIComponent('Referral to Northbeam IT')}`;

export const referralPage = {
  path: '/referral-program',
  title: 'Referral Program',
  crumb: 'Referral Program',
  description: `Refer a business to Northbeam IT and earn ${rate} of its annual contract value, credited to your monthly bill over ${months}. No limit on referrals.`,
  hero: {
    eyebrow: 'For Northbeam IT clients',
    title: 'Referral Program',
    intro: `Know a business that deserves IT support that actually answers? Introduce them to us. When they sign an annual contract, you earn ${rate} of its value as credit on your own bill.`,
  },
} as const;

export const referralRewards = {
  title: 'Reward structure',
  intro: `Your reward is ${rate} of the referred client’s annual contract value, credited to your monthly bill over ${months}.`,
  items: [
    {
      icon: 'dollar-sign',
      title: `${rate} of the annual contract value`,
      description: 'Your reward grows with the size of the business you refer.',
    },
    {
      icon: 'calendar',
      title: `Credited over ${months}`,
      description: 'The reward is split evenly across your next twelve monthly bills.',
    },
    {
      icon: 'users',
      title: 'No limit on referrals',
      description: 'Every qualifying referral earns its own reward, as many as you make.',
    },
  ] satisfies readonly Feature[],
  example: `Example: a ${formatPrice(example.annualContractValue)} annual contract gives you ${formatPrice(example.totalReward)}, credited as ${formatPrice(example.monthlyCredit)} a month for ${months}.`,
};

/** Labels the reward calculator island shows; imported by the island, so keep this file free of UI code. */
export const referralCalculatorText = {
  title: 'Estimate your reward',
  inputLabel: 'Annual contract value of the business you refer',
  inputHint: 'In US dollars, for example 40,000.',
  invalid: 'Enter an annual contract value in dollars, for example 40,000.',
  results: {
    totalReward: 'Total reward',
    monthlyCredit: 'Monthly credit',
  },
  creditPeriod: (creditMonths: number) => `on each bill for ${creditMonths} months`,
} as const;

export const referralSteps = {
  title: 'How it works',
  steps: [
    {
      title: 'Email us an introduction',
      description: `Send the business’s name, a contact person and how you know them to ${referralEmail}. A line or two is plenty.`,
    },
    {
      title: 'We offer them a free IT assessment',
      description:
        'We reach out within one business day, review their security, devices and spend, and leave them a written plan whether or not they sign.',
    },
    {
      title: 'They sign an annual contract',
      description:
        'The referral qualifies when the business becomes a new Northbeam IT client on an annual managed services contract.',
    },
    {
      title: 'Your credit starts',
      description: `${rate} of their annual contract value is split evenly across your next ${REFERRAL_CREDIT_MONTHS} monthly bills.`,
    },
  ] satisfies readonly Step[],
};

export const referralTerms = {
  title: 'Program terms',
  terms: [
    'Open to existing Northbeam IT managed services clients.',
    'No limit on referrals: every qualifying referral earns its own reward.',
    'Referrals must be new clients signing annual contracts; businesses that are already clients or already talking to us do not qualify.',
    `Referrals are submitted by email to ${referralEmail}.`,
    `The reward is ${rate} of the referred client’s annual contract value, credited to your monthly bill over ${months}.`,
  ],
};

export const referralCallToAction = {
  title: 'Have someone in mind?',
  text: `Email their name and a contact to ${referralEmail}. We will take it from there and keep you posted.`,
  actions: [
    { label: 'Email a referral', href: referralMailto },
    { label: 'Talk to our team', href: '/contact', variant: 'secondary' },
  ] satisfies readonly Action[],
};
