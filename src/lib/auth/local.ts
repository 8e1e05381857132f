/** Local password auth: admin users and hashed session tokens in our own database. */
import { unlessStorageFull } from '#lib/db/storage-failure.ts';
import type { AuthProvider, AuthRequest, ChangePasswordResult, SignedInAdmin } from './types.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import {
  SESSION_ABSOLUTE_MS,
  hashSessionToken,
  isSessionExpired,
  newSessionToken,
  sessionCookieName,
} from './tokens.ts';
import {
  deviceKeyFromPasswordHash,
  issueDeviceCookie,
  readDeviceToken,
  verifyDeviceToken,
} from './device-cookie.ts';
import { guardedCheck, type CheckOutcome, type SignInGuard } from './sign-in-guard.ts';
import { usesSecureCookies } from '#lib/http/site-url.ts';

/** The storage local auth needs; implemented over the database in `store.ts`. */
export interface LocalAuthStore {
  findUserByEmail(email: string): Promise<(SignedInAdmin & { passwordHash: string }) | null>;
  createSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** The session and its person with the role they hold now (a role change ends sessions too). */
  findSession(
    tokenHash: string,
  ): Promise<{ user: SignedInAdmin; createdAt: Date; lastSeenAt: Date } | null>;
  touchSession(tokenHash: string, at: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Stores a new password hash and deletes every session of the user but `keepSessionHash`, at once. */
  replacePassword(userId: string, passwordHash: string, keepSessionHash: string): Promise<void>;
}

const INVALID = 'Invalid email or password.';
export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';
export const SAME_PASSWORD = 'Choose a password different from your current one.';

export function createLocalAuth(store: LocalAuthStore, guard: SignInGuard): AuthProvider {
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

  /** The device id when this browser carries a valid device cookie for `user`. */
  const trustedDevice = (ctx: AuthRequest, user: { email: string; passwordHash: string } | null) =>
    user
      ? verifyDeviceToken(
          deviceKeyFromPasswordHash(user.passwordHash),
          user.email,
          readDeviceToken(ctx),
        )
      : null;

  /** The signed-in session behind the request's cookie, or null (an expired one is deleted). */
  const currentSession = async (ctx: AuthRequest) => {
    const token = ctx.cookies.get(cookieOptions(ctx).name)?.value;
    if (!token) return null;
    const tokenHash = hashSessionToken(token);
    const session = await store.findSession(tokenHash);
    if (!session) return null;
    const now = new Date();
    if (isSessionExpired(session, now)) {
      await store.deleteSession(tokenHash);
      return null;
    }
    // A full disk must not sign the admin out: the session just does not slide for now.
    await store.touchSession(tokenHash, now).catch(unlessStorageFull);
    return { user: session.user, tokenHash };
  };

  return {
    kind: 'local',

    async signIn(ctx, email, password) {
      const lookUp = () => store.findUserByEmail(email.trim().toLowerCase());
      // Only a browser with a device cookie needs the account before admission; a burst of
      // cookie-less attempts is refused without touching the database.
      let user = readDeviceToken(ctx) ? await lookUp() : undefined;
      const device = trustedDevice(ctx, user ?? null);
      const checked = await guardedCheck(
        guard,
        { client: ctx.clientAddress, email, trustedDevice: device },
        async () => {
          user ??= await lookUp();
          const valid = await verifyPassword(
            password,
            user?.passwordHash ?? (await decoyPasswordHash()),
          );
          return { passed: Boolean(user) && valid, value: valid ? user : undefined };
        },
      );
      if (!checked.ok) return checked;
      user = checked.value;
      if (!user) return { ok: false, status: 401, message: INVALID };

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
      issueDeviceCookie(ctx, deviceKeyFromPasswordHash(user.passwordHash), user.email, device);
      return { ok: true, user: { id: user.id, email: user.email, role: user.role } };
    },

    async currentUser(ctx) {
      return (await currentSession(ctx))?.user ?? null;
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

    async changePassword(ctx, currentPassword, newPassword): Promise<ChangePasswordResult> {
      const session = await currentSession(ctx);
      const user = session && (await store.findUserByEmail(session.user.email));
      if (!session || !user) {
        return { ok: false, status: 401, message: 'You must be logged in to perform this action' };
      }
      const problem = await passwordProblem(newPassword, user.email);
      if (problem) {
        return { ok: false, status: 400, message: problem, fields: { newPassword: problem } };
      }
      const device = trustedDevice(ctx, user);
      const checked = await guardedCheck(
        guard,
        { client: ctx.clientAddress, email: user.email, trustedDevice: device },
        async (): Promise<CheckOutcome<ChangePasswordResult | string>> => {
          if (!(await verifyPassword(currentPassword, user.passwordHash))) {
            return {
              passed: false,
              value: {
                ok: false,
                status: 400,
                message: WRONG_CURRENT_PASSWORD,
                fields: { currentPassword: WRONG_CURRENT_PASSWORD },
              },
            };
          }
          // The current password was right, so this is no guess even when the change is refused.
          if (currentPassword.normalize('NFKC') === newPassword.normalize('NFKC')) {
            return {
              passed: true,
              value: {
                ok: false,
                status: 400,
                message: SAME_PASSWORD,
                fields: { newPassword: SAME_PASSWORD },
              },
            };
          }
          return { passed: true, value: await hashPassword(newPassword) };
        },
      );
      if (!checked.ok) return checked;
      if (typeof checked.value !== 'string') return checked.value;
      const newHash = checked.value;
      await store.replacePassword(user.id, newHash, session.tokenHash);
      issueDeviceCookie(ctx, deviceKeyFromPasswordHash(newHash), user.email, device);
      return { ok: true };
    },
  };
}
