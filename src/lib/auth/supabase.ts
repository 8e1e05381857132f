/**
 * Supabase Auth: sessions live in Supabase's cookies (via @supabase/ssr); every request re-verifies the
 * user with `getUser()` (a call to the auth server), never trusting `getSession()`'s unverified cookie.
 * In Supabase anyone can sign up, so only emails on our `admin_users` allowlist may manage content.
 */
import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import type { AdminUser, AuthProvider, AuthRequest } from './types.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { usesSecureCookies } from '../http/site-url.ts';

export interface SupabaseAuthConfig {
  url: string;
  anonKey: string;
  /** Is this email allowed to manage content? */
  isAllowlisted(email: string): Promise<boolean>;
}

const NOT_ALLOWED = 'This account is not allowed to manage content.';

export function createSupabaseAuth(
  config: SupabaseAuthConfig,
  throttle: LoginThrottle,
): AuthProvider {
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

  const verifiedAdmin = async (ctx: AuthRequest): Promise<AdminUser | null> => {
    const { data, error } = await clientFor(ctx).auth.getUser();
    if (error || !data.user?.email) return null;
    if (!(await config.isAllowlisted(data.user.email.toLowerCase()))) return null;
    return { id: data.user.id, email: data.user.email.toLowerCase() };
  };

  return {
    kind: 'supabase',

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
      // Session cookies are held back until the account is known to be an admin.
      const pending: CookieWrite[] = [];
      const supabase = clientFor(ctx, (cookie) => pending.push(cookie));
      const { data, error } = await supabase.auth.signInWithPassword({
        email: email.trim(),
        password,
      });
      if (error || !data.user?.email) {
        throttle.recordFailure(ctx.clientAddress, email);
        const status = error?.status && error.status >= 500 ? 502 : 401;
        return { ok: false, status, message: error?.message ?? 'Sign-in failed.' };
      }
      if (!(await config.isAllowlisted(data.user.email.toLowerCase()))) {
        await supabase.auth.signOut();
        return { ok: false, status: 403, message: NOT_ALLOWED };
      }
      throttle.recordSuccess(email);
      for (const cookie of pending) writeCookie(ctx, cookie);
      return { ok: true, user: { id: data.user.id, email: data.user.email.toLowerCase() } };
    },

    currentUser: verifiedAdmin,

    async signOut(ctx) {
      await clientFor(ctx).auth.signOut();
      for (const { name } of requestCookies(ctx)) {
        if (name.startsWith('sb-')) ctx.cookies.delete(name, { path: '/' });
      }
    },
  };
}
