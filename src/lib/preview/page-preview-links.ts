/**
 * A page's share-preview link: the unsaved document it was made from and the key its token is
 * signed with, one row per page. A reviewer without an account reads that document in the live
 * layout for 7 days; making a new link replaces both, which revokes the old one.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { pagePreviewLinks } from '#lib/db/schema.ts';
import {
  PAGE_KEY,
  isValidShareToken,
  newSigningKey,
  readShareToken,
  shareLinkExpiry,
  signShareToken,
} from './share-token.ts';

export interface PageShareLink {
  token: string;
  expiresAt: Date;
}

export async function createPageShareLink(
  db: Database | Transaction,
  key: string,
  document: Record<string, unknown>,
  now: Date = new Date(),
): Promise<PageShareLink> {
  const signingKey = newSigningKey();
  const expiresAt = shareLinkExpiry(now);
  await db
    .insert(pagePreviewLinks)
    .values({ pageId: key, document, signingKey, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: pagePreviewLinks.pageId,
      set: { document, signingKey, expiresAt, createdAt: now },
    });
  return { token: signShareToken(key, expiresAt, signingKey), expiresAt };
}

/** The page and document a share token opens, or null for a bad, expired or replaced token. */
export async function pageForShareToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ key: string; document: unknown } | null> {
  const parts = readShareToken(token, PAGE_KEY);
  if (!parts) return null;
  const [row] = await db
    .select()
    .from(pagePreviewLinks)
    .where(eq(pagePreviewLinks.pageId, parts.postId));
  return row && isValidShareToken(parts, row, now)
    ? { key: row.pageId, document: row.document }
    : null;
}
