/**
 * Netlify's catch-all function: a kept redirect looked up per request, for an address the CDN has
 * no file for (a redirect added since the last build, or one `_redirects` could not hold). Its hit is
 * counted, and a target that has since been renamed leads straight to its current address.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { redirects } from '#lib/db/schema.ts';
import { insightPath, liveRedirectTarget, oldInsightSlug } from '#lib/posts/slug-redirects.ts';
import { livePageRedirect } from '#lib/content/page-slug-redirects.ts';
import { locationFor, redirectTable, type RedirectMatch } from './match.ts';
import { normalizePath } from './rules.ts';
import { keptRedirects } from './served.ts';

export async function liveKeptRedirect(
  db: Database,
  pathname: string,
  search: string,
): Promise<RedirectMatch | null> {
  const match = redirectTable(await keptRedirects(db, normalizePath(pathname))).match(
    pathname,
    search,
  );
  if (!match) return null;
  await db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: new Date() })
    .where(eq(redirects.id, match.rule.id));
  const [targetPath] = match.rule.to.split(/[?#]/);
  const slug = targetPath ? oldInsightSlug(targetPath) : null;
  const renamed = slug
    ? await liveRedirectTarget(db, slug).then((to) => (to ? insightPath(to) : null))
    : targetPath?.startsWith('/')
      ? await livePageRedirect(db, targetPath)
      : null;
  if (!renamed) return match;
  return { rule: match.rule, location: locationFor(renamed, search) };
}
