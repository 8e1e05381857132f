/** Copy of /process: three numbered steps of four features each. */
import type { Feature, Step } from '#components/sections/types.ts';
import type { CtaCopy, MarketingPageCopy, SectionCopy } from '#components/marketing/types.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';

export const page: MarketingPageCopy = {
  path: '/process',
  title: 'Our Process: How We Work',
  description:
    'How Northbeam IT works: an initial consultation, a custom implementation with zero downtime, then ongoing 24/7 support, monitoring and quarterly strategy.',
  crumb: 'Our Process',
  hero: {
    eyebrow: 'How we work',
    title: 'A simple, proven process from first call to ongoing support',
    intro:
      'Three steps take your business from “we should really fix our IT” to a team that monitors, secures and supports every device around the clock — with no surprises on the way.',
    actions: [
      { label: 'Get Free IT Assessment', href: '/contact' },
      { label: 'Compare IT Options', href: '/compare', variant: 'secondary' },
    ],
  },
};

export const steps: SectionCopy<readonly [Step, Step, Step]> = {
  title: 'Three steps to IT you never have to think about',
  intro: 'Each step has a named engineer, a written deliverable and a date you agree up front.',
  items: [
    {
      title: 'Initial Consultation',
      description:
        'We learn how your business runs, review what you have today and show you, in writing, what we would change and what it will cost.',
      features: [
        'Free IT assessment of devices, accounts, network and backups',
        'Security risk review with a prioritized findings list',
        'Interviews with leadership and the people who do the work',
        'Fixed monthly quote with no hidden fees',
      ],
    },
    {
      title: 'Custom Implementation',
      description:
        'Our engineers roll out the plan on a schedule built around your business hours, so your team keeps working while we work.',
      features: [
        'Dedicated project lead and a shared Slack or Teams channel',
        'Device enrollment, security tooling and backup setup',
        'Migration of email, files and accounts with zero downtime',
        'Documentation of every system, password vault and vendor',
      ],
    },
    {
      title: 'Ongoing Support',
      description:
        'From go-live on, we watch everything 24/7, fix problems before they reach your people and answer every message in minutes.',
      features: [
        `24/7 monitoring with a ${RESPONSE_MINUTES}-minute response commitment`,
        'Proactive patching, updates and maintenance',
        'Direct chat and priority phone line — no ticket system',
        'Quarterly business reviews and an IT roadmap',
      ],
    },
  ],
};

export const commitments: SectionCopy<readonly Feature[]> = {
  title: 'What you can count on at every step',
  intro: 'The same promises apply during onboarding as on any ordinary Tuesday afternoon.',
  items: [
    {
      icon: 'dollar-sign',
      title: 'One fixed monthly price',
      description:
        'Your quote covers onboarding and support. If a project is outside it, you get a written estimate before we start — never a surprise invoice.',
    },
    {
      icon: 'users',
      title: 'People who know your business',
      description:
        'The engineers who assess your systems are the ones who implement and support them, so nobody asks you to explain things twice.',
    },
    {
      icon: 'file-check',
      title: 'Everything documented',
      description:
        'Network diagrams, device inventories, admin accounts and vendor contacts are written down and belong to you.',
    },
  ],
};

export const closing: CtaCopy = {
  title: 'Ready to take the first step?',
  text: 'Book a free initial consultation. In 30 minutes you will know where your IT stands and what it would take to fix it.',
  actions: [
    { label: 'Start Your Journey', href: '/contact' },
    { label: 'See Pricing', href: '/pricing', variant: 'secondary' },
  ],
};
