/**
 * Supabase Auth: sessions live in Supabase's cookies (via @supabase/ssr); every request re-verifies the
 * user with `getUser()` (a call to the auth server), never trusting `getSession()`'s unverified cookie.
 * In Supabase anyone can sign up, so only emails on our `admin_users` allowlist may manage content,
 * and only once Supabase has confirmed the address (`email_confirmed_at`): whoever signs up with an
 * allowlisted address they do not own never gets past the confirmation email. The allowlist holds
 * each person's role, read on every request; removing someone or changing their role ends their
 * Supabase sessions at their next request (a global sign-out), as local sign-in deletes its rows.
 */
import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import type { AuthProvider, AuthRequest, SignedInAdmin } from './types.ts';
import type { Role } from '#lib/people/fields.ts';
import { randomBytes } from 'node:crypto';
import { guardedCheck, type SignInGuard } from './sign-in-guard.ts';
import { issueDeviceCookie, readDeviceToken, verifyDeviceToken } from './device-cookie.ts';
import { publicOrigin, usesSecureCookies } from '#lib/http/site-url.ts';
import { passwordProblem } from './password-policy.ts';

export interface SupabaseAuthConfig {
  url: string;
  anonKey: string;
  /**
   * The email's role on the admin allowlist, or null when it is not on it. `signOut`: the role
   * changed since the person signed in, so their sessions end (reported once).
   */
  allowlisted(email: string): Promise<{ role: Role; signOut: boolean } | null>;
  /** Signs device cookies; by default a key made at start-up, so device trust lasts until a restart. */
  deviceKey?: Buffer;
}

const NOT_ALLOWED = 'This account is not allowed to manage content.';
export const RESET_LINK_INVALID =
  'This reset link is not valid any more (it was used, it expired, or it was opened in another browser than the one that asked for it). Ask for a new link.';
/** Where Supabase's reset link brings the browser back (with `code` added): the admin's reset form. */
export const SUPABASE_RESET_RETURN = '/admin?reset=supabase';
export const MANAGED_BY_SUPABASE =
  'Passwords are managed by Supabase Auth here: change yours through Supabase.';
export const NOT_CONFIRMED =
  'Confirm your email address first: follow the link in the email Supabase sent you, then sign in again.';

interface SupabaseUserFields {
  email?: string | undefined;
  email_confirmed_at?: string | null | undefined;
}

/** The user's email, lower-cased, when Supabase has confirmed it; null otherwise. */
export function confirmedEmail(user: SupabaseUserFields | null | undefined): string | null {
  if (!user?.email || !user.email_confirmed_at) return null;
  return user.email.toLowerCase();
}

export function createSupabaseAuth(config: SupabaseAuthConfig, guard: SignInGuard): AuthProvider {
  const deviceKey = config.deviceKey ?? randomBytes(32);
  type CookieWrite = { name: string; value: string; options: Record<string, unknown> };
  const writeCookie = (ctx: AuthRequest, { name, value, options }: CookieWrite) =>
    ctx.cookies.set(name, value, {
      ...options,
      httpOnly: true,
      secure: usesSecureCookies(ctx.url),
      sameSite: 'lax',
      path: '/',
    });

  const requestCookies = (ctx: AuthRequest) =>
    parseCookieHeader(ctx.request.headers.get('cookie') ?? '').map(({ name, value }) => ({
      name,
      value: value ?? '',
    }));

  /** `sink` receives the cookies Supabase wants to set; by default they go straight to the response. */
  const clientFor = (ctx: AuthRequest, sink = (cookie: CookieWrite) => writeCookie(ctx, cookie)) =>
    createServerClient(config.url, config.anonKey, {
      auth: { flowType: 'pkce', autoRefreshToken: false, detectSessionInUrl: false },
      cookies: {
        getAll: () => requestCookies(ctx),
        setAll: (cookies) => {
          for (const cookie of cookies) sink({ ...cookie, options: { ...cookie.options } });
        },
      },
    });

  const verifiedAdmin = async (ctx: AuthRequest): Promise<SignedInAdmin | null> => {
    const supabase = clientFor(ctx);
    const { data, error } = await supabase.auth.getUser();
    const email = error ? null : confirmedEmail(data.user);
    if (!data.user || !email) return null;
    const entry = await config.allowlisted(email);
    if (!entry || entry.signOut) {
      // Removed, or given another role: every session of theirs ends, this one included.
      await supabase.auth.signOut({ scope: 'global' });
      return null;
    }
    return { id: data.user.id, email, role: entry.role };
  };

  return {
    kind: 'supabase',

    async signIn(ctx, email, password) {
      const device = verifyDeviceToken(deviceKey, email, readDeviceToken(ctx));
      // Session cookies are held back until the account is known to be an admin.
      const pending: CookieWrite[] = [];
      const supabase = clientFor(ctx, (cookie) => pending.push(cookie));
      const checked = await guardedCheck(
        guard,
        { client: ctx.clientAddress, email, trustedDevice: device },
        async () => {
          const signedIn = await supabase.auth.signInWithPassword({
            email: email.trim(),
            password,
          });
          // A right password is no guess, even for an account that is then refused below.
          return { passed: !signedIn.error && Boolean(signedIn.data.user?.email), value: signedIn };
        },
      );
      if (!checked.ok) return checked;
      const { data, error } = checked.value;
      if (error || !data.user?.email) {
        const status = error?.status && error.status >= 500 ? 502 : 401;
        return { ok: false, status, message: error?.message ?? 'Sign-in failed.' };
      }
      // Only confirmed, allowlisted accounts get in.
      const confirmed = confirmedEmail(data.user);
      const entry = confirmed ? await config.allowlisted(confirmed) : null;
      if (!confirmed || !entry) {
        await supabase.auth.signOut();
        return { ok: false, status: 403, message: confirmed ? NOT_ALLOWED : NOT_CONFIRMED };
      }
      // Their role changed since they last signed in: the sessions from before end now.
      if (entry.signOut) await supabase.auth.signOut({ scope: 'others' });
      for (const cookie of pending) writeCookie(ctx, cookie);
      issueDeviceCookie(ctx, deviceKey, confirmed, device);
      return { ok: true, user: { id: data.user.id, email: confirmed, role: entry.role } };
    },

    currentUser: verifiedAdmin,

    async signOut(ctx) {
      await clientFor(ctx).auth.signOut();
      for (const { name } of requestCookies(ctx)) {
        if (name.startsWith('sb-')) ctx.cookies.delete(name, { path: '/' });
      }
    },

    // "Forgot password?": Supabase mails its own link, answering the same for any address. With
    // PKCE the link works in the browser that asked (its verifier is in that browser's cookies).
    async requestPasswordReset(ctx, email) {
      const supabase = clientFor(ctx);
      const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${publicOrigin()}${SUPABASE_RESET_RETURN}`,
      });
      if (error && (error.status ?? 500) >= 500) {
        return { ok: false, status: 502, message: 'Supabase Auth did not answer; try again.' };
      }
      return { ok: true };
    },

    async resetPassword(ctx, code, password) {
      const supabase = clientFor(ctx);
      const { data, error } = await supabase.auth.exchangeCodeForSession(code);
      const email = error ? null : confirmedEmail(data.user);
      if (!email) return { ok: false, status: 404, message: RESET_LINK_INVALID };
      const problem = await passwordProblem(password, email);
      if (problem) {
        await supabase.auth.signOut();
        return { ok: false, status: 400, message: problem, fields: { password: problem } };
      }
      const updated = await supabase.auth.updateUser({ password });
      if (updated.error) {
        await supabase.auth.signOut();
        const message = updated.error.message;
        return { ok: false, status: 400, message, fields: { password: message } };
      }
      // Every session of the account ends, this one included: they sign in with the new password.
      await supabase.auth.signOut({ scope: 'global' });
      return { ok: true };
    },

    async changePassword(ctx) {
      if (!(await verifiedAdmin(ctx))) {
        return { ok: false, status: 401, message: 'You must be logged in to perform this action' };
      }
      return { ok: false, status: 409, message: MANAGED_BY_SUPABASE };
    },
  };
}
