/** Copy of the home page. */
import type { Feature, Testimonial } from '#components/sections/types.ts';
import { RESPONSE_MINUTES, UPTIME_SLA, site } from '#config/site.ts';

export const heroBadges = [
  `${RESPONSE_MINUTES}-minute response time`,
  `${UPTIME_SLA} uptime SLA`,
  '100% US-based team',
  'Transparent monthly pricing',
  '500+ businesses served',
] as const;

export const hero = {
  eyebrow: 'Managed IT services for growing businesses',
  title: `IT support that answers in ${RESPONSE_MINUTES} minutes, not 15 tickets`,
  intro:
    'Northbeam IT monitors, secures and supports your technology 24/7 for one predictable monthly price. Message our US-based engineers in Slack or Teams, or call the priority line — no ticket queue, ever.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'View Pricing', href: site.bookingUrl, variant: 'secondary', external: true },
  ],
} as const;

export const features: readonly Feature[] = [
  {
    icon: 'activity',
    title: '24/7 Monitoring',
    description:
      'Every server, laptop, firewall and cloud tenant is watched around the clock, so most problems are fixed before anyone notices.',
  },
  {
    icon: 'clock',
    title: `${RESPONSE_MINUTES}-Minute Response`,
    description: `A real engineer picks up every request within ${RESPONSE_MINUTES} minutes, day or night, and stays with it until it is solved.`,
  },
  {
    icon: 'message-square',
    title: 'No Ticket System',
    description:
      'Reach us where you already work: a shared Slack or Teams channel and a priority phone line. No portals, no queues.',
  },
  {
    icon: 'dollar-sign',
    title: 'Transparent Pricing',
    description:
      'One fixed monthly price per user with everything included. No hourly billing, no surprise invoices, no hidden fees.',
  },
];

/** Partner badges: named by category, since the brand and its partners are fictional. */
export const partnerBadges = [
  { icon: 'award', name: 'Microsoft Solutions Partner', detail: 'Software vendor partner' },
  { icon: 'network', name: 'Cisco Meraki Certified', detail: 'Networking vendor certification' },
  { icon: 'laptop', name: 'Apple Certified Support', detail: 'Device vendor certification' },
  {
    icon: 'badge-check',
    name: 'CompTIA Security Trustmark+',
    detail: 'Industry certification body approval',
  },
] as const;

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Managing Partner',
    company: 'Mitchell & Associates Law',
    content:
      'Northbeam moved our firm to a secure cloud setup over one weekend and we have not had a single hour of downtime since. When something comes up, an engineer answers in our Teams channel within minutes.',
  },
  {
    name: 'David Chen',
    role: 'Chief Operating Officer',
    company: 'Harborview Family Health',
    content:
      'They took us through our HIPAA risk assessment, rolled out device encryption across three clinics, and cut our IT spend by a third. It finally feels like we have an IT department that is on our side.',
  },
];
