/**
 * The brand and what the code needs of it. The facts a marketer changes (phones, emails, booking and
 * chat links, the address, claims and prices) are in the Settings document (src/lib/pages/documents/
 * settings.ts), edited in the admin; the link lists are in links.ts.
 */
export const site = {
  brand: 'Northbeam IT',
  legalName: 'Northbeam IT Services, LLC',
  defaultImage: {
    path: '/og-default.png',
    width: 1200,
    height: 630,
    alt: 'Northbeam IT — managed IT services',
  },
  locale: 'en_US',
  addressCountry: 'US',
  priceRange: '$$',
} as const;
