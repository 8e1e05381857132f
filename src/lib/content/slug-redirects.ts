/**
 * Old addresses of renamed posts. When a live post's slug changes, its old slug is recorded against
 * the post (not against the new slug), so every old address answers with the post's current one and
 * chains collapse by themselves: A → B, then B → C, leaves A → C and B → C.
 */
import { eq, ne } from 'drizzle-orm';
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
