/**
 * Copy of /services (nav "Our Services"): every service we offer (src/data/services/catalog.ts).
 * The ones with their own page link there; the four the home page sends here are described in full
 * on this page.
 */
import type { Feature, Stat } from '#components/sections/types.ts';
import type { CtaCopy, MarketingPageCopy, SectionCopy } from '#components/marketing/types.ts';
import { RESPONSE_MINUTES, UPTIME_SLA } from '#config/site.ts';
import * as catalog from '#data/services/catalog.ts';

export const page: MarketingPageCopy = {
  path: '/services',
  title: 'Our Services',
  description:
    'Every Northbeam IT service in one place: managed IT, cybersecurity, cloud, network design, AI infrastructure, device management, help desk and IT strategy.',
  crumb: 'Our Services',
  hero: {
    eyebrow: 'Our Services',
    title: 'Complete IT services for growing businesses',
    intro:
      'One US-based team runs your help desk, devices, servers, network, cloud and security for a fixed monthly price — and plans where your technology goes next.',
    actions: [
      { label: 'Get Free IT Assessment', href: '/contact' },
      { label: 'View Pricing', href: '/pricing', variant: 'secondary' },
    ],
    badges: [
      `${RESPONSE_MINUTES}-minute response time`,
      `${UPTIME_SLA} uptime SLA`,
      '100% US-based team',
    ],
  },
};

export const coreServices: SectionCopy<readonly [Feature, Feature, Feature, Feature]> = {
  title: 'Core managed services',
  intro: 'Included for every client, every user and every device, from the first day.',
  items: catalog.coreServices,
};

export const specialistServices: SectionCopy<readonly Feature[]> = {
  title: 'Specialist services',
  intro: 'Deeper expertise when your business needs more than day-to-day support.',
  items: Object.values(catalog.specialistServices),
};

export const programs: SectionCopy<readonly [Feature, Feature, Feature]> = {
  title: 'How it all fits together',
  intro: 'See the services at work in the moments that matter to your team.',
  items: [
    {
      icon: 'users',
      title: 'Employee Lifecycle',
      description:
        'Onboarding, role changes and offboarding handled end to end, with 80% faster employee transitions.',
      href: '/employee-lifecycle',
      linkLabel: 'See the lifecycle',
    },
    {
      icon: 'clock',
      title: 'A Day in the Life',
      description:
        'Follow one client’s Tuesday, from a new hire set up at 9:15 AM to a phishing attack stopped at 2:15 PM.',
      href: '/day-in-life',
      linkLabel: 'Follow the day',
    },
    {
      icon: 'message-square',
      title: 'Client Experience',
      description:
        'What support feels like without a ticket system: direct chat, an average response under 2 minutes and proactive fixes.',
      href: '/client-portal',
      linkLabel: 'See the experience',
    },
  ],
};

export const stats: SectionCopy<readonly [Stat, Stat, Stat, Stat]> = {
  title: 'Service you can measure',
  intro: 'The commitments behind every service on this page.',
  items: [
    { value: `${RESPONSE_MINUTES} min`, label: 'Response time' },
    { value: UPTIME_SLA, label: 'Uptime SLA' },
    { value: '24/7/365', label: 'Support' },
    { value: '500+', label: 'Businesses served' },
  ],
};

export const closing: CtaCopy = {
  title: 'Not sure which services you need?',
  text: 'Our free IT assessment reviews your security, backups, devices and spend and recommends exactly what to keep, fix and add.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'Compare IT Options', href: '/compare', variant: 'secondary' },
  ],
};
