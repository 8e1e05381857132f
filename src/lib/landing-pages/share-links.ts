/**
 * A composed page's share-preview link: the page as the form held it when the link was made, saved
 * or not, and the key its token is signed with, one row per page (landing_page_preview_links). A
 * reviewer without an account reads that page in the live layout for 7 days, at the same address as
 * a page document's link (/preview/pages/{token}): the token's subject is `landing-page-{id}`.
 * Making a new link replaces both, which revokes the old one; deleting the page deletes its link.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { landingPagePreviewLinks } from '#lib/db/schema.ts';
import {
  PAGE_KEY,
  isValidShareToken,
  newSigningKey,
  readShareToken,
  shareLinkExpiry,
  signShareToken,
} from '#lib/preview/share-token.ts';

const SUBJECT = /^landing-page-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const subjectOf = (id: string) => `landing-page-${id}`;

export interface LandingPageShareLink {
  token: string;
  expiresAt: Date;
}

export async function createLandingPageShareLink(
  db: Database | Transaction,
  id: string,
  page: Record<string, unknown>,
  now: Date = new Date(),
): Promise<LandingPageShareLink> {
  const signingKey = newSigningKey();
  const expiresAt = shareLinkExpiry(now);
  await db
    .insert(landingPagePreviewLinks)
    .values({ landingPageId: id, page, signingKey, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: landingPagePreviewLinks.landingPageId,
      set: { page, signingKey, expiresAt, createdAt: now },
    });
  return { token: signShareToken(subjectOf(id), expiresAt, signingKey), expiresAt };
}

/**
 * The page a share token opens, as the form held it; null for a bad, expired or replaced token, and
 * for any other page's token.
 */
export async function landingPageForShareToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<unknown> {
  const parts = readShareToken(token, PAGE_KEY);
  const id = parts && SUBJECT.exec(parts.postId)?.[1];
  if (!parts || !id) return null;
  const [row] = await db
    .select()
    .from(landingPagePreviewLinks)
    .where(eq(landingPagePreviewLinks.landingPageId, id));
  return row && isValidShareToken(parts, row, now) ? row.page : null;
}
