/**
 * Share-preview tokens: `{subject}.{expires}.{signature}`, the signature an HMAC-SHA256 of the
 * subject (a post's id, a page's key) and expiry under the subject's own random key (32 bytes, kept
 * in post_preview_links or page_preview_links). Regenerating the link replaces the key, which
 * revokes every token signed with the old one. Anyone with a valid, unexpired token may read that one
 * preview; nothing else is granted.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a share link works. */
export const SHARE_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A page document's key, the subject of a page's share link. */
export const PAGE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A fresh signing key: 256 random bits, base64url. */
export const newSigningKey = (): string => randomBytes(32).toString('base64url');

export const shareLinkExpiry = (now: Date): Date =>
  new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS);

const signature = (key: string, postId: string, expires: number) =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(`${postId}.${expires}`).digest();

export function signShareToken(postId: string, expiresAt: Date, key: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${postId}.${expires}.${signature(key, postId, expires).toString('base64url')}`;
}

export interface ShareTokenParts {
  postId: string;
  expires: Date;
  signature: Buffer;
}

/**
 * The token's parts, or null when it is not shaped like a token at all. `subject` is what its first
 * part must look like: a post's id unless said otherwise.
 */
export function readShareToken(token: string, subject: RegExp = UUID): ShareTokenParts | null {
  const [postId, expires, mac, ...rest] = token.split('.');
  if (
    rest.length > 0 ||
    !postId ||
    !subject.test(postId) ||
    postId.length > 80 ||
    !expires ||
    !/^\d{1,12}$/.test(expires)
  ) {
    return null;
  }
  if (!mac || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  const signature = Buffer.from(mac, 'base64url');
  // One spelling per signature: the last character's two unused bits must be zero.
  if (signature.toString('base64url') !== mac) return null;
  return { postId, expires: new Date(Number(expires) * 1000), signature };
}

/**
 * True when `parts` were signed with `key` and have not expired at `now`. The row's own expiry is
 * checked too, so a link cut short in the database stops working even if its token says later.
 */
export function isValidShareToken(
  parts: ShareTokenParts,
  row: { signingKey: string; expiresAt: Date },
  now: Date,
): boolean {
  const expected = signature(
    row.signingKey,
    parts.postId,
    Math.floor(parts.expires.getTime() / 1000),
  );
  return (
    expected.length === parts.signature.length &&
    timingSafeEqual(expected, parts.signature) &&
    parts.expires.getTime() > now.getTime() &&
    row.expiresAt.getTime() > now.getTime()
  );
}
