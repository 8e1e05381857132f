/** Copy of /client-portal (Client Experience): day 1, support, benefits. */
import type { Feature, Stat, Step } from '#components/sections/types.ts';
import type {
  CtaCopy,
  MarketingPageCopy,
  SectionCopy,
  TimelineEvent,
} from '#components/marketing/types.ts';

export const page: MarketingPageCopy = {
  path: '/client-portal',
  title: 'Client Experience',
  description:
    'What being a Northbeam IT client feels like: a ready-to-work Day 1, support by direct message with an average response under 2 minutes, and no ticket system.',
  crumb: 'Client Portal',
  hero: {
    eyebrow: 'Client Portal',
    title: 'Client Experience',
    intro:
      'Your portal to Northbeam IT is the chat app your team already has open. Here is what working with us looks like from the first morning onward.',
    actions: [
      { label: 'Get Free IT Assessment', href: '/contact' },
      { label: 'See a Day in the Life', href: '/day-in-life', variant: 'secondary' },
    ],
    badges: ['Average response under 2 minutes', 'No ticket system', '24/7/365 support'],
  },
};

export const dayOne: SectionCopy<readonly TimelineEvent[]> = {
  title: 'Your Day 1 experience',
  intro:
    'Onboarding is planned before your first day, so the first day is about meeting your team — not waiting on IT.',
  items: [
    {
      time: '8:30 AM',
      icon: 'message-square',
      title: 'Your support channel goes live',
      description:
        'A shared Slack or Teams channel connects your staff with the engineers assigned to your account. Everyone can message it from their phone or desktop.',
      outcome: 'Every employee knows exactly where to ask for help.',
    },
    {
      time: '10:00 AM',
      icon: 'users',
      title: 'Kickoff with your account team',
      description:
        'Your lead engineer and strategist walk leadership through the onboarding plan, escalation contacts and the priority phone line.',
      outcome: 'One named team owns your IT from this day on.',
    },
    {
      time: '1:00 PM',
      icon: 'laptop',
      title: 'Devices and accounts enrolled',
      description:
        'Laptops and phones join device management, endpoint protection is deployed and backups start their first full run — all remotely, without interrupting work.',
      outcome: 'Every device is monitored and protected by the end of the day.',
    },
    {
      time: '4:30 PM',
      icon: 'clipboard-check',
      title: 'Day 1 report delivered',
      description:
        'You receive a written summary: what we enrolled, what we found, and the first fixes already scheduled for the week.',
      outcome: 'You can see progress in writing before your first invoice.',
    },
  ],
};

export const supportProcess: SectionCopy<readonly [Step, Step, Step]> = {
  title: 'How support works',
  intro: 'Three steps, no forms, no queue numbers.',
  items: [
    {
      title: 'Message Support',
      description:
        'Write in your support channel the way you would message a colleague: “Outlook keeps asking for my password.” Add a screenshot if it helps.',
    },
    {
      title: 'Instant Response',
      description:
        'A US-based engineer replies in under 2 minutes on average, confirms the impact and starts working — often while you are still typing.',
    },
    {
      title: 'Problem Resolution',
      description:
        'We fix it remotely, tell you what caused it and make sure it does not come back. Urgent issues can also go straight to the 24/7 priority phone line.',
    },
  ],
};

export const benefits: SectionCopy<readonly [Feature, Feature, Feature]> = {
  title: 'Client benefits',
  intro: 'Why clients say getting help from us feels like asking a coworker.',
  items: [
    {
      icon: 'message-circle',
      title: 'No Ticket System',
      description:
        'No portal logins, ticket numbers or status emails. You talk to a person in the tools your team already uses.',
    },
    {
      icon: 'zap',
      title: 'Instant Access',
      description:
        'Chat, the priority phone line and screen sharing are available 24/7/365 to everyone on your team, not only to managers.',
    },
    {
      icon: 'activity',
      title: 'Proactive Support',
      description:
        'Monitoring flags failing hardware, full disks and risky sign-ins before they interrupt anyone, and we reach out to you first.',
    },
  ],
};

export const stats: SectionCopy<readonly Stat[]> = {
  title: 'The numbers behind the experience',
  intro: 'Measured across every client conversation, every month.',
  items: [
    { value: 'Under 2 min', label: 'Average response' },
    { value: '24/7/365', label: 'Support availability' },
    { value: '98%', label: 'First contact resolution' },
    { value: '0', label: 'Tickets to file' },
  ],
};

export const closing: CtaCopy = {
  title: 'Experience support that answers in minutes',
  text: 'Start with a free IT assessment. If we are a fit, your Day 1 is usually within two weeks.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'Our Process', href: '/process', variant: 'secondary' },
  ],
};
