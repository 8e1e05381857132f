/** Pricing tiers and service levels shown on the fuller city pages (tiers and claims in docs/product-rules.md). */
import type { PricingTier, SlaRow } from './types.ts';
import { RESPONSE_MINUTES, UPTIME_SLA } from '#config/site.ts';

export const pricingTiers: readonly PricingTier[] = [
  {
    name: 'Essential',
    price: '$2,500/month',
    users: 'Up to 25 users',
    features: [
      '24/7 monitoring and patching',
      `Unlimited remote help desk, ${RESPONSE_MINUTES}-minute response`,
      'EDR, email security and MFA on every account',
      'Monitored, tested backups',
    ],
  },
  {
    name: 'Professional',
    price: '$90/user/month',
    users: '26 to 99 users',
    features: [
      'Everything in Essential',
      'On-site support within 2 hours for critical issues',
      'Quarterly business reviews and IT roadmap',
      'Onboarding and offboarding included',
    ],
    popular: true,
  },
  {
    name: 'Enterprise',
    price: '$75/user/month',
    users: '100 users or more',
    features: [
      'Everything in Professional',
      `${RESPONSE_MINUTES}-minute response service level in writing`,
      'Dedicated account engineer',
      'Compliance evidence for SOC 2, HIPAA and SEC exams',
    ],
  },
];

export const slaRows: readonly SlaRow[] = [
  {
    priority: 'Critical',
    example: 'Office down, ransomware, trading or EHR system unavailable',
    response: `${RESPONSE_MINUTES} minutes, 24/7`,
    resolution: 'Engineer assigned until fixed; on site within 2 hours',
  },
  {
    priority: 'High',
    example: 'A team cannot work, VPN or a shared printer fleet down',
    response: `${RESPONSE_MINUTES} minutes, 24/7`,
    resolution: 'Workaround within 4 hours',
  },
  {
    priority: 'Normal',
    example: 'One user’s laptop, a mailbox or application issue',
    response: `${RESPONSE_MINUTES} minutes, 24/7`,
    resolution: 'Same business day',
  },
  {
    priority: 'Planned',
    example: 'New hire setup, access change, software request',
    response: `Acknowledged within ${RESPONSE_MINUTES} minutes`,
    resolution: 'Scheduled with you, usually within 2 business days',
  },
];

export const slaCommitments = [
  `${UPTIME_SLA} uptime SLA on the systems we manage`,
  'Service credits when we miss a response time',
  'Monthly report of real response and resolution times',
  '100% US-based engineers, no offshore call center',
] as const;
