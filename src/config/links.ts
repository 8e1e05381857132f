/** The site's link lists: one name per page, and the header, footer and /search chosen from it. */

export interface NavLink {
  name: string;
  path: string;
}

export interface NavGroup {
  name: string;
  links: readonly NavLink[];
}

/**
 * Every page the site's link lists lead to, each with the one name they all give it: the header's
 * navigation, the footer and the /search page's sections are chosen from here.
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

/** The header's menus. */
export const navigation: readonly NavGroup[] = [
  { name: 'Services', links: [to.services, to.roiCalculator, to.emergency, to.aiStrategy] },
  { name: 'Pricing', links: [to.pricing, to.referral] },
  {
    name: 'Resources',
    links: [to.clientPortal, to.insights, to.securityCheck, to.dayInLife, to.partnerships],
  },
  {
    name: 'Company',
    links: [to.process, to.compare, to.compliance, to.blog, to.locations, to.industries],
  },
];

export const footerGroups: readonly NavGroup[] = [
  {
    name: 'Solutions',
    links: [to.managedIt, to.cybersecurity, to.cloud, to.network, to.aiStrategy],
  },
  { name: 'Tools', links: [to.pricing, to.roiCalculator, to.securityCheck, to.compare] },
  {
    name: 'Company',
    links: [to.process, to.insights, to.blog, to.locations, to.industries, to.status, to.contact],
  },
];

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
