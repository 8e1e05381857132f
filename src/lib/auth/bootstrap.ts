/**
 * First run: make sure an admin exists, as an owner. Local auth creates one from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or with a generated password printed once; Supabase Auth puts ADMIN_EMAIL on the
 * allowlist while it has no owner (so an owner the admin removed is not put back by a restart), and
 * refuses to start without it (a default address there would let whoever signs up with it in). There
 * is never a default "admin" password.
 */
import { randomBytes } from 'node:crypto';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#lib/db/client.ts';
import { adminUsers } from '#lib/db/schema.ts';
import { firstRunBanner } from './first-run-banner.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { SUPABASE_ADMIN_EMAIL_REQUIRED } from './config.ts';
import { loadEnv, type EnvSource } from '#config/env.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface BootstrapOptions {
  mode: 'local' | 'supabase';
  email?: string | undefined;
  password?: string | undefined;
  /** Where the admin signs in, shown in the first-run notice. */
  adminUrl?: string | undefined;
  log?: (message: string) => void;
}

export type BootstrapResult =
  { created: false } | { created: true; email: string; generatedPassword?: string };

export async function ensureAdmin(
  db: Database,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  const log = options.log ?? console.log;
  if (options.mode === 'supabase' && !options.email?.trim()) {
    throw new Error(SUPABASE_ADMIN_EMAIL_REQUIRED);
  }
  const email = (options.email?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase();

  if (options.mode === 'supabase') {
    const [owner] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.role, 'owner'))
      .limit(1);
    if (owner) return { created: false };
    const inserted = await db
      .insert(adminUsers)
      .values({ email, passwordHash: null, role: 'owner' })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    if (inserted.length > 0) log(`[auth] ${email} is on the admin allowlist for Supabase Auth.`);
    return inserted.length > 0 ? { created: true, email } : { created: false };
  }

  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(adminUsers)
    .where(isNotNull(adminUsers.passwordHash));
  if (Number(existing?.count ?? 0) > 0) return { created: false };

  let password = options.password;
  let generatedPassword: string | undefined;
  if (password) {
    const problem = await passwordProblem(password, email);
    if (problem) {
      throw new Error(
        `ADMIN_PASSWORD is not acceptable for ${email}: ${problem} Set a stronger ADMIN_PASSWORD, or leave it empty to have one generated.`,
      );
    }
  } else {
    password = generatedPassword = randomBytes(15).toString('base64url');
  }
  const inserted = await db
    .insert(adminUsers)
    .values({ email, passwordHash: await hashPassword(password), role: 'owner' })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  // Another process may have won the race; its admin stands.
  if (inserted.length === 0) return { created: false };
  log(
    `\n${firstRunBanner({ email, generatedPassword, adminUrl: options.adminUrl ?? '/admin' })}\n`,
  );
  return generatedPassword ? { created: true, email, generatedPassword } : { created: true, email };
}

/**
 * First run as the servers and `db:seed` do it: the admin from ADMIN_EMAIL / ADMIN_PASSWORD (or a
 * generated password), on the Supabase allowlist when SUPABASE_URL and SUPABASE_ANON_KEY are set.
 */
export function ensureAdminFromEnv(
  db: Database,
  adminUrl?: string,
  source: EnvSource = process.env,
): Promise<BootstrapResult> {
  const env = loadEnv(source);
  return ensureAdmin(db, {
    mode: env.SUPABASE_URL && env.SUPABASE_ANON_KEY ? 'supabase' : 'local',
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    adminUrl,
  });
}
