/**
 * Where a composed page may live: /{slug}, one segment, at any address the site does not already
 * use. The built-in pages, the admin, the API and the folders the build writes own their first
 * segment; a composed page may take none of them (tests/unit/landing-page-addresses.test.ts holds
 * this list against src/pages and public/).
 */

/** First segments the site itself serves: its pages, sections, API and build folders. */
export const RESERVED_SEGMENTS: readonly string[] = [
  // The site's own pages (src/pages/*.astro).
  'ai-strategy',
  'blog-generator',
  'client-portal',
  'cloud-solutions',
  'compare',
  'compliance',
  'contact',
  'cybersecurity-services',
  'day-in-life',
  'emergency',
  'employee-lifecycle',
  'index',
  'managed-it-services',
  'network-architecture-design',
  'partnerships',
  'pricing',
  'process',
  'referral-program',
  'roi-calculator',
  'search',
  'security-check',
  'services',
  'transparency',
  // Its sections and machinery (src/pages/*/).
  '404',
  'admin',
  'api',
  'blog',
  'covers',
  'illustrations',
  'industries',
  'insights',
  'journey',
  'locations',
  'media',
  'og',
  'persona',
  'preview',
  'topic',
  // What the build and public/ write beside the pages.
  'images',
  'pagefind',
  'rss',
  'robots',
  'sitemap',
  'favicon',
  'apple-touch-icon',
  'logo',
  'og-default',
];

/** The address a composed page with this slug is served at. */
export const landingPagePath = (slug: string) => `/${slug}`;

/** Why a slug cannot be a composed page's address, or null when it can. */
export function reservedAddressMessage(slug: string): string | null {
  if (!RESERVED_SEGMENTS.includes(slug)) return null;
  return `The site already uses /${slug}. Choose another address for this page.`;
}
