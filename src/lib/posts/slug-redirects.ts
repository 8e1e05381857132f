/**
 * Old addresses of renamed posts. When a live post's slug changes, its old slug is recorded against
 * the post (not against the new slug), so every old address answers with the post's current one and
 * chains collapse by themselves: A → B, then B → C, leaves A → C and B → C.
 */
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { posts, postSlugRedirects } from '#lib/db/schema.ts';

export class SlugRedirectConflict extends Error {}

/**
 * Clears `slug` for the post `postId` (null for a new post) to take. Its own old slug is simply
 * taken back (the redirect goes); another post's old address is refused, because taking it would
 * silently break the links that still lead readers to that post.
 */
export async function claimSlug(
  tx: Transaction,
  postId: string | null,
  slug: string,
): Promise<void> {
  const [redirect] = await tx
    .select({ postId: postSlugRedirects.postId, title: posts.title, slug: posts.slug })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(eq(postSlugRedirects.fromSlug, slug));
  if (!redirect) return;
  if (redirect.postId === postId) {
    await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.fromSlug, slug));
    return;
  }
  throw new SlugRedirectConflict(
    `/insights/${slug} is the old address of “${redirect.title}” and still redirects readers to /insights/${redirect.slug}. Choose another slug.`,
  );
}

/** Records that the live post `postId` was at `oldSlug`; the old address now redirects to it. */
export async function recordOldSlug(tx: Transaction, postId: string, oldSlug: string) {
  await tx
    .insert(postSlugRedirects)
    .values({ fromSlug: oldSlug, postId })
    .onConflictDoUpdate({ target: postSlugRedirects.fromSlug, set: { postId } });
}

export interface SlugRedirect {
  from: string;
  to: string;
}

/** Every old slug with its post's current slug (the build keeps those whose post is public). */
export async function allSlugRedirects(db: Database): Promise<SlugRedirect[]> {
  return db
    .select({ from: postSlugRedirects.fromSlug, to: posts.slug })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(ne(postSlugRedirects.fromSlug, posts.slug))
    .orderBy(postSlugRedirects.fromSlug);
}

/** Where an insight's old address leads: `/insights/{from}` → `/insights/{to}`. */
export interface RedirectRule {
  from: string;
  to: string;
}

export const insightPath = (slug: string) => `/insights/${slug}`;

/** The slug in an insight address (`/insights/{slug}`, `.html` or a trailing slash allowed), or null. */
export function oldInsightSlug(pathname: string): string | null {
  const match = /^\/insights\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.html|\/)?$/.exec(pathname);
  return match?.[1] ?? null;
}

/** The rules a build serves: only those whose post has a page in it. */
export function redirectRules(
  redirects: readonly SlugRedirect[],
  builtSlugs: ReadonlySet<string>,
): RedirectRule[] {
  return redirects
    .filter((redirect) => builtSlugs.has(redirect.to) && !builtSlugs.has(redirect.from))
    .map((redirect) => ({ from: insightPath(redirect.from), to: insightPath(redirect.to) }));
}

/** The current slug of the live post that was once at `fromSlug`, or null. */
export async function liveRedirectTarget(db: Database, fromSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ to: posts.slug })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(
      and(
        eq(postSlugRedirects.fromSlug, fromSlug),
        eq(posts.isPublished, true),
        lte(posts.publishedAt, sql`now()`),
      ),
    );
  return row?.to ?? null;
}

/** The file a Node build writes its redirect rules to, beside its client folder. */
export const SLUG_REDIRECTS_FILE = 'slug-redirects.json';
