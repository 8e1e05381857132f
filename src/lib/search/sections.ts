/** Which part of the site a page belongs to, as search results name it, and which pages search covers. */
import { isIndexablePath } from '#config/indexing.ts';

export const SEARCH_PAGE_PATH = '/search';

export type SearchSection =
  'Insight' | 'Blog' | 'Service' | 'Location' | 'Industry' | 'Tool' | 'Company';

/** The service and solution pages. */
export const SERVICE_PATHS: readonly string[] = [
  '/services',
  '/managed-it-services',
  '/cybersecurity-services',
  '/cloud-solutions',
  '/network-architecture-design',
  '/ai-strategy',
  '/emergency',
  '/compliance',
  '/employee-lifecycle',
];

/** Interactive tools: calculators and checks. */
export const TOOL_PATHS: readonly string[] = [
  '/roi-calculator',
  '/pricing',
  '/security-check',
  '/compare',
];

/**
 * Lists of cards that only repeat other pages' titles and excerpts: indexing them would put a list
 * above the article a visitor is looking for.
 */
export const LISTING_PREFIXES: readonly string[] = ['/persona', '/journey', '/topic'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The section of a page, or null when search leaves the page out. */
export function searchSectionFor(path: string): SearchSection | null {
  if (!isIndexablePath(path) || path === SEARCH_PAGE_PATH) return null;
  if (LISTING_PREFIXES.some((prefix) => under(path, prefix))) return null;
  if (path.startsWith('/insights/')) return 'Insight';
  if (path.startsWith('/blog/')) return 'Blog';
  if (under(path, '/locations')) return 'Location';
  if (under(path, '/industries')) return 'Industry';
  if (SERVICE_PATHS.includes(path)) return 'Service';
  if (TOOL_PATHS.includes(path)) return 'Tool';
  return 'Company';
}
