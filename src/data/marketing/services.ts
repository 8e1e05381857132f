/**
 * Copy of /services (nav "Our Services"): every service we offer. The five with their own
 * page link there; the four the home page sends here are described in full on this page.
 */
import type { Feature, Stat } from '#components/sections/types.ts';
import type { CtaCopy, MarketingPageCopy, SectionCopy } from '#components/marketing/types.ts';
import { RESPONSE_MINUTES, UPTIME_SLA } from '#config/site.ts';

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
  items: [
    {
      icon: 'hard-drive',
      title: 'IT Infrastructure Management',
      description:
        'Servers, storage, backups and licenses kept current, documented and right-sized as you grow.',
      bullets: [
        'Patching and firmware updates on a published schedule',
        'Capacity planning before disks or licenses run out',
        'Backups tested by monthly restore drills',
        'Full documentation you own, from diagrams to vendor contacts',
      ],
    },
    {
      icon: 'laptop',
      title: 'Device & Endpoint Management',
      description:
        'Every Mac, Windows PC, phone and tablet enrolled, encrypted and protected, wherever your people work.',
      bullets: [
        'Zero-touch setup: laptops ship ready to sign in',
        'Mobile device management (MDM) and disk encryption',
        'Endpoint detection and response (EDR) on every device',
        'Remote lock and wipe for lost or stolen devices',
      ],
    },
    {
      icon: 'headphones',
      title: 'Help Desk',
      description:
        'Friendly US-based engineers in your Slack or Teams channel and on a 24/7 priority phone line — no ticket system.',
      bullets: [
        `${RESPONSE_MINUTES}-minute response, around the clock, every day of the year`,
        '98% of issues resolved on first contact',
        'Support for the apps your business actually runs',
        'On-site within 2 hours for critical issues',
      ],
    },
    {
      icon: 'chart-line',
      title: 'IT Strategy',
      description:
        'A virtual CIO who ties technology to your business goals, your budget and your compliance obligations.',
      bullets: [
        'Quarterly business reviews with a written roadmap',
        'Twelve-month IT budget forecast with no surprises',
        'Vendor and software license reviews that cut waste',
        'Security and compliance planning for audits and insurers',
      ],
    },
  ],
};

export const specialistServices: SectionCopy<readonly Feature[]> = {
  title: 'Specialist services',
  intro: 'Deeper expertise when your business needs more than day-to-day support.',
  items: [
    {
      icon: 'server',
      title: 'Managed IT Services',
      description:
        'Proactive maintenance, 24/7 monitoring and support for every device and user, in three transparent tiers.',
      href: '/managed-it-services',
      linkLabel: 'Explore managed IT',
    },
    {
      icon: 'shield-check',
      title: 'Cybersecurity',
      description:
        'EDR, email protection, security awareness training and HIPAA, SOX, PCI DSS and SOC 2 compliance support.',
      href: '/cybersecurity-services',
      linkLabel: 'Explore cybersecurity',
    },
    {
      icon: 'cloud',
      title: 'Cloud Solutions',
      description:
        'Migration, management, security and backup for your productivity suite and cloud platforms.',
      href: '/cloud-solutions',
      linkLabel: 'Explore cloud',
    },
    {
      icon: 'network',
      title: 'Network Architecture',
      description:
        'Fast, segmented, secure office and multi-site networks designed, installed and monitored by our engineers.',
      href: '/network-architecture-design',
      linkLabel: 'Explore network design',
    },
    {
      icon: 'brain',
      title: 'AI Infrastructure & Consulting',
      description:
        'GPU clusters, MLOps pipelines and data platforms for research teams, AI startups and enterprise ML teams.',
      href: '/ai-strategy',
      linkLabel: 'Explore AI strategy',
    },
    {
      icon: 'triangle-alert',
      title: 'Emergency Support',
      description:
        'A senior engineer in under 2 minutes when systems are down, day or night, with remote access and follow-up care.',
      href: '/emergency',
      linkLabel: 'Get emergency help',
    },
  ],
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
