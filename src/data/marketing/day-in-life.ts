/** Copy of /day-in-life: four events of one day, why it works, metrics. */
import type { Feature, Stat } from '#components/sections/types.ts';
import type {
  CtaCopy,
  MarketingPageCopy,
  SectionCopy,
  TimelineEvent,
} from '#components/marketing/types.ts';

export const page: MarketingPageCopy = {
  path: '/day-in-life',
  title: 'A Day in the Life of a Northbeam IT Client',
  description:
    'Follow one ordinary day with Northbeam IT: a new hire set up by 9:15 AM, a phishing attack stopped at 2:15 PM, and support that answers in under 2 minutes.',
  crumb: 'Day in Life',
  hero: {
    eyebrow: 'Day in Life',
    title: 'A day in the life with Northbeam IT',
    intro:
      'What does managed IT actually do all day? Here is one Tuesday at a 60-person architecture firm in Hartford — four requests, four quiet wins.',
    actions: [
      { label: 'Get Free IT Assessment', href: '/contact' },
      { label: 'How Support Works', href: '/client-portal', variant: 'secondary' },
    ],
  },
};

export const timeline: SectionCopy<
  readonly [TimelineEvent, TimelineEvent, TimelineEvent, TimelineEvent]
> = {
  title: 'One Tuesday, hour by hour',
  intro: 'Every request arrived as a chat message. None of them needed a ticket.',
  items: [
    {
      time: '9:15 AM',
      icon: 'user-plus',
      title: 'New hire setup',
      description:
        'A new project architect starts today. Her laptop arrived pre-enrolled on Friday; at 9:15 she signs in, and email, design software, file shares and the building door badge are already waiting.',
      outcome: 'Productive in her first hour instead of her first week.',
    },
    {
      time: '10:30 AM',
      icon: 'users',
      title: 'Marketing group created',
      description:
        'The marketing lead asks in chat for a shared mailbox, a Teams channel and a shared drive for the new campaign team. An engineer confirms who should be in it and sets it up with the right permissions.',
      outcome: 'Done in 12 minutes, with access limited to the six people who need it.',
    },
    {
      time: '2:15 PM',
      icon: 'shield-check',
      title: 'Phishing attack prevented',
      description:
        'A convincing fake invoice lands in the accounting inbox. Email security quarantines it, our monitoring flags two similar messages elsewhere in the firm and we pull them before anyone clicks.',
      outcome: 'Zero clicks, zero compromised accounts, and a heads-up sent to the team.',
    },
    {
      time: '3:45 PM',
      icon: 'mail',
      title: 'Email signature rollout',
      description:
        'The firm has a new logo. Instead of 60 people editing their own signatures, we push one branded, consistent signature to every mailbox and phone at once.',
      outcome: 'Every outgoing email on-brand by 4:00 PM, with nobody lifting a finger.',
    },
  ],
};

export const whyItWorks: SectionCopy<readonly [Feature, Feature, Feature, Feature]> = {
  title: 'Why It Works',
  intro: 'The day above is not luck. It is what happens when support is built this way.',
  items: [
    {
      icon: 'message-square',
      title: 'Direct chat, no tickets',
      description:
        'Requests go straight to engineers in your Slack or Teams channel, so small asks take minutes instead of days.',
    },
    {
      icon: 'eye',
      title: '24/7 monitoring',
      description:
        'Every mailbox, device and sign-in is watched around the clock, which is how threats are stopped before someone clicks.',
    },
    {
      icon: 'settings',
      title: 'Automation first',
      description:
        'Onboarding, signatures, patches and permissions are scripted and repeatable, so every change is fast and identical.',
    },
    {
      icon: 'users',
      title: 'A team that knows you',
      description:
        'The same engineers support your firm every day and know your people, your software and your quirks.',
    },
  ],
};

export const metrics: SectionCopy<readonly [Stat, Stat, Stat, Stat]> = {
  title: 'Support Metrics',
  intro: 'Averages across all Northbeam IT clients over the last twelve months.',
  items: [
    { value: 'Under 2m', label: 'Average response' },
    { value: '60%', label: 'Issues prevented before users notice' },
    { value: '15h/mo', label: 'Time saved per team' },
    { value: '98%', label: 'Client satisfaction' },
  ],
};

export const closing: CtaCopy = {
  title: 'Want days like this at your business?',
  text: 'Tell us how your day usually goes. We will show you which parts we can take off your plate.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'Compare IT Options', href: '/compare', variant: 'secondary' },
  ],
};
