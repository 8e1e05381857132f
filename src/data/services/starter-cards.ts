/**
 * The service cards a location or industry page shows until the marketer writes its own: each
 * card links to the service's page. A page's row overrides them once it has copy.
 */
import type { Feature } from '#components/sections/types.ts';

export const STARTER_SERVICE_CARDS = {
  managedIt: {
    icon: 'server',
    title: 'Managed IT',
    description: '24/7 monitoring, patching and help desk for every device and user.',
    href: '/managed-it-services',
    linkLabel: 'Managed IT',
  },
  cybersecurity: {
    icon: 'shield-check',
    title: 'Cybersecurity',
    description: 'EDR, email security, MFA and training, monitored 24/7.',
    href: '/cybersecurity-services',
    linkLabel: 'Cybersecurity',
  },
  cloud: {
    icon: 'cloud',
    title: 'Cloud solutions',
    description: 'Microsoft 365, Azure and AWS migrations, management and backup.',
    href: '/cloud-solutions',
    linkLabel: 'Cloud solutions',
  },
  network: {
    icon: 'network',
    title: 'Network design',
    description: 'Secure, documented office networks and Wi-Fi that reaches every desk.',
    href: '/network-architecture-design',
    linkLabel: 'Network design',
  },
} as const satisfies Record<string, Feature>;
