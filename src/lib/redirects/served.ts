/**
 * The redirects a build serves (docs/redirects.md): every kept redirect whose source the build has
 * no file for (a page that appeared at a redirected address wins; a rule that retires one of the
 * site's own pages is served over it), its target followed through
 * renamed posts and pages and through other redirects to where it ends, so every answer is one hop.
 * A Node build writes them to `redirects.json`; a Netlify build to `_redirects` (netlify.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { redirects } from '#lib/db/schema.ts';
import type { ServedRedirect } from './match.ts';
import { ruleLookup, sourceText, targetAsSource, type RedirectStatus } from './rules.ts';

/** How many hops a build follows before it leaves a rule out as a loop. */
const MAX_HOPS = 20;

export interface ServedRedirects {
  rules: ServedRedirect[];
  /** Rules left out, each with why (a built page at the source, a loop). */
  leftOut: string[];
}

/**
 * The kept redirects as both servers read them, in one order (by source) so that two rules a
 * request matches equally are chosen alike by a build and by Netlify's per-request lookup: all of
 * them, or those at one normalized path.
 */
export async function keptRedirects(db: Database, at?: string): Promise<ServedRedirect[]> {
  const rows = await db
    .select({
      id: redirects.id,
      path: redirects.fromPath,
      query: redirects.fromQuery,
      to: redirects.toTarget,
      status: redirects.status,
      retiresPage: redirects.retiresPage,
    })
    .from(redirects)
    .where(at === undefined ? undefined : eq(redirects.fromPath, at))
    .orderBy(asc(redirects.fromPath), asc(redirects.fromQuery));
  return rows.map(({ retiresPage, ...row }) => ({
    ...row,
    status: row.status as RedirectStatus,
    ...(retiresPage && { retiresPage }),
  }));
}

export async function servedRedirects(
  db: Database,
  options: {
    /** Whether the build wrote a file for a path (then the page wins). */
    isBuilt: (path: string) => boolean;
    /** Old addresses of renamed posts and pages → their current ones. */
    moved: ReadonlyMap<string, string>;
  },
): Promise<ServedRedirects> {
  const rows = await keptRedirects(db);
  const lookup = ruleLookup(rows, options.moved);
  const leftOut: string[] = [];
  const rules: ServedRedirect[] = [];
  for (const row of rows) {
    const source = sourceText(row);
    if (row.query === '' && !row.retiresPage && options.isBuilt(row.path)) {
      leftOut.push(`${source}: a page of this build is there`);
      continue;
    }
    let to = row.to;
    let loop = false;
    for (let hops = 0; ; hops += 1) {
      const at = targetAsSource(to);
      if (!at) break;
      if (sourceText(at) === source || (row.query === '' && at.path === row.path)) {
        loop = true;
        break;
      }
      const next = lookup.ruleFor(at);
      if (!next) break;
      if (hops >= MAX_HOPS) {
        loop = true;
        break;
      }
      to = next.to;
    }
    if (loop) {
      leftOut.push(`${source}: its target leads back to it`);
      continue;
    }
    rules.push({ ...row, to });
  }
  return { rules, leftOut };
}
