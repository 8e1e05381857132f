/**
 * Local auth over the real database store: sign-in, session expiry, logout, first-run bootstrap, the
 * throttle under a concurrent burst, the device cookie, and changing the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AstroCookies } from 'astro';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { ensureAdmin } from '#lib/auth/bootstrap.ts';
import { createLocalAuth } from '#lib/auth/local.ts';
import { LOGIN_THROTTLE_POLICY, createLoginThrottle } from '#lib/auth/login-throttle.ts';
import { createHashingGate } from '#lib/auth/hashing-gate.ts';
import { BUSY_MESSAGE, createSignInGuard } from '#lib/auth/sign-in-guard.ts';
import { deviceCookieName } from '#lib/auth/device-cookie.ts';
import { PASSWORD_MESSAGES } from '#lib/auth/password-policy.ts';
import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from '#lib/auth/local.ts';
import { sessionCookieName } from '#lib/auth/tokens.ts';
import { createDatabaseAuthStore } from '#lib/auth/store.ts';
import { verifyPassword } from '#lib/auth/password.ts';
import type { AuthRequest } from '#lib/auth/types.ts';

/** A cookie jar standing in for a browser between requests. */
function browser(clientAddress = '127.0.0.1') {
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
    clientAddress,
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
  it.each([
    ['aaaaaaaa', PASSWORD_MESSAGES.tooShort],
    ['qwerty123456', PASSWORD_MESSAGES.common],
    ['a@example.com-2026', PASSWORD_MESSAGES.containsEmail],
  ])('refuses ADMIN_PASSWORD %j with a clear message and creates nobody', async (password, why) => {
    await expect(
      ensureAdmin(handle.db, { mode: 'local', email: 'a@example.com', password }),
    ).rejects.toThrow(`ADMIN_PASSWORD is not acceptable for a@example.com: ${why}`);
    const [row] = await handle.sql.query<{ n: number }>(
      'select count(*)::int as n from admin_users',
    );
    expect(Number(row?.n)).toBe(0);
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
    const auth = createLocalAuth(store(), createSignInGuard());
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
    // Only the device cookie stays: it outlives sessions on purpose.
    expect([...jar.keys()]).toEqual([deviceCookieName(false)]);
    const [left] = await handle.sql.query<{ n: number }>('select count(*)::int as n from sessions');
    expect(Number(left?.n)).toBe(0);
  }, 30_000);

  it.each([
    ['idle for over 2 hours', `last_seen_at = now() - interval '2 hours 1 minute'`],
    ['older than 12 hours', `created_at = now() - interval '12 hours 1 minute'`],
  ])(
    'refuses a session %s and deletes it',
    async (_why, change) => {
      const auth = createLocalAuth(store(), createSignInGuard());
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

describe('sign-in under attack', () => {
  const store = () => createDatabaseAuthStore(handle.db);
  const OWNER = { email: 'owner@example.com', password: 'correct-horse-battery-staple' };

  beforeAll(async () => {
    await handle.sql.exec('delete from admin_users');
    await ensureAdmin(handle.db, { mode: 'local', ...OWNER, log: () => {} });
  }, 30_000);

  it('verifies no more than the free attempts of a concurrent burst, counting each before its check', async () => {
    // A roomy hashing gate, so only the throttle stands between the burst and scrypt.
    const gate = createHashingGate({ total: 40, untrusted: 40, perCaller: 40 });
    // A minute's wait after the free attempts, so the check below does not race the clock.
    const throttle = createLoginThrottle({ ...LOGIN_THROTTLE_POLICY, baseDelayMs: 60_000 });
    const auth = createLocalAuth(store(), createSignInGuard({ gate, throttle }));
    const attacker = browser('203.0.113.7');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        auth.signIn(attacker.request(), OWNER.email, `guess-${i}`),
      ),
    );
    const statuses = results.map((r) => (r.ok ? 200 : r.status));
    expect(statuses.filter((s) => s === 401)).toHaveLength(
      LOGIN_THROTTLE_POLICY.freeFailuresPerChannel,
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      40 - LOGIN_THROTTLE_POLICY.freeFailuresPerChannel,
    );
    // Even the right password now waits: the attacker's address is held back…
    expect(await auth.signIn(attacker.request(), OWNER.email, OWNER.password)).toMatchObject({
      ok: false,
      status: 429,
    });
    // …but another address is not.
    expect(
      await auth.signIn(browser('198.51.100.2').request(), OWNER.email, OWNER.password),
    ).toMatchObject({
      ok: true,
    });
  }, 60_000);

  it('with the default caps, answers a burst beyond the hashing slots with 429 at once', async () => {
    const auth = createLocalAuth(store(), createSignInGuard());
    const attacker = browser('203.0.113.8');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        auth.signIn(attacker.request(), OWNER.email, `guess-${i}`),
      ),
    );
    const verified = results.filter((r) => !r.ok && r.status === 401);
    const busy = results.filter((r) => !r.ok && r.status === 429 && r.message === BUSY_MESSAGE);
    expect(verified.length).toBeLessThanOrEqual(2);
    expect(verified.length + busy.length).toBe(20);
  }, 60_000);

  it("lets the admin's usual browser in while an attacker holds the account back everywhere else", async () => {
    // Small allowances so the test is short: 2 failures per channel, 4 per account (untrusted).
    const throttle = createLoginThrottle({
      ...LOGIN_THROTTLE_POLICY,
      freeFailuresPerChannel: 2,
      freeFailuresPerAccount: 4,
      baseDelayMs: 60_000,
    });
    const auth = createLocalAuth(store(), createSignInGuard({ throttle }));
    const usual = browser('192.0.2.10');
    expect(await auth.signIn(usual.request(), OWNER.email, OWNER.password)).toMatchObject({
      ok: true,
    });
    const deviceCookie = deviceCookieName(false);
    expect(usual.jar.get(deviceCookie)).toMatch(/^d1\./);
    await auth.signOut(usual.request());
    expect(usual.jar.has(sessionCookieName(false))).toBe(false);
    expect(usual.jar.has(deviceCookie)).toBe(true);

    // Guesses from two addresses, one of them the admin's own.
    for (const address of ['203.0.113.9', '192.0.2.10']) {
      const attacker = browser(address);
      for (let i = 0; i < 2; i++)
        expect(await auth.signIn(attacker.request(), OWNER.email, `guess-${i}`)).toMatchObject({
          status: 401,
        });
    }
    // A fresh browser anywhere is held back now, even with the right password…
    expect(
      await auth.signIn(browser('198.51.100.3').request(), OWNER.email, OWNER.password),
    ).toMatchObject({
      ok: false,
      status: 429,
    });
    // …the usual browser is not, and neither is it after more hammering from its own address.
    expect(
      await auth.signIn(browser('192.0.2.10').request(), OWNER.email, 'guess-x'),
    ).toMatchObject({ status: 429 });
    expect(await auth.signIn(usual.request(), OWNER.email, OWNER.password)).toMatchObject({
      ok: true,
    });

    // A forged or foreign device cookie earns nothing. The forgery changes the signature's first
    // character: its last one carries two padding bits, and A, B, C and D there decode alike.
    const forger = browser('198.51.100.4');
    const genuine = usual.jar.get(deviceCookie)!;
    const at = genuine.lastIndexOf('.') + 1;
    forger.jar.set(
      deviceCookie,
      `${genuine.slice(0, at)}${genuine[at] === 'A' ? 'B' : 'A'}${genuine.slice(at + 1)}`,
    );
    expect(await auth.signIn(forger.request(), OWNER.email, OWNER.password)).toMatchObject({
      status: 429,
    });
  }, 60_000);
});

describe('changing the password', () => {
  const store = () => createDatabaseAuthStore(handle.db);
  const OWNER = { email: 'owner@example.com', password: 'correct-horse-battery-staple' };
  const NEW_PASSWORD = 'ember-lantern-quarry-tide';

  beforeAll(async () => {
    await handle.sql.exec('delete from admin_users');
    await ensureAdmin(handle.db, { mode: 'local', ...OWNER, log: () => {} });
  }, 30_000);

  it('refuses without a session, a wrong current password, or a weak or unchanged new one', async () => {
    const auth = createLocalAuth(store(), createSignInGuard());
    const signedOut = browser();
    expect(
      await auth.changePassword(signedOut.request(), OWNER.password, NEW_PASSWORD),
    ).toMatchObject({
      ok: false,
      status: 401,
    });
    const me = browser();
    await auth.signIn(me.request(), OWNER.email, OWNER.password);
    expect(await auth.changePassword(me.request(), 'not-my-password', NEW_PASSWORD)).toEqual({
      ok: false,
      status: 400,
      message: WRONG_CURRENT_PASSWORD,
      fields: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
    for (const [weak, why] of [
      ['letmein!', PASSWORD_MESSAGES.tooShort],
      ['password1234', PASSWORD_MESSAGES.common],
      [`${OWNER.email}!!`, PASSWORD_MESSAGES.containsEmail],
    ] as const) {
      expect(await auth.changePassword(me.request(), OWNER.password, weak)).toEqual({
        ok: false,
        status: 400,
        message: why,
        fields: { newPassword: why },
      });
    }
    expect(await auth.changePassword(me.request(), OWNER.password, OWNER.password)).toMatchObject({
      status: 400,
      fields: { newPassword: SAME_PASSWORD },
    });
  }, 60_000);

  it('stores the new password, ends every other session and keeps this one', async () => {
    const auth = createLocalAuth(store(), createSignInGuard());
    const me = browser();
    const other = browser('198.51.100.20');
    await auth.signIn(me.request(), OWNER.email, OWNER.password);
    await auth.signIn(other.request(), OWNER.email, OWNER.password);
    const otherDevice = other.jar.get(deviceCookieName(false));
    expect(await auth.currentUser(other.request())).not.toBeNull();

    expect(await auth.changePassword(me.request(), OWNER.password, NEW_PASSWORD)).toEqual({
      ok: true,
    });
    expect(await auth.currentUser(me.request())).toMatchObject({ email: OWNER.email });
    expect(await auth.currentUser(other.request())).toBeNull();
    const [left] = await handle.sql.query<{ n: number }>('select count(*)::int as n from sessions');
    expect(Number(left?.n)).toBe(1);

    expect(await auth.signIn(browser().request(), OWNER.email, OWNER.password)).toMatchObject({
      status: 401,
    });
    expect(
      await auth.signIn(browser('198.51.100.21').request(), OWNER.email, NEW_PASSWORD),
    ).toMatchObject({
      ok: true,
    });
    // The device cookie issued under the old password is retired with it; this browser gets a new one.
    expect(me.jar.get(deviceCookieName(false))).not.toBe(otherDevice);
  }, 90_000);
});
