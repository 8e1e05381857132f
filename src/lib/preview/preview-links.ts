/** A post's share-preview link in the database: one row per post, its key replaced on regenerate. */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { postPreviewLinks, posts } from '#lib/db/schema.ts';
import {
  isValidShareToken,
  newSigningKey,
  readShareToken,
  shareLinkExpiry,
  signShareToken,
} from './share-token.ts';

export interface ShareLink {
  token: string;
  expiresAt: Date;
  /** The post's title, for the activity log. */
  title: string;
}

/**
 * A new share link for the post, valid for 7 days; any earlier link of the post stops working.
 * Null when the post does not exist.
 */
export async function createShareLink(
  db: Database | Transaction,
  postId: string,
  now: Date = new Date(),
): Promise<ShareLink | null> {
  const [post] = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post) return null;
  const signingKey = newSigningKey();
  const expiresAt = shareLinkExpiry(now);
  await db
    .insert(postPreviewLinks)
    .values({ postId, signingKey, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: postPreviewLinks.postId,
      set: { signingKey, expiresAt, createdAt: now },
    });
  return { token: signShareToken(postId, expiresAt, signingKey), expiresAt, title: post.title };
}

/** The post a share token opens, or null for a tampered, expired, revoked or unknown one. */
export async function postIdForShareToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  const parts = readShareToken(token);
  if (!parts) return null;
  const [row] = await db
    .select({ signingKey: postPreviewLinks.signingKey, expiresAt: postPreviewLinks.expiresAt })
    .from(postPreviewLinks)
    .where(eq(postPreviewLinks.postId, parts.postId));
  return row && isValidShareToken(parts, row, now) ? parts.postId : null;
}
