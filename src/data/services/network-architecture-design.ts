/** Copy of /network-architecture-design: services, components, phases, partners, results. */
import type { Feature, Stat, Step } from '#components/sections/types.ts';
import type { Partner, ServicePageHead } from '#components/services/types.ts';
import { partners } from './partnerships.ts';
import { UPTIME_SLA } from '#config/site.ts';

export const head: ServicePageHead = {
  path: '/network-architecture-design',
  title: 'Network Architecture & Design',
  description: `Network architecture and design for offices and multi-site businesses: assessment, design, installation and 24/7 monitoring for ${UPTIME_SLA} uptime.`,
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'Network Architecture & Design', path: '/network-architecture-design' },
  ],
  hero: {
    eyebrow: 'Network architecture & design',
    title: 'A network designed for how your business works',
    intro:
      'Fast, segmented and secure networks for single offices and multi-site businesses, designed by our engineers, installed by our team and monitored around the clock.',
    actions: [
      { label: 'Request a Network Assessment', href: '/contact' },
      { label: 'Calculate Your ROI', href: '/roi-calculator', variant: 'secondary' },
      { label: 'Our Technology Partners', href: '/partnerships', variant: 'secondary' },
    ],
  },
  service: {
    name: 'Network Architecture & Design',
    serviceType: 'Network design and installation',
  },
};

export const services: readonly Feature[] = [
  {
    icon: 'network',
    title: 'Network Design',
    description:
      'Topology, addressing, VLANs and redundancy planned on paper first, documented in diagrams you keep.',
  },
  {
    icon: 'building',
    title: 'Office Buildouts & Moves',
    description:
      'Cabling, racks, switches and Wi-Fi for a new or moved office, operational in 1-2 weeks from the lease signing to the first login.',
  },
  {
    icon: 'git-branch',
    title: 'Multi-Site Connectivity',
    description:
      'SD-WAN and site-to-site VPNs that link branches, warehouses and home offices with automatic failover.',
  },
  {
    icon: 'activity',
    title: 'Network Monitoring',
    description:
      'Every switch, access point, firewall and circuit watched 24/7, with alerts acted on before users notice a slowdown.',
  },
];

export const componentCategories: readonly Feature[] = [
  {
    icon: 'server',
    title: 'Switching & Routing',
    description: 'The core of the network, sized for today with room for the next five years.',
    bullets: [
      'Layer 3 core and access switches',
      'Power over Ethernet for phones and cameras',
      'Redundant uplinks',
    ],
  },
  {
    icon: 'wifi',
    title: 'Wireless',
    description: 'Coverage planned from a site survey, not guessed from a floor plan.',
    bullets: [
      'Wi-Fi 6E access points',
      'Separate staff, guest and device networks',
      'Roaming without dropped calls',
    ],
  },
  {
    icon: 'shield',
    title: 'Security',
    description: 'Protection at the edge and inside the network, not just at the front door.',
    bullets: [
      'Next-generation firewalls',
      'Network segmentation and access control',
      'Zero-trust remote access',
    ],
  },
  {
    icon: 'zap',
    title: 'Connectivity & Cabling',
    description: 'The physical layer that everything else depends on, labelled and documented.',
    bullets: [
      'Dedicated fiber and backup circuits',
      'Cat 6A structured cabling',
      'Rack, power and UPS design',
    ],
  },
];

export const phases: readonly Step[] = [
  {
    title: 'Assessment',
    duration: '1-2 weeks',
    description:
      'A site survey, traffic analysis and review of your current equipment, circuits and pain points.',
  },
  {
    title: 'Design',
    duration: '2-3 weeks',
    description:
      'Architecture, diagrams, bill of materials and a fixed quote, reviewed with you before anything is ordered.',
  },
  {
    title: 'Procurement & Staging',
    duration: '1-2 weeks',
    description:
      'Hardware ordered at partner pricing, configured and tested in our lab so installation day holds no surprises.',
  },
  {
    title: 'Implementation',
    duration: '4-8 weeks',
    description:
      'Cabling, installation and cutover, scheduled outside working hours, followed by documentation and handover to 24/7 monitoring.',
  },
];

/** The three partners behind the network page; their full cards are on /partnerships. */
export const technologyPartners: readonly Partner[] = [
  partners.meraki,
  partners.fortinet,
  partners.lumen,
];

export const results: readonly Stat[] = [
  { value: '65%', label: 'better network performance', detail: 'Average after a redesign' },
  { value: '80%', label: 'less downtime', detail: 'Compared with the year before' },
  { value: '45%', label: 'less management overhead', detail: 'One dashboard for every site' },
  { value: UPTIME_SLA, label: 'uptime', detail: 'On networks we design and monitor' },
];
