/** The fixed New York City page: fuller than the database cities, with pricing and service levels. */
import { locationActions } from './actions.ts';
import { pricingTiers, slaCommitments, slaRows } from './service-levels.ts';
import type { LocationView } from './types.ts';
import { RESPONSE_MINUTES, UPTIME_SLA } from '#config/site.ts';

export const newYork: LocationView = {
  slug: 'new-york-ny',
  city: 'New York',
  state: 'NY',
  metaTitle: 'Managed IT Services in New York City',
  metaDescription: `Managed IT and cybersecurity for Manhattan firms: ${RESPONSE_MINUTES}-minute response, on-site within 2 hours, SHIELD Act and NYDFS-ready controls, transparent pricing.`,
  intro: `From Midtown law firms and Flatiron startups to FiDi financial firms, New York businesses work fast and expect their technology to keep up. Northbeam IT gives Manhattan offices a US-based team that answers in ${RESPONSE_MINUTES} minutes, engineers who reach any office below 96th Street within two hours for critical issues, and security controls that satisfy the NY SHIELD Act, NYDFS Part 500 and the clients who send you security questionnaires.`,
  areas: [
    'Midtown',
    'Financial District',
    'Flatiron and NoMad',
    'Hudson Yards',
    'SoHo and Tribeca',
  ],
  stats: [
    { value: `${RESPONSE_MINUTES} min`, label: 'Response time, 24/7' },
    { value: '2 hrs', label: 'On site for critical issues' },
    { value: UPTIME_SLA, label: 'Uptime SLA' },
    { value: '100%', label: 'US-based engineers' },
  ],
  highlights: [
    {
      icon: 'landmark',
      title: 'NYDFS and SHIELD Act ready',
      description:
        'Licensed financial firms get the Part 500 controls — MFA, asset inventory, access reviews, annual certification evidence — and everyone gets a documented SHIELD Act program.',
    },
    {
      icon: 'building',
      title: 'Built for shared Manhattan buildings',
      description:
        'We coordinate with building management for riser access, telecom rooms and after-hours work, and design networks for floors where forty neighbors share the airwaves.',
    },
    {
      icon: 'rocket',
      title: 'Startups that grow every month',
      description:
        'Flatiron and Hudson Yards companies onboard new hires on day one with zero-touch laptops, and reach SOC 2 readiness in three to six months.',
    },
  ],
  services: [
    {
      icon: 'shield-check',
      title: 'NYDFS Part 500 compliance',
      description:
        'Risk assessment, MFA everywhere, privileged access management, asset inventory and the evidence your CISO needs for the annual certification.',
      href: '/compliance',
      linkLabel: 'Compliance support',
    },
    {
      icon: 'briefcase',
      title: 'IT for Midtown law firms',
      description:
        'Document management, litigation support workstations and encrypted client communication, with upgrades scheduled around trial calendars.',
      href: '/industries/law-firms',
      linkLabel: 'IT for law firms',
    },
    {
      icon: 'wifi',
      title: 'Office Wi-Fi in crowded towers',
      description:
        'Surveyed, channel-planned wireless and dual internet circuits from different carriers, so a Con Edison street dig does not take the office offline.',
      href: '/network-architecture-design',
      linkLabel: 'Network design',
    },
    {
      icon: 'laptop',
      title: 'Hybrid and remote teams',
      description:
        'Managed laptops, secure access from home and co-working spaces, and a help desk reachable in Slack or Teams wherever your people work.',
      href: '/managed-it-services',
      linkLabel: 'Managed IT',
    },
  ],
  faqs: [
    {
      question: 'How fast can an engineer get to our Manhattan office?',
      answer: `Remote help starts within ${RESPONSE_MINUTES} minutes, 24/7. For critical issues we commit to an engineer on site within two hours anywhere below 96th Street, and we plan after-hours work with your building management.`,
    },
    {
      question: 'Do you help with NYDFS Part 500?',
      answer:
        'Yes. For DFS-licensed firms we implement and document the required controls — MFA, access privileges, asset inventory, vulnerability management, incident response and business continuity — and assemble the evidence for the annual compliance certification.',
    },
    {
      question: 'What does managed IT cost for a New York office?',
      answer:
        'The same transparent pricing everywhere: $2,500 per month for up to 25 users, $90 per user from 26 to 99 users and $75 per user from 100 users. Projects such as office moves are quoted up front.',
    },
    {
      question: 'We are moving offices in Manhattan. When should we involve you?',
      answer:
        'At least 90 days before the move. New internet circuits in Manhattan buildings often take 60 to 90 days, and cabling must be designed before construction closes the ceilings.',
    },
    {
      question: 'Is your help desk really in the United States?',
      answer:
        'Yes. Every engineer is a Northbeam IT employee based in the United States. There is no offshore call center and no ticket queue: you message or call, and a person answers.',
    },
  ],
  actions: locationActions,
  pricing: {
    intro:
      'Flat, published pricing with everything included: monitoring, help desk, security and planning. No hourly billing and no surprise invoices.',
    tiers: pricingTiers,
  },
  sla: {
    intro: `Every request is answered by an engineer within ${RESPONSE_MINUTES} minutes, day or night. What happens next depends on how badly it affects your business.`,
    rows: slaRows,
    commitments: slaCommitments,
  },
};
