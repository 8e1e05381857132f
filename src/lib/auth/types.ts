/** The one auth interface the admin API talks to; local password auth and Supabase Auth both implement it. */
import type { AstroCookies } from 'astro';
import type { Role } from '#lib/people/fields.ts';

/**
 * Who makes a change: the activity log and revisions name them. `role` is absent only for the
 * server's own writes (seed, scripts); every signed-in request carries it.
 */
export interface AdminUser {
  id: string;
  email: string;
  role?: Role;
}

/** A signed-in admin, as every /api/admin/* route sees them: their role read on this request. */
export interface SignedInAdmin extends AdminUser {
  role: Role;
}

/** What an auth implementation needs from a request. */
export interface AuthRequest {
  cookies: AstroCookies;
  url: URL;
  request: Request;
  clientAddress: string;
}

export type SignInResult =
  | { ok: true; user: SignedInAdmin }
  | { ok: false; status: 401 | 403 | 429 | 502; message: string; retryAfterSeconds?: number };

export type ChangePasswordResult =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 401 | 409 | 429;
      message: string;
      /** Per-field messages, keyed `currentPassword` / `newPassword`. */
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
    };

export type PasswordResetResult =
  | { ok: true }
  | { ok: false; status: 400 | 404 | 502; message: string; fields?: Record<string, string> };

export interface AuthProvider {
  readonly kind: 'local' | 'supabase';
  signIn(ctx: AuthRequest, email: string, password: string): Promise<SignInResult>;
  /** The signed-in admin with their role, verified server-side on every call; null when there is none. */
  currentUser(ctx: AuthRequest): Promise<SignedInAdmin | null>;
  signOut(ctx: AuthRequest): Promise<void>;
  /**
   * Supabase Auth: asks Supabase to mail its own reset link (local sign-in mails its own:
   * password-reset.ts). Answers the same whether or not the address has an account.
   */
  requestPasswordReset?(ctx: AuthRequest, email: string): Promise<PasswordResetResult>;
  /** Supabase Auth: sets a new password with the code Supabase's link brought back; every session ends. */
  resetPassword?(ctx: AuthRequest, code: string, password: string): Promise<PasswordResetResult>;
  /** Replaces the signed-in admin's password after checking the current one; every other session ends. */
  changePassword(
    ctx: AuthRequest,
    currentPassword: string,
    newPassword: string,
  ): Promise<ChangePasswordResult>;
}
