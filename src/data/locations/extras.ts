/**
 * What the fuller city pages (New York, Brooklyn) show beyond their row: local figures, pricing and
 * service levels. Their editable copy (intro, areas, highlights, services, FAQs) is in the row like
 * every other city's; these sections join it when the row is published.
 */
import type { LocationView } from './types.ts';
import { pricingTiers, slaCommitments, slaRows } from './service-levels.ts';
import { RESPONSE_MINUTES, UPTIME_SLA } from '#config/site.ts';

export type LocationExtras = Pick<LocationView, 'stats' | 'pricing' | 'sla'>;

const responseStats = [
  { value: `${RESPONSE_MINUTES} min`, label: 'Response time, 24/7' },
  { value: '2 hrs', label: 'On site for critical issues' },
  { value: UPTIME_SLA, label: 'Uptime SLA' },
] as const;

export const LOCATION_EXTRAS: Readonly<Record<string, LocationExtras>> = {
  'new-york-ny': {
    stats: [...responseStats, { value: '100%', label: 'US-based engineers' }],
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
  },
  'brooklyn-ny': {
    stats: [...responseStats, { value: '5+ users', label: 'Teams we support' }],
    pricing: {
      intro:
        'The same published pricing as everywhere we work, with no premium for being in the city and no extra charge for on-site visits.',
      tiers: pricingTiers,
    },
    sla: {
      intro: `An engineer answers every request within ${RESPONSE_MINUTES} minutes. Critical issues get an engineer on site within two hours.`,
      rows: slaRows,
      commitments: slaCommitments,
    },
  },
};
