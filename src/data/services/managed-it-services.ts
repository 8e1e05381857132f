/** Copy of /managed-it-services: explanation, tiers, industries, stories and FAQ. */
import type { FaqEntry, Feature } from '#components/sections/types.ts';
import type { ServicePageHead, SuccessStory } from '#components/services/types.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';

export { pricingTiers as tiers } from '#data/locations/service-levels.ts';

export const head: ServicePageHead = {
  path: '/managed-it-services',
  title: 'Managed IT Services',
  description: `Managed IT services with 24/7 monitoring, ${RESPONSE_MINUTES}-minute response and transparent pricing from $2,500/month, or $90 and $75 per user per month for larger teams.`,
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'Managed IT Services', path: '/managed-it-services' },
  ],
  hero: {
    eyebrow: 'Managed IT services',
    title: 'Your complete IT department for one monthly price',
    intro: `Northbeam IT monitors, maintains, secures and supports every device, account and system you run, with a US-based engineer answering within ${RESPONSE_MINUTES} minutes, 24/7/365.`,
    actions: [
      { label: 'Get Free IT Assessment', href: '/contact' },
      { label: 'See Pricing', href: '/pricing', variant: 'secondary' },
    ],
  },
  service: { name: 'Managed IT Services', serviceType: 'Managed IT services' },
};

/** What "managed IT" means here, in the three parts clients ask about. */
export const explanation: readonly Feature[] = [
  {
    icon: 'activity',
    title: 'Proactive, not reactive',
    description:
      'Monitoring agents on every server, laptop and firewall alert us to failing disks, missed patches and full mailboxes, and we fix them before they stop anyone working.',
  },
  {
    icon: 'message-square',
    title: 'Support without tickets',
    description: `Message us in your Slack or Teams channel or call the priority line. An engineer answers within ${RESPONSE_MINUTES} minutes and stays with the problem until it is solved.`,
  },
  {
    icon: 'dollar-sign',
    title: 'One predictable bill',
    description:
      'Help desk, patching, security tools, backups, onboarding and strategy are included in one fixed monthly price. No hourly billing, no surprise invoices.',
  },
];

export const industries: readonly Feature[] = [
  {
    icon: 'scale',
    title: 'Law Firms',
    description:
      'Document management, encrypted client communication and ethical-wall access controls, with support that answers between court dates.',
    href: '/industries/law-firms',
    linkLabel: 'IT for law firms',
  },
  {
    icon: 'heart-pulse',
    title: 'Healthcare',
    description:
      'HIPAA risk assessments, encrypted devices and EHR uptime for practices and clinics, with signed business associate agreements.',
    href: '/industries/healthcare',
    linkLabel: 'IT for healthcare',
  },
  {
    icon: 'landmark',
    title: 'Financial Services',
    description:
      'SEC and FINRA-ready controls, archived communications and tested disaster recovery for advisors, funds and accounting firms.',
    href: '/industries/financial-services',
    linkLabel: 'IT for financial services',
  },
  {
    icon: 'rocket',
    title: 'VC-Backed Startups',
    description:
      'Identity-first IT, laptops shipped ready on day one and SOC 2 Type II readiness in 3-6 months for fast-growing teams.',
    href: '/industries/vc-backed-startups',
    linkLabel: 'IT for startups',
  },
];

export const successStories: readonly SuccessStory[] = [
  {
    client: 'A 40-person accounting firm in Hartford',
    industry: 'Financial services',
    challenge:
      'Tax season kept crashing an aging file server, and their one-person IT contractor could not answer calls during the busiest weeks of the year.',
    solution:
      'We moved files to SharePoint with offline sync, replaced the server with a monitored backup appliance and put every partner on the priority line.',
    results: [
      { value: '0', label: 'hours of downtime last tax season' },
      { value: '42%', label: 'lower annual IT spend' },
      { value: '12 min', label: 'average response time' },
    ],
  },
  {
    client: 'A three-location dental group in Fairfield County',
    industry: 'Healthcare',
    challenge:
      'A failed HIPAA risk assessment, unencrypted laptops and a cyber insurance renewal that required MFA and EDR within 60 days.',
    solution:
      'We encrypted every device, rolled out MFA and EDR across all three offices in three weeks and documented the controls for the insurer.',
    results: [
      { value: '3 weeks', label: 'to meet the insurer’s requirements' },
      { value: '100%', label: 'of devices encrypted' },
      { value: '18%', label: 'lower insurance premium' },
    ],
  },
];

export const faqs: readonly FaqEntry[] = [
  {
    question: 'What is included in managed IT services?',
    answer: `Everything a good internal IT department does: 24/7 monitoring and patching, unlimited help desk support with a ${RESPONSE_MINUTES}-minute response, security tools such as EDR and email protection, monitored backups, onboarding and offboarding, vendor management and a quarterly IT roadmap.`,
  },
  {
    question: 'How much do managed IT services cost?',
    answer: `Essential is a flat $2,500 per month for up to 25 users. Professional is $90 per user per month for 26 to 99 users, and Enterprise is $75 per user per month for 100 users or more with a ${RESPONSE_MINUTES}-minute response service level in writing. The pricing calculator shows your exact figure.`,
  },
  {
    question: 'How quickly do you respond when something breaks?',
    answer: `A US-based engineer responds within ${RESPONSE_MINUTES} minutes, 24/7/365, through your team chat channel or the priority phone line. For critical issues we are on site within 2 hours anywhere in our Connecticut and New York service area.`,
  },
  {
    question: 'How long does it take to switch from our current IT provider?',
    answer:
      'Most offices are fully onboarded and operational with us in 1-2 weeks. We collect passwords and documentation, deploy our monitoring and security agents, and coordinate the handover with your current provider so nothing is dropped.',
  },
];
