/** Copy of /compare: traditional IT versus Northbeam IT, and three reasons. */
import type { Feature } from '#components/sections/types.ts';
import type {
  ComparisonGroup,
  CtaCopy,
  MarketingPageCopy,
  SectionCopy,
} from '#components/marketing/types.ts';

export const page: MarketingPageCopy = {
  path: '/compare',
  title: 'Compare IT: Traditional IT vs. Northbeam IT',
  description:
    'Traditional IT support versus Northbeam IT: response in under 2 minutes instead of 24-48 hours, 24/7/365 coverage, proactive security, fixed monthly pricing.',
  crumb: 'Compare IT',
  hero: {
    eyebrow: 'Compare IT',
    title: 'Traditional IT vs. Northbeam IT',
    intro:
      'Break-fix shops and ticket queues were built for a nine-to-five world. See how support, security and cost change when your IT team answers in minutes and prevents problems instead of billing for them.',
    actions: [
      { label: 'Get Free IT Assessment', href: '/contact' },
      { label: 'Calculate Your ROI', href: '/roi-calculator', variant: 'secondary' },
    ],
  },
};

export const ours = 'Northbeam IT';
export const theirs = 'Traditional IT';

export const comparison: SectionCopy<readonly [ComparisonGroup, ComparisonGroup, ComparisonGroup]> =
  {
    title: 'Side by side',
    intro: 'The same three questions every business asks about IT: how fast, how safe, how much.',
    items: [
      {
        name: 'Support',
        icon: 'headphones',
        rows: [
          { aspect: 'Response time', traditional: '24-48 hours', northbeam: 'Under 2 minutes' },
          {
            aspect: 'Support hours',
            traditional: '9-5 Monday to Friday',
            northbeam: '24/7/365',
          },
          {
            aspect: 'How you ask for help',
            traditional: 'Ticket system',
            northbeam: 'Direct chat',
          },
        ],
      },
      {
        name: 'Security',
        icon: 'shield-check',
        rows: [
          {
            aspect: 'Monitoring',
            traditional: 'Periodic manual checks',
            northbeam: 'Real-time, around the clock',
          },
          { aspect: 'Security updates', traditional: 'Monthly', northbeam: 'Real-time' },
          { aspect: 'Threat response', traditional: 'Reactive', northbeam: 'Proactive AI' },
        ],
      },
      {
        name: 'Cost',
        icon: 'dollar-sign',
        rows: [
          { aspect: 'Pricing', traditional: 'Variable', northbeam: 'Fixed monthly' },
          { aspect: 'Hidden fees', traditional: 'Common', northbeam: 'None' },
          { aspect: 'Return on investment', traditional: 'Variable', northbeam: 'Guaranteed' },
        ],
      },
    ],
  };

export const reasons: SectionCopy<readonly [Feature, Feature, Feature]> = {
  title: 'Three reasons to choose Northbeam IT',
  intro: 'What changes for your team in the first month after switching.',
  items: [
    {
      icon: 'zap',
      title: 'Answers in minutes, not days',
      description:
        'Message your dedicated Slack or Teams channel and a US-based engineer replies in under 2 minutes on average — nights, weekends and holidays included.',
    },
    {
      icon: 'shield',
      title: 'Problems stopped before they start',
      description:
        'AI-assisted monitoring spots failing drives, suspicious sign-ins and missing patches in real time, so most issues are fixed before anyone notices.',
    },
    {
      icon: 'dollar-sign',
      title: 'A bill you can predict',
      description:
        'One fixed monthly price per user covers support, security and maintenance. No hourly invoices and no hidden fees — typically 40-60% less than an in-house IT team.',
    },
  ],
};

export const closing: CtaCopy = {
  title: 'See the difference on your own systems',
  text: 'Our free IT assessment compares what you have today with what we would run for you, with a fixed monthly price attached.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'View Pricing', href: '/pricing', variant: 'secondary' },
  ],
};
