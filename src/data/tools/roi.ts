/** Copy of the ROI calculator page and the island's labels (/roi-calculator; rules in docs/product-rules.md). */
import type { Action, Feature } from '#components/sections/types.ts';
import { formatWholeDollars } from '#lib/calculators/format.ts';
import {
  HOURLY_COST,
  TIME_RECOVERED,
  WEEKS_PER_YEAR,
  type RoiInputs,
} from '#lib/calculators/roi.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const roiPage = {
  path: '/roi-calculator',
  title: 'IT Support ROI Calculator',
  crumb: 'ROI Calculator',
  description:
    'Estimate the hours and dollars your team loses to IT issues each year, and what proactive managed IT support from Northbeam IT would save. Free, no sign-up.',
  toolName: 'Northbeam IT Support ROI Calculator',
  hero: {
    eyebrow: 'Free tool',
    title: 'IT Support ROI Calculator',
    intro:
      'Every frozen laptop, locked account and dropped VPN costs your team time. Move the sliders to see what those interruptions cost a year, and how much of it proactive managed IT wins back.',
  },
  calculator: {
    title: 'Estimate your annual savings',
    intro: 'The results update as you move each slider.',
  },
} as const;

/** Labels the calculator island shows; imported by the island, so keep this file free of UI code. */
export const roiCalculatorText = {
  inputsTitle: 'Your team',
  resultsTitle: 'Your estimated return',
  sliders: {
    employees: {
      label: 'Number of employees',
      valueText: (n: number) => `${n} ${plural(n, 'employee', 'employees')}`,
    },
    issues: {
      label: 'IT issues per employee per week',
      valueText: (n: number) => `${n} IT ${plural(n, 'issue', 'issues')} per employee per week`,
    },
    minutes: {
      label: 'Average minutes lost per issue',
      valueText: (n: number) => `${n} minutes lost per issue`,
    },
  } satisfies Record<keyof RoiInputs, { label: string; valueText: (n: number) => string }>,
  results: {
    annualSavings: 'Estimated annual savings',
    hoursSaved: 'Hours saved annually',
    efficiencyIncrease: 'Efficiency Increase',
  },
  contactLabel: 'Talk to us about these numbers',
  contactNote: 'We will bring your numbers to a free 30-minute assessment call.',
} as const;

export const roiAssumptions = {
  title: 'How we calculate your savings',
  intro: `Hours lost = employees × issues per week × minutes per issue × ${WEEKS_PER_YEAR} weeks ÷ 60. Proactive support wins back ${TIME_RECOVERED * 100}% of those hours, and each hour is worth ${formatWholeDollars(HOURLY_COST)} of staff time.`,
  items: [
    {
      icon: 'calendar',
      title: `${WEEKS_PER_YEAR} working weeks a year`,
      description: 'Every week of the year counts the same: IT issues do not take holidays.',
    },
    {
      icon: 'dollar-sign',
      title: `${formatWholeDollars(HOURLY_COST)} per hour of staff time`,
      description:
        'A conservative loaded cost of an employee hour: salary, benefits and the work that waits while a laptop is down.',
    },
    {
      icon: 'trending-up',
      title: `${TIME_RECOVERED * 100}% of lost time won back`,
      description: `Monitoring prevents many issues outright, and a ${RESPONSE_MINUTES}-minute response shortens the ones that still happen.`,
    },
  ] satisfies readonly Feature[],
};

export const roiSavingsSources: readonly Feature[] = [
  {
    icon: 'activity',
    title: 'Problems fixed before anyone notices',
    description:
      '24/7 monitoring and automated patching catch failing disks, full mailboxes and expiring certificates before they stop a workday.',
  },
  {
    icon: 'clock',
    title: `A ${RESPONSE_MINUTES}-minute response, around the clock`,
    description: `When something does break, an engineer is on it within ${RESPONSE_MINUTES} minutes, so a lost hour becomes a lost coffee break.`,
  },
  {
    icon: 'message-square',
    title: 'No ticket queue to wait in',
    description:
      'Your team messages our US-based engineers in Slack or Teams, or calls the priority line, instead of filing a ticket and waiting.',
  },
];

export const roiCallToAction = {
  title: 'See the savings in your own environment',
  text: 'Our free IT assessment replaces the estimate with your real numbers: the issues your team logged, the time they cost, and a written plan to win it back.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'See pricing', href: '/pricing', variant: 'secondary' },
  ] satisfies readonly Action[],
};
