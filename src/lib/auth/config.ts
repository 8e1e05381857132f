import { loadEnv, type EnvSource } from '#config/env.ts';

/** Auth settings the site cannot run with, checked before the server starts (and in a Netlify build). */
export const SUPABASE_ADMIN_EMAIL_REQUIRED =
  'ADMIN_EMAIL is required with Supabase Auth (SUPABASE_URL and SUPABASE_ANON_KEY are set): it names the one account allowed into /admin, and there is no default. Set ADMIN_EMAIL to your own confirmed Supabase account and start again.';

/** Why the auth settings cannot start the site, or null when they can. */
export function authConfigProblem(source: EnvSource = process.env): string | null {
  const env = loadEnv(source);
  const supabase = Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
  if (supabase && !env.ADMIN_EMAIL?.trim()) return SUPABASE_ADMIN_EMAIL_REQUIRED;
  return null;
}
