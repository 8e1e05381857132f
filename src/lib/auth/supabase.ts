/**
 * Supabase Auth: sessions live in Supabase's cookies (via @supabase/ssr); every request re-verifies the
 * user with `getUser()` (a call to the auth server), never trusting `getSession()`'s unverified cookie.
 * In Supabase anyone can sign up, so only emails on our `admin_users` allowlist may manage content.
 */
import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import type { AdminUser, AuthProvider, AuthRequest } from './types.ts';
import type { LoginThrottle } from './login-throttle.ts';

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
  const clientFor = (ctx: AuthRequest) =>
    createServerClient(config.url, config.anonKey, {
      auth: { flowType: 'pkce', autoRefreshToken: false, detectSessionInUrl: false },
      cookies: {
        getAll: () =>
          parseCookieHeader(ctx.request.headers.get('cookie') ?? '').map(({ name, value }) => ({
            name,
            value: value ?? '',
          })),
        setAll: (cookies) => {
          for (const { name, value, options } of cookies) {
            ctx.cookies.set(name, value, {
              ...options,
              httpOnly: true,
              secure: ctx.url.protocol === 'https:',
              sameSite: 'lax',
              path: '/',
            });
          }
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
      const supabase = clientFor(ctx);
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
      return { ok: true, user: { id: data.user.id, email: data.user.email.toLowerCase() } };
    },

    currentUser: verifiedAdmin,

    async signOut(ctx) {
      await clientFor(ctx).auth.signOut();
    },
  };
}
