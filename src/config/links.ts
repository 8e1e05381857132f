/**
 * The site's pages, one name each, and the sections /search lists. The header's menus and the
 * footer's columns are content, edited in the admin: the menus page document
 * (src/lib/pages/documents/menus.ts, seeded from content/seed/pages/menus.json).
 */

export interface NavLink {
  name: string;
  path: string;
}

export interface NavGroup {
  name: string;
  links: readonly NavLink[];
}

/**
 * The site's own pages, each with the one name the link lists give it: /search's sections choose
 * from here, and the admin offers them to link fields and the editor's link dialog.
 */
export const pageLinks = {
  services: { name: 'Our Services', path: '/services' },
  managedIt: { name: 'Managed IT Services', path: '/managed-it-services' },
  cybersecurity: { name: 'Cybersecurity', path: '/cybersecurity-services' },
  cloud: { name: 'Cloud Solutions', path: '/cloud-solutions' },
  network: { name: 'Network Design', path: '/network-architecture-design' },
  aiStrategy: { name: 'AI Strategy', path: '/ai-strategy' },
  emergency: { name: 'Emergency Support', path: '/emergency' },
  roiCalculator: { name: 'ROI Calculator', path: '/roi-calculator' },
  pricing: { name: 'Pricing Calculator', path: '/pricing' },
  referral: { name: 'Referral Program', path: '/referral-program' },
  clientPortal: { name: 'Client Portal', path: '/client-portal' },
  insights: { name: 'Insights', path: '/insights' },
  securityCheck: { name: 'Security Check', path: '/security-check' },
  dayInLife: { name: 'Day in Life', path: '/day-in-life' },
  partnerships: { name: 'Partnerships', path: '/partnerships' },
  process: { name: 'Our Process', path: '/process' },
  compare: { name: 'Compare IT', path: '/compare' },
  compliance: { name: 'Compliance', path: '/compliance' },
  blog: { name: 'Blog', path: '/blog' },
  locations: { name: 'Locations', path: '/locations' },
  industries: { name: 'Industries', path: '/industries' },
  status: { name: 'System Status', path: '/transparency' },
  contact: { name: 'Contact', path: '/contact' },
} as const satisfies Record<string, NavLink>;

const to = pageLinks;

/** The main sections /search lists for visitors without JavaScript. */
export const searchSections: readonly NavGroup[] = [
  {
    name: 'Services',
    links: [to.services, to.managedIt, to.cybersecurity, to.cloud, to.network, to.emergency],
  },
  { name: 'Articles', links: [to.insights, to.blog] },
  { name: 'Where and who we serve', links: [to.locations, to.industries] },
  { name: 'Tools and company', links: [to.pricing, to.securityCheck, to.compliance, to.contact] },
];
