/**
 * Every service we offer, each described once: the home page's nine cards and /services' sections
 * are chosen from here. The five with a page of their own (and emergency support) link to it; the
 * four core services are described in full on /services, so the home page sends them there.
 */
import type { Feature } from '#components/sections/types.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';

/** The services with a page of their own. */
export const specialistServices = {
  managedIt: {
    icon: 'server',
    title: 'Managed IT Services',
    description:
      'Proactive maintenance, patching and 24/7 support for every device and user, for a flat monthly fee.',
    href: '/managed-it-services',
    linkLabel: 'Explore managed IT',
  },
  cybersecurity: {
    icon: 'shield-check',
    title: 'Cybersecurity',
    description:
      'EDR, email protection, security awareness training and compliance support that stop attacks early.',
    href: '/cybersecurity-services',
    linkLabel: 'Explore cybersecurity',
  },
  cloud: {
    icon: 'cloud',
    title: 'Cloud Solutions',
    description:
      'Migrations, Microsoft 365 and Google Workspace management, backup and disaster recovery.',
    href: '/cloud-solutions',
    linkLabel: 'Explore cloud',
  },
  network: {
    icon: 'network',
    title: 'Network Architecture',
    description:
      'Fast, segmented, secure office and multi-site networks designed, installed and monitored by our engineers.',
    href: '/network-architecture-design',
    linkLabel: 'Explore network design',
  },
  ai: {
    icon: 'brain',
    title: 'AI Infrastructure & Consulting',
    description:
      'GPU clusters, MLOps pipelines and data platforms for research teams and AI startups.',
    href: '/ai-strategy',
    linkLabel: 'Explore AI strategy',
  },
  emergency: {
    icon: 'triangle-alert',
    title: 'Emergency Support',
    description:
      'A senior engineer in under 2 minutes when systems are down, day or night, with remote access and follow-up care.',
    href: '/emergency',
    linkLabel: 'Get emergency help',
  },
} as const satisfies Record<string, Feature>;

/** The services every client gets, described in full (with what each includes) on /services. */
export const coreServices = [
  {
    icon: 'hard-drive',
    title: 'IT Infrastructure Management',
    description:
      'Servers, storage and licensing kept current, documented and right-sized as you grow.',
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
      'Zero-touch laptop setup, MDM, encryption and patching across Mac, Windows and mobile.',
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
      'Friendly US-based engineers in your team chat, resolving 98% of issues on first contact.',
    bullets: [
      `${RESPONSE_MINUTES}-minute response, around the clock, every day of the year`,
      'No ticket system: your Slack or Teams channel and a 24/7 priority phone line',
      'Support for the apps your business actually runs',
      'On-site within 2 hours for critical issues',
    ],
  },
  {
    icon: 'chart-line',
    title: 'IT Strategy',
    description:
      'A quarterly roadmap, budget forecast and vCIO guidance that ties technology to business goals.',
    bullets: [
      'Quarterly business reviews with a written roadmap',
      'Twelve-month IT budget forecast with no surprises',
      'Vendor and software license reviews that cut waste',
      'Security and compliance planning for audits and insurers',
    ],
  },
] as const satisfies readonly [Feature, Feature, Feature, Feature];

/**
 * The home page's services section: nine cards, the five services with their own page first, then
 * the four core services, which link to /services.
 */
export const homeServiceCards: readonly Feature[] = [
  ...[
    specialistServices.managedIt,
    specialistServices.cybersecurity,
    specialistServices.cloud,
    specialistServices.network,
    specialistServices.ai,
  ],
  ...coreServices.map(({ icon, title, description }) => ({
    icon,
    title,
    description,
    href: '/services',
    linkLabel: 'See all services',
  })),
];
