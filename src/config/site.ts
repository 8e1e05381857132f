/** One source of truth for the brand, contact details, navigation and default metadata. */

export interface NavLink {
  name: string;
  path: string;
}

export interface NavGroup {
  name: string;
  links: readonly NavLink[];
}

/** Minutes within which an engineer answers any request, 24/7: every page's response claim. */
export const RESPONSE_MINUTES = 15;

/** The uptime service level on the systems we manage. */
export const UPTIME_SLA = '99.9%';

export const site = {
  brand: 'Northbeam IT',
  legalName: 'Northbeam IT Services, LLC',
  tagline: 'Managed IT, cybersecurity and 24/7 support for growing businesses',
  defaultTitle: 'Managed IT Services, 24/7 IT Support & Cybersecurity',
  defaultDescription: `Northbeam IT is a US managed IT services provider: 24/7 monitoring, ${RESPONSE_MINUTES}-minute response, cybersecurity, cloud and network design for growing businesses.`,
  defaultImage: {
    path: '/og-default.png',
    width: 1200,
    height: 630,
    alt: 'Northbeam IT — managed IT services',
  },
  locale: 'en_US',
  phone: { display: '(203) 555-0142', href: 'tel:+12035550142' },
  priorityPhone: { display: '(203) 555-0199', href: 'tel:+12035550199' },
  supportEmail: 'support@example.com',
  salesEmail: 'sales@example.com',
  bookingUrl: 'https://cal.example.com/northbeam-it/30min',
  chatUrl: 'https://chat.example.com/northbeam-it',
  address: {
    streetAddress: '100 Pearl Street, Suite 1400',
    addressLocality: 'Hartford',
    addressRegion: 'CT',
    postalCode: '06103',
    addressCountry: 'US',
  },
  areaServed: 'Connecticut',
  rating: { value: 4.9, count: 127 },
  priceRange: '$$',
} as const;

export const navigation: readonly NavGroup[] = [
  {
    name: 'Services',
    links: [
      { name: 'Our Services', path: '/services' },
      { name: 'ROI Calculator', path: '/roi-calculator' },
      { name: 'Emergency Support', path: '/emergency' },
      { name: 'AI Strategy', path: '/ai-strategy' },
    ],
  },
  {
    name: 'Pricing',
    links: [
      { name: 'Pricing Calculator', path: '/pricing' },
      { name: 'Referral Program', path: '/referral-program' },
    ],
  },
  {
    name: 'Resources',
    links: [
      { name: 'Client Portal', path: '/client-portal' },
      { name: 'Insights', path: '/insights' },
      { name: 'Security Check', path: '/security-check' },
      { name: 'Day in Life', path: '/day-in-life' },
      { name: 'Partnerships', path: '/partnerships' },
    ],
  },
  {
    name: 'Company',
    links: [
      { name: 'Our Process', path: '/process' },
      { name: 'Compare IT', path: '/compare' },
      { name: 'Compliance', path: '/compliance' },
      { name: 'Blog', path: '/blog' },
      { name: 'Locations', path: '/locations' },
      { name: 'Industries', path: '/industries' },
    ],
  },
];

export const footerGroups: readonly NavGroup[] = [
  {
    name: 'Solutions',
    links: [
      { name: 'Managed IT Services', path: '/managed-it-services' },
      { name: 'Cybersecurity', path: '/cybersecurity-services' },
      { name: 'Cloud Solutions', path: '/cloud-solutions' },
      { name: 'Network Design', path: '/network-architecture-design' },
      { name: 'AI Strategy', path: '/ai-strategy' },
    ],
  },
  {
    name: 'Tools',
    links: [
      { name: 'Pricing Calculator', path: '/pricing' },
      { name: 'ROI Calculator', path: '/roi-calculator' },
      { name: 'Security Check', path: '/security-check' },
      { name: 'Compare IT', path: '/compare' },
    ],
  },
  {
    name: 'Company',
    links: [
      { name: 'Our Process', path: '/process' },
      { name: 'Insights', path: '/insights' },
      { name: 'Blog', path: '/blog' },
      { name: 'Locations', path: '/locations' },
      { name: 'Industries', path: '/industries' },
      { name: 'System Status', path: '/transparency' },
      { name: 'Contact', path: '/contact' },
    ],
  },
];
