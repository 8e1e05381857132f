/**
 * Every page document: its key (the row's id in page_documents and the seed's file name in
 * content/seed/pages/), what the admin calls it, the pages it shows on, and its schema. Another kind
 * of document is one more entry here with its schema: the table, the admin's form, the API, the
 * seed and the build's checks all read this list.
 */
import type { z } from 'zod';
import { blogArticleSchema, blogOutlinesSchema } from './documents/blog.ts';
import {
  cityExtrasSchema,
  directoriesSchema,
  insightsPageSchema,
  startupExtrasSchema,
} from './documents/listings.ts';
import {
  aiStrategyPageSchema,
  clientPortalPageSchema,
  comparePageSchema,
  dayInLifePageSchema,
  emergencyPageSchema,
  employeeLifecyclePageSchema,
  processPageSchema,
  servicesPageSchema,
} from './documents/marketing.ts';
import { menusSchema } from './documents/menus.ts';
import {
  cloudPageSchema,
  compliancePageSchema,
  cybersecurityPageSchema,
  managedItPageSchema,
  networkPageSchema,
  partnershipsPageSchema,
  transparencyPageSchema,
} from './documents/service-pages.ts';
import { settingsSchema } from './documents/settings.ts';
import {
  homeSchema,
  plansSchema,
  serviceCatalogSchema,
  siteSchema,
} from './documents/site-wide.ts';
import {
  blogGeneratorPageSchema,
  contactPageSchema,
  pricingPageSchema,
  referralPageSchema,
  roiPageSchema,
  securityCheckPageSchema,
} from './documents/tools.ts';

export interface DocumentEntry {
  /** What the admin's list calls it. */
  title: string;
  /** Which list it is in: a page's copy, copy shared by several pages, or the site's facts. */
  area: 'Pages' | 'Shared' | 'Blog' | 'Settings';
  /** The pages that show it, the first being the one its preview opens. */
  paths: readonly string[];
  schema: z.ZodType;
}

export const PAGE_DOCUMENTS = {
  settings: {
    title: 'Settings: facts, claims and prices',
    area: 'Settings',
    paths: ['/'],
    schema: settingsSchema,
  },
  site: {
    title: 'Site-wide: footer, default title and description, service promises',
    area: 'Shared',
    paths: ['/', '/managed-it-services'],
    schema: siteSchema,
  },
  menus: {
    title: 'Menus: the header’s menus and the footer’s columns',
    area: 'Shared',
    paths: ['/'],
    schema: menusSchema,
  },
  'service-catalog': {
    title: 'Service catalog (home page cards and /services)',
    area: 'Shared',
    paths: ['/', '/services'],
    schema: serviceCatalogSchema,
  },
  plans: {
    title: 'Plans and service levels',
    area: 'Shared',
    paths: ['/pricing', '/managed-it-services', '/locations/new-york-ny', '/locations/brooklyn-ny'],
    schema: plansSchema,
  },
  home: { title: 'Home', area: 'Pages', paths: ['/'], schema: homeSchema },
  services: {
    title: 'Our Services',
    area: 'Pages',
    paths: ['/services'],
    schema: servicesPageSchema,
  },
  'managed-it-services': {
    title: 'Managed IT Services',
    area: 'Pages',
    paths: ['/managed-it-services'],
    schema: managedItPageSchema,
  },
  'cybersecurity-services': {
    title: 'Cybersecurity Services',
    area: 'Pages',
    paths: ['/cybersecurity-services'],
    schema: cybersecurityPageSchema,
  },
  'cloud-solutions': {
    title: 'Cloud Solutions',
    area: 'Pages',
    paths: ['/cloud-solutions'],
    schema: cloudPageSchema,
  },
  'network-architecture-design': {
    title: 'Network Architecture & Design',
    area: 'Pages',
    paths: ['/network-architecture-design'],
    schema: networkPageSchema,
  },
  'ai-strategy': {
    title: 'AI Strategy',
    area: 'Pages',
    paths: ['/ai-strategy'],
    schema: aiStrategyPageSchema,
  },
  emergency: {
    title: 'Emergency Support',
    area: 'Pages',
    paths: ['/emergency'],
    schema: emergencyPageSchema,
  },
  compliance: {
    title: 'Compliance',
    area: 'Pages',
    paths: ['/compliance'],
    schema: compliancePageSchema,
  },
  partnerships: {
    title: 'Partnerships',
    area: 'Pages',
    paths: ['/partnerships'],
    schema: partnershipsPageSchema,
  },
  transparency: {
    title: 'System Status',
    area: 'Pages',
    paths: ['/transparency'],
    schema: transparencyPageSchema,
  },
  process: { title: 'Our Process', area: 'Pages', paths: ['/process'], schema: processPageSchema },
  compare: { title: 'Compare IT', area: 'Pages', paths: ['/compare'], schema: comparePageSchema },
  'day-in-life': {
    title: 'A Day in the Life',
    area: 'Pages',
    paths: ['/day-in-life'],
    schema: dayInLifePageSchema,
  },
  'employee-lifecycle': {
    title: 'Employee Lifecycle',
    area: 'Pages',
    paths: ['/employee-lifecycle'],
    schema: employeeLifecyclePageSchema,
  },
  'client-portal': {
    title: 'Client Experience',
    area: 'Pages',
    paths: ['/client-portal'],
    schema: clientPortalPageSchema,
  },
  pricing: {
    title: 'Pricing Calculator',
    area: 'Pages',
    paths: ['/pricing'],
    schema: pricingPageSchema,
  },
  'roi-calculator': {
    title: 'ROI Calculator',
    area: 'Pages',
    paths: ['/roi-calculator'],
    schema: roiPageSchema,
  },
  'referral-program': {
    title: 'Referral Program',
    area: 'Pages',
    paths: ['/referral-program'],
    schema: referralPageSchema,
  },
  'security-check': {
    title: 'Security Health Check',
    area: 'Pages',
    paths: ['/security-check'],
    schema: securityCheckPageSchema,
  },
  'blog-generator': {
    title: 'Blog Content Generator',
    area: 'Pages',
    paths: ['/blog-generator'],
    schema: blogGeneratorPageSchema,
  },
  contact: {
    title: 'Contact (and the thank-you page)',
    area: 'Pages',
    paths: ['/contact', '/contact/thanks'],
    schema: contactPageSchema,
  },
  insights: {
    title: 'Insights (the listing, and what every insight shows)',
    area: 'Pages',
    paths: ['/insights'],
    schema: insightsPageSchema,
  },
  directories: {
    title: 'Locations and Industries directories',
    area: 'Pages',
    paths: ['/locations', '/industries'],
    schema: directoriesSchema,
  },
  'city-new-york-ny': {
    title: 'New York page: local figures, pricing and service levels',
    area: 'Pages',
    paths: ['/locations/new-york-ny'],
    schema: cityExtrasSchema,
  },
  'city-brooklyn-ny': {
    title: 'Brooklyn page: local figures, pricing and service levels',
    area: 'Pages',
    paths: ['/locations/brooklyn-ny'],
    schema: cityExtrasSchema,
  },
  'industry-vc-backed-startups': {
    title: 'VC-Backed Startups page: its own sections',
    area: 'Pages',
    paths: ['/industries/vc-backed-startups'],
    schema: startupExtrasSchema,
  },
  // The built-in blog: an article's address is its path here; its key is `blog-` and its slug.
  'blog-managed-it-services-small-business-guide': {
    title: 'Managed IT Services for Small Business: The Complete 2025 Guide',
    area: 'Blog',
    paths: ['/blog/managed-it-services-small-business-guide'],
    schema: blogArticleSchema,
  },
  'blog-cybersecurity-threats-2025': {
    title: 'Top Cybersecurity Threats Facing Small and Mid-Sized Businesses in 2025',
    area: 'Blog',
    paths: ['/blog/cybersecurity-threats-2025'],
    schema: blogArticleSchema,
  },
  'blog-outlines': {
    title: 'Blog generator outlines',
    area: 'Blog',
    paths: ['/blog-generator'],
    schema: blogOutlinesSchema,
  },
} as const satisfies Record<string, DocumentEntry>;

export type DocumentKey = keyof typeof PAGE_DOCUMENTS;

/** What a page reads: the document as its schema outputs it (facts not yet substituted). */
export type DocumentOf<K extends DocumentKey> = z.output<(typeof PAGE_DOCUMENTS)[K]['schema']>;

export const DOCUMENT_KEYS = Object.keys(PAGE_DOCUMENTS) as DocumentKey[];

export const isDocumentKey = (key: string): key is DocumentKey =>
  Object.hasOwn(PAGE_DOCUMENTS, key);

/** The documents as read once (a build, a request): each checked by its schema when read. */
export interface DocumentSnapshot {
  get<K extends DocumentKey>(key: K): DocumentOf<K>;
}
