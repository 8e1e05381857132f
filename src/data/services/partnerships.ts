/** Copy of /partnerships: six partner cards with capabilities and three benefits. */
import type { Feature } from '#components/sections/types.ts';
import type { Partner, ServicePageHead } from '#components/services/types.ts';

export const head: ServicePageHead = {
  path: '/partnerships',
  title: 'Technology Partnerships',
  description:
    'Our partners Cisco Meraki, Microsoft, Google Workspace, Pax8, Lumen and Fortinet mean certified engineers, partner pricing and direct vendor escalation.',
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'Partnerships', path: '/partnerships' },
  ],
  hero: {
    eyebrow: 'Partnerships',
    title: 'Partners that make our service stronger',
    intro:
      'We hold certified partnerships with the vendors behind your network, your productivity suite, your cloud licensing, your internet circuits and your firewall, so problems get solved at the source.',
    actions: [
      { label: 'Talk to Our Team', href: '/contact' },
      { label: 'Network Design', href: '/network-architecture-design', variant: 'secondary' },
    ],
  },
};

/** Cisco Meraki, Lumen and Fortinet are also the network page's three technology partners. */
export const partners = {
  meraki: {
    icon: 'network',
    name: 'Cisco Meraki',
    category: 'Networking',
    credential: 'Meraki Certified Partner',
    description:
      'Cloud-managed switches, wireless and SD-WAN that our engineers configure and monitor from one dashboard for every client site.',
    capabilities: [
      'Multi-site SD-WAN and automatic VPN between offices',
      'Wi-Fi 6E design with guest and device segmentation',
      'Remote troubleshooting of any port or access point',
    ],
  },
  microsoft: {
    icon: 'award',
    name: 'Microsoft',
    category: 'Cloud productivity',
    credential: 'Microsoft Solutions Partner',
    description:
      'Microsoft 365 and Azure licensing, deployment and security, with escalation paths straight into Microsoft support.',
    capabilities: [
      'Microsoft 365 tenant setup, migration and hardening',
      'Intune device management and Entra ID conditional access',
      'Azure workloads, backup and cost optimization',
    ],
  },
  google: {
    icon: 'globe',
    name: 'Google Workspace',
    category: 'Cloud productivity',
    credential: 'Google Workspace Partner',
    description:
      'Gmail, Drive and Meet for teams that live in the browser, set up securely and managed alongside the rest of your IT.',
    capabilities: [
      'Migrations from Microsoft 365 or on-premises mail',
      'Context-aware access and data loss prevention rules',
      'Chromebook and browser management',
    ],
  },
  pax8: {
    icon: 'cloud',
    name: 'Pax8',
    category: 'Cloud distribution',
    credential: 'Pax8 Partner',
    description:
      'Our cloud marketplace for software licenses, so you buy month to month at partner pricing and never overpay for unused seats.',
    capabilities: [
      'Monthly or annual licensing with one consolidated invoice',
      'Licenses added or removed the same day as a hire or departure',
      'Quarterly license review to cut unused subscriptions',
    ],
  },
  lumen: {
    icon: 'zap',
    name: 'Lumen',
    category: 'Fiber connectivity',
    credential: 'Lumen Channel Partner',
    description:
      'Dedicated fiber internet and private connections between offices, ordered, installed and monitored by us.',
    capabilities: [
      'Dedicated internet access from 100 Mbps to 10 Gbps',
      'Diverse backup circuits for offices that cannot go offline',
      'Carrier escalation handled by us, not by you',
    ],
  },
  fortinet: {
    icon: 'shield-check',
    name: 'Fortinet',
    category: 'Security',
    credential: 'Fortinet Engage Partner',
    description:
      'Next-generation firewalls and secure access that protect every office edge and every remote worker.',
    capabilities: [
      'FortiGate firewalls with intrusion prevention and web filtering',
      'Zero-trust remote access for staff working from home',
      'Security event logs fed into our 24/7 monitoring',
    ],
  },
} as const satisfies Record<string, Partner>;

export const partnerCards: readonly Partner[] = [
  partners.meraki,
  partners.microsoft,
  partners.google,
  partners.pax8,
  partners.lumen,
  partners.fortinet,
];

export const benefits: readonly Feature[] = [
  {
    icon: 'graduation-cap',
    title: 'Certified expertise',
    description:
      'Our engineers train and certify on each partner’s platform, so your systems are designed and supported the way the vendor intends.',
  },
  {
    icon: 'dollar-sign',
    title: 'Partner pricing',
    description:
      'Partner discounts on hardware, licenses and circuits are passed on to you and shown line by line on your invoice.',
  },
  {
    icon: 'headphones',
    title: 'Direct vendor escalation',
    description:
      'When a problem sits with the vendor, we open the case on partner channels and stay on it until it is fixed; you never wait on hold.',
  },
];
