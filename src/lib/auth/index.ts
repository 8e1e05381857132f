/** The process's auth provider: Supabase Auth when SUPABASE_URL and SUPABASE_ANON_KEY are set, else local. */
import { getDb } from '#lib/db/client.ts';
import { ensureAdminFromEnv, type BootstrapResult } from './bootstrap.ts';
import { createLocalAuth } from './local.ts';
import { createSignInGuard } from './sign-in-guard.ts';
import { allowlistEntry, createDatabaseAuthStore } from './store.ts';
import { createSupabaseAuth } from './supabase.ts';
import type { AuthProvider } from './types.ts';
import { processSingletonPromise } from '#lib/runtime/process-singleton.ts';
import { loadEnv } from '#config/env.ts';

const provider = processSingletonPromise('northbeam.auth', createAuth);

/**
 * First run: creates the first admin from the environment (or with a generated password) and prints
 * the sign-in details once. The servers and `db:seed` call it at start; sign-in calls it as a fallback.
 */
export async function ensureFirstAdmin(adminUrl?: string): Promise<BootstrapResult> {
  return ensureAdminFromEnv(await getDb(), adminUrl);
}

async function createAuth(): Promise<AuthProvider> {
  const db = await getDb();
  const { SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: supabaseAnonKey } = loadEnv();
  await ensureFirstAdmin();
  const guard = createSignInGuard();
  if (supabaseUrl && supabaseAnonKey) {
    return createSupabaseAuth(
      {
        url: supabaseUrl,
        anonKey: supabaseAnonKey,
        allowlisted: (email) => allowlistEntry(db, email),
      },
      guard,
    );
  }
  return createLocalAuth(createDatabaseAuthStore(db), guard);
}

export function getAuth(): Promise<AuthProvider> {
  return provider.get();
}

export type { AdminUser, AuthProvider } from './types.ts';
