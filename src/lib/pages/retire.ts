/**
 * Retiring one of the site's own pages (docs/redirects.md, "Retiring one of the site's own
 * pages"): its address redirects where the marketer chose, served over the page the build still
 * writes, and the page leaves the sitemap and the site search. Deleting that redirect in the
 * Redirects tab brings the page back. The home page and pages that share one document with others
 * (the contact page and its thank-you page) cannot be retired this way.
 */
import type { AdminUser } from '#lib/auth/types.ts';
import { ContentError } from '#lib/content/errors.ts';
import type { Database } from '#lib/db/database.ts';
import { createRedirect, type SavedRedirect } from '#lib/redirects/admin.ts';
import { retiredPages } from '#lib/redirects/retired.ts';
import { retireTarget } from '#lib/redirects/retire-target.ts';
import { PAGE_DOCUMENTS, type DocumentKey } from './registry.ts';
import { retirablePath } from './retirable.ts';

export const PAGE_RETIRE_MESSAGES = {
  notRetirable: (title: string) =>
    `${title} cannot be retired: it is the home page, or its copy is shared by several pages.`,
  retired: (path: string, to: string) =>
    `${path} is already retired: it redirects to ${to}. Change or delete that redirect in Redirects.`,
};

/** Retires the page of `key`: one redirect, served over the page, one activity entry, one publish. */
export async function retireBuiltInPage(
  db: Database,
  actor: AdminUser,
  key: DocumentKey,
  redirectTo: string,
): Promise<SavedRedirect> {
  const { title } = PAGE_DOCUMENTS[key];
  const path = retirablePath(key);
  if (!path) throw new ContentError('invalid', PAGE_RETIRE_MESSAGES.notRetirable(title));
  const target = retireTarget(redirectTo, path);
  const already = (await retiredPages(db)).get(path);
  if (already !== undefined) {
    throw new ContentError('conflict', PAGE_RETIRE_MESSAGES.retired(path, already));
  }
  try {
    return await createRedirect(
      db,
      actor,
      {
        from: { path, query: '' },
        to: target,
        status: 301,
        note: `Retired the page ${title}; delete this redirect to bring the page back.`,
      },
      'manual',
      { title },
    );
  } catch (error) {
    // A loop or a taken source is about the target the marketer typed.
    if (error instanceof ContentError && error.kind === 'conflict') {
      throw new ContentError('conflict', error.message, { field: 'redirectTo' });
    }
    throw error;
  }
}
