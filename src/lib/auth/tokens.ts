/** Session tokens: 256 random bits for the cookie, only their SHA-256 stored server-side. */
import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Idle and absolute lifetimes of an admin session. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export function isSessionExpired(session: SessionTimes, now: Date): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS ||
    now.getTime() - session.createdAt.getTime() > SESSION_ABSOLUTE_MS
  );
}

/** `__Host-` pins the cookie to this exact origin over HTTPS; plain HTTP (local runs) cannot use the prefix. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-northbeam_session' : 'northbeam_session';
}
