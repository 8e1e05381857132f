/** The process's auth provider: Supabase Auth when SUPABASE_URL and SUPABASE_ANON_KEY are set, else local. */
import { getDb } from '../db/client.ts';
import { ensureAdmin } from './bootstrap.ts';
import { createLocalAuth } from './local.ts';
import { createSignInGuard } from './sign-in-guard.ts';
import { createDatabaseAuthStore, isAllowlistedAdmin } from './store.ts';
import { createSupabaseAuth } from './supabase.ts';
import type { AuthProvider } from './types.ts';

const PROVIDER = Symbol.for('northbeam.auth');
type GlobalWithAuth = typeof globalThis & { [PROVIDER]?: Promise<AuthProvider> };

async function createAuth(): Promise<AuthProvider> {
  const db = await getDb();
  const supabaseUrl = process.env.SUPABASE_URL;
  const supabaseAnonKey = process.env.SUPABASE_ANON_KEY;
  const mode = supabaseUrl && supabaseAnonKey ? 'supabase' : 'local';
  await ensureAdmin(db, {
    mode,
    email: process.env.ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD,
  });
  const guard = createSignInGuard();
  if (supabaseUrl && supabaseAnonKey) {
    return createSupabaseAuth(
      {
        url: supabaseUrl,
        anonKey: supabaseAnonKey,
        isAllowlisted: (email) => isAllowlistedAdmin(db, email),
      },
      guard,
    );
  }
  return createLocalAuth(createDatabaseAuthStore(db), guard);
}

export function getAuth(): Promise<AuthProvider> {
  const g = globalThis as GlobalWithAuth;
  g[PROVIDER] ??= createAuth().catch((error: unknown) => {
    delete g[PROVIDER];
    throw error;
  });
  return g[PROVIDER];
}

export type { AdminUser, AuthProvider } from './types.ts';
