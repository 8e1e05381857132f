/**
 * Which of the site's own pages may be retired (src/lib/pages/retire.ts): a page with a document of
 * its own, not the home page, and not one whose copy is shared by several pages (the contact page
 * and its thank-you page).
 */
import { PAGE_DOCUMENTS, type DocumentKey } from './registry.ts';

/** The address a page document's own page is at, when that page may be retired; else null. */
export function retirablePath(key: DocumentKey): string | null {
  const { area, paths } = PAGE_DOCUMENTS[key];
  if (area !== 'Pages' && area !== 'Blog') return null;
  const [path, ...others] = paths;
  return path && path !== '/' && others.length === 0 ? path : null;
}
