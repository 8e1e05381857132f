/** Copy of the system status page at /transparency: status, support metrics against targets, updates. */
import type { Stat } from '#components/sections/types.ts';
import type { ServicePageHead, StatusUpdate } from '#components/services/types.ts';
import type { ServiceMetric } from '#lib/status/service-metrics.ts';

export const head: ServicePageHead = {
  path: '/transparency',
  title: 'System Status & Support Metrics',
  description:
    'Our system status and support metrics: 1.8-minute first response, 98% resolution rate, 4.9/5 satisfaction and 99.9% SLA compliance against targets.',
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'System Status', path: '/transparency' },
  ],
  hero: {
    eyebrow: 'Transparency',
    title: 'System Status',
    intro:
      'We publish how our support actually performs, next to the targets we hold ourselves to, so you never have to take our service levels on faith.',
    actions: [
      { label: 'Talk to Our Team', href: '/contact' },
      { label: 'See How We Work', href: '/process', variant: 'secondary' },
    ],
  },
};

export const overview: readonly Stat[] = [
  { value: 'Operational', label: 'System Status', detail: 'Monitoring, help desk and phone line' },
  { value: '1.8 min', label: 'Response Time', detail: 'Average first response' },
  { value: '0', label: 'Active Incidents', detail: 'Client-affecting incidents open' },
  { value: '12', label: 'Team Available', detail: 'US-based engineers on shift' },
];

export const supportMetrics: readonly ServiceMetric[] = [
  { name: 'First response', value: 1.8, unit: ' min', target: { direction: 'under', value: 5 } },
  { name: 'Resolution rate', value: 98, unit: '%', target: { direction: 'over', value: 95 } },
  {
    name: 'Client satisfaction',
    value: 4.9,
    unit: '/5',
    target: { direction: 'over', value: 4.5 },
  },
  { name: 'SLA compliance', value: 99.9, unit: '%', target: { direction: 'over', value: 99.5 } },
];

export const recentUpdates: readonly StatusUpdate[] = [
  {
    date: '2025-01-18',
    kind: 'Maintenance',
    title: 'Firewall firmware rolled out to all client sites',
    summary:
      'Security firmware was installed on every managed firewall overnight between 11 PM and 3 AM Eastern, site by site, with no client-reported downtime.',
  },
  {
    date: '2025-01-14',
    kind: 'Improvement',
    title: 'Second priority phone line added for after-hours calls',
    summary:
      'Calls to the priority line after 6 PM now ring two on-call engineers at once, which brought the after-hours first response down from 2.6 to 1.9 minutes.',
  },
  {
    date: '2025-01-09',
    kind: 'Resolved',
    title: 'Email delivery delays from an upstream provider',
    summary:
      'Outbound mail for some Microsoft 365 tenants was delayed by up to 40 minutes. We rerouted affected clients within 25 minutes and confirmed full delivery the same afternoon.',
  },
];
