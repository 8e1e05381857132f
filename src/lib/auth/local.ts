/** Local password auth: admin users and hashed session tokens in our own database. */
import type { AdminUser, AuthProvider, AuthRequest } from './types.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import {
  SESSION_ABSOLUTE_MS,
  hashSessionToken,
  isSessionExpired,
  newSessionToken,
  sessionCookieName,
} from './tokens.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { usesSecureCookies } from '../http/site-url.ts';

/** The storage local auth needs; implemented over the database in `store.ts`. */
export interface LocalAuthStore {
  findUserByEmail(email: string): Promise<(AdminUser & { passwordHash: string }) | null>;
  createSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
  findSession(
    tokenHash: string,
  ): Promise<{ user: AdminUser; createdAt: Date; lastSeenAt: Date } | null>;
  touchSession(tokenHash: string, at: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
}

const INVALID = 'Invalid email or password.';

export function createLocalAuth(store: LocalAuthStore, throttle: LoginThrottle): AuthProvider {
  const cookieOptions = (ctx: AuthRequest) => {
    const secure = usesSecureCookies(ctx.url);
    return {
      name: sessionCookieName(secure),
      options: {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: 'lax' as const,
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      },
    };
  };

  return {
    kind: 'local',

    async signIn(ctx, email, password) {
      const verdict = throttle.check(ctx.clientAddress, email);
      if (!verdict.allowed) {
        return {
          ok: false,
          status: 429,
          message: `Too many failed sign-in attempts. Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
          retryAfterSeconds: verdict.retryAfterSeconds,
        };
      }
      const user = await store.findUserByEmail(email.trim().toLowerCase());
      const valid = await verifyPassword(
        password,
        user?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!user || !valid) {
        throttle.recordFailure(ctx.clientAddress, email);
        return { ok: false, status: 401, message: INVALID };
      }
      throttle.recordSuccess(email);

      // A fresh token at every sign-in; any token the browser held before is dropped.
      const { name, options } = cookieOptions(ctx);
      const previous = ctx.cookies.get(name)?.value;
      if (previous) await store.deleteSession(hashSessionToken(previous));
      const token = newSessionToken();
      await store.createSession(
        hashSessionToken(token),
        user.id,
        new Date(Date.now() + SESSION_ABSOLUTE_MS),
      );
      ctx.cookies.set(name, token, options);
      return { ok: true, user: { id: user.id, email: user.email } };
    },

    async currentUser(ctx) {
      const { name } = cookieOptions(ctx);
      const token = ctx.cookies.get(name)?.value;
      if (!token) return null;
      const tokenHash = hashSessionToken(token);
      const session = await store.findSession(tokenHash);
      if (!session) return null;
      const now = new Date();
      if (isSessionExpired(session, now)) {
        await store.deleteSession(tokenHash);
        return null;
      }
      await store.touchSession(tokenHash, now);
      return session.user;
    },

    async signOut(ctx) {
      const { name, options } = cookieOptions(ctx);
      const token = ctx.cookies.get(name)?.value;
      if (token) await store.deleteSession(hashSessionToken(token));
      ctx.cookies.delete(name, {
        path: options.path,
        secure: options.secure,
        httpOnly: true,
        sameSite: 'lax',
      });
    },
  };
}
