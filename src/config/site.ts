/** One source of truth for the brand, contact details and default metadata (the link lists: links.ts). */

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
