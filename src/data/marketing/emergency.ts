/** Copy of /emergency: instant access options, metrics, three features. */
import type { Feature, Stat } from '#components/sections/types.ts';
import type { CtaCopy, MarketingPageCopy, SectionCopy } from '#components/marketing/types.ts';
import { site } from '#config/site.ts';

export const page: MarketingPageCopy = {
  path: '/emergency',
  title: 'Emergency IT Support, 24/7',
  description:
    'Emergency IT support around the clock: a priority line and direct chat answered in under 2 min, remote access, on-site help, 98% first contact resolution.',
  crumb: 'Emergency Support',
  serviceType: 'Emergency IT support',
  hero: {
    eyebrow: 'Emergency Support',
    title: 'Emergency IT support when every minute counts',
    intro:
      'Server down, ransomware on screen, nobody can sign in? Reach a senior US-based engineer in under 2 minutes, any hour of any day, and get your business running again.',
    actions: [
      { label: 'Get Emergency Access', href: '/contact' },
      {
        label: `Call ${site.priorityPhone.display}`,
        href: site.priorityPhone.href,
        variant: 'secondary',
      },
    ],
    badges: ['Under 2 min response', '24/7', '98% first contact resolution'],
  },
};

export const accessOptions: SectionCopy<readonly [Feature, Feature, Feature]> = {
  title: 'Instant access, three ways',
  intro: 'Use whichever is closest to hand. Every channel reaches the on-call engineer directly.',
  items: [
    {
      icon: 'phone',
      title: 'Priority phone line',
      description: `Call ${site.priorityPhone.display} and a senior engineer answers live, 24/7/365 — no phone tree, no voicemail.`,
      href: site.priorityPhone.href,
      linkLabel: 'Call now',
    },
    {
      icon: 'message-square',
      title: 'Direct chat',
      description:
        'Post in your Slack or Teams support channel with the word “urgent” and the on-call engineer is paged immediately.',
      href: site.chatUrl,
      linkLabel: 'Open chat',
    },
    {
      icon: 'mail',
      title: 'Priority email',
      description: `Send details and screenshots to ${site.supportEmail}; emergencies are flagged and picked up by the same on-call engineer.`,
      href: `mailto:${site.supportEmail}`,
      linkLabel: 'Email support',
    },
  ],
};

export const metrics: SectionCopy<readonly [Stat, Stat, Stat, Stat]> = {
  title: 'Emergency response by the numbers',
  intro: 'The commitments behind every emergency call we take.',
  items: [
    { value: 'Under 2 min', label: 'Response time' },
    { value: '24/7', label: 'Availability, holidays included' },
    { value: '98%', label: 'First contact resolution' },
    { value: '2 hours', label: 'On-site for critical issues' },
  ],
};

export const features: SectionCopy<readonly [Feature, Feature, Feature]> = {
  title: 'What happens after you reach us',
  intro: 'A clear, practiced routine, so nothing is missed in the rush.',
  items: [
    {
      icon: 'triangle-alert',
      title: 'Instant Triage',
      description:
        'The engineer confirms what is affected, how many people are blocked and whether data is at risk, then contains the problem before fixing it.',
    },
    {
      icon: 'monitor',
      title: 'Remote Access',
      description:
        'With your permission we connect securely to the affected systems within minutes; an engineer is on-site within 2 hours if hands are needed.',
    },
    {
      icon: 'life-buoy',
      title: 'Follow-up Care',
      description:
        'Within one business day you get a written incident report with the root cause and the changes that stop it from happening again.',
    },
  ],
};

export const closing: CtaCopy = {
  title: 'Do not wait for the next emergency',
  text: 'Clients get the priority line, a named on-call team and documented systems before anything breaks.',
  actions: [
    { label: 'Get Emergency Access', href: '/contact' },
    { label: 'Run the Security Check', href: '/security-check', variant: 'secondary' },
  ],
};
