/** Local auth over the real database store: sign-in, session expiry, logout, first-run bootstrap. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AstroCookies } from 'astro';
import { openDatabase, type DatabaseHandle } from '../../src/lib/db/client.ts';
import { applyMigrations } from '../../src/lib/db/migrate.ts';
import { migrationsDir } from '../../src/lib/db/paths.ts';
import { ensureAdmin } from '../../src/lib/auth/bootstrap.ts';
import { createLocalAuth } from '../../src/lib/auth/local.ts';
import { createLoginThrottle } from '../../src/lib/auth/login-throttle.ts';
import { createDatabaseAuthStore } from '../../src/lib/auth/store.ts';
import { verifyPassword } from '../../src/lib/auth/password.ts';
import type { AuthRequest } from '../../src/lib/auth/types.ts';

/** A cookie jar standing in for a browser between requests. */
function browser() {
  const jar = new Map<string, string>();
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
    has: (name: string) => jar.has(name),
  } as unknown as AstroCookies;
  const request = (): AuthRequest => ({
    cookies,
    url: new URL('http://localhost/api/auth/login'),
    request: new Request('http://localhost/api/auth/login'),
    clientAddress: '127.0.0.1',
  });
  return { jar, request };
}

let handle: DatabaseHandle;
const logs: string[] = [];

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', setup: false });
  await applyMigrations(handle.sql, migrationsDir());
}, 60_000);
afterAll(() => handle.close());

describe('first-run bootstrap', () => {
  it('refuses a weak ADMIN_PASSWORD', async () => {
    await expect(
      ensureAdmin(handle.db, { mode: 'local', email: 'a@example.com', password: 'password' }),
    ).rejects.toThrow(/ADMIN_PASSWORD is not acceptable/);
  });

  it('creates one admin with a generated password printed once, then never again', async () => {
    const first = await ensureAdmin(handle.db, { mode: 'local', log: (m) => logs.push(m) });
    expect(first).toMatchObject({ created: true, email: 'admin@example.com' });
    const generated = first.created ? first.generatedPassword : undefined;
    expect(generated?.length).toBeGreaterThanOrEqual(16);
    expect(logs.join('\n')).toContain(generated);
    const [row] = await handle.sql.query<{ password_hash: string }>(
      'select password_hash from admin_users',
    );
    expect(row?.password_hash).not.toContain(generated);
    expect(await verifyPassword(generated!, row!.password_hash)).toBe(true);
    expect(
      await ensureAdmin(handle.db, { mode: 'local', password: 'another-long-passphrase' }),
    ).toEqual({
      created: false,
    });
  }, 30_000);
});

describe('sessions', () => {
  const store = () => createDatabaseAuthStore(handle.db);

  beforeAll(async () => {
    await handle.sql.exec('delete from admin_users');
    await ensureAdmin(handle.db, {
      mode: 'local',
      email: 'Owner@Example.com',
      password: 'correct-horse-battery-staple',
      log: () => {},
    });
  }, 30_000);

  it('stores only a hash of the session token and signs out server-side', async () => {
    const auth = createLocalAuth(store(), createLoginThrottle());
    const { jar, request } = browser();
    const result = await auth.signIn(
      request(),
      'owner@example.com',
      'correct-horse-battery-staple',
    );
    expect(result).toMatchObject({ ok: true, user: { email: 'owner@example.com' } });
    const token = [...jar.values()][0]!;
    const rows = await handle.sql.query<{ token_hash: string }>('select token_hash from sessions');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect((await auth.currentUser(request()))?.email).toBe('owner@example.com');

    await auth.signOut(request());
    expect(jar.size).toBe(0);
    const [left] = await handle.sql.query<{ n: number }>('select count(*)::int as n from sessions');
    expect(Number(left?.n)).toBe(0);
  }, 30_000);

  it.each([
    ['idle for over 2 hours', `last_seen_at = now() - interval '2 hours 1 minute'`],
    ['older than 12 hours', `created_at = now() - interval '12 hours 1 minute'`],
  ])(
    'refuses a session %s and deletes it',
    async (_why, change) => {
      const auth = createLocalAuth(store(), createLoginThrottle());
      const { request } = browser();
      await auth.signIn(request(), 'owner@example.com', 'correct-horse-battery-staple');
      await handle.sql.exec(`update sessions set ${change}`);
      expect(await auth.currentUser(request())).toBeNull();
      const [left] = await handle.sql.query<{ n: number }>(
        'select count(*)::int as n from sessions',
      );
      expect(Number(left?.n)).toBe(0);
    },
    30_000,
  );
});
