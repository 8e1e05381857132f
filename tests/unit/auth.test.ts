import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#lib/auth/password.ts';
import { SIGNED_IN_HINT_COOKIE, hasSignedInHint } from '#lib/auth/signed-in-hint.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  hashSessionToken,
  isSessionExpired,
  newSessionToken,
  sessionCookieName,
} from '#lib/auth/tokens.ts';

describe('password hashing', () => {
  it('stores scrypt at N=2^17, r=8, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const params = { N: 1024, r: 8, p: 1 };
    expect(await hashPassword('same password', params)).not.toBe(
      await hashPassword('same password', params),
    );
  });

  it.each(['', 'plain', 'scrypt$1$2', 'bcrypt$x$y$z$a$b'])(
    'refuses a malformed stored hash %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

describe('session tokens', () => {
  it('are 256-bit random, and only their hash is stored', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });

  const start = new Date('2026-01-01T00:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  it.each([
    ['fresh', { createdAt: start, lastSeenAt: start }, at(1000), false],
    [
      'idle just under the limit',
      { createdAt: start, lastSeenAt: start },
      at(SESSION_IDLE_MS),
      false,
    ],
    ['idle past the limit', { createdAt: start, lastSeenAt: start }, at(SESSION_IDLE_MS + 1), true],
    [
      'active but past the absolute limit',
      { createdAt: start, lastSeenAt: at(SESSION_ABSOLUTE_MS) },
      at(SESSION_ABSOLUTE_MS + 1),
      true,
    ],
  ])('%s → expired %s', (_name, session, now, expired) => {
    expect(isSessionExpired(session, now)).toBe(expired);
  });

  it('uses the __Host- prefix only over HTTPS', () => {
    expect(sessionCookieName(true)).toBe('__Host-northbeam_session');
    expect(sessionCookieName(false)).toBe('northbeam_session');
  });
});

describe('signed-in hint', () => {
  it('is found among other cookies only under its exact name', () => {
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; lang=en`)).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint(`theme=dark; x${SIGNED_IN_HINT_COOKIE}=1`)).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}_old=1`)).toBe(false);
  });
});
