/**
 * "Forgot password?" with local sign-in, through its routes, on PGlite and a real Postgres 15, mailed
 * to a local SMTP server (docs/sign-in-security.md): the same answer whether or not the address has
 * an account; a one-time link of 256 random bits at SITE_URL, stored only hashed, that expires; the
 * password policy; every session of the account ended; throttled like signing in; and, without SMTP,
 * the sign-in page says to ask an owner.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listActivity } from '#lib/audit/activity.ts';
import { createLocalAuth } from '#lib/auth/local.ts';
import { hashPassword } from '#lib/auth/password.ts';
import { PASSWORD_MESSAGES } from '#lib/auth/password-policy.ts';
import { RESET_LIFETIME_MINUTES, RESET_MESSAGES } from '#lib/auth/password-reset.ts';
import { createSignInGuard } from '#lib/auth/sign-in-guard.ts';
import { createDatabaseAuthStore } from '#lib/auth/store.ts';
import type { AuthRequest } from '#lib/auth/types.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import * as forgot from '#pages/api/auth/forgot-password.ts';
import * as reset from '#pages/api/auth/reset-password.ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { startSmtpRecorder, type SmtpRecorder } from '#test-support/recorders.ts';

const OLD = 'an old password nobody remembers';
const NEW = 'lantern-orchard-quarry-tide';

/** A cookie jar standing in for a browser between requests. */
function browser(): () => AuthRequest {
  const jar = new Map<string, string>();
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
    has: (name: string) => jar.has(name),
  } as unknown as AstroCookies;
  return () => ({
    cookies,
    url: new URL('http://localhost/api/auth/login'),
    request: new Request('http://localhost/api/auth/login'),
    clientAddress: '127.0.0.1',
  });
}

/** The text of a recorded message, quoted-printable undone. */
const mailText = (data: string) =>
  data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(engines)('"Forgot password?" with local sign-in on $name', (engine) => {
  const owner = { id: randomUUID(), email: 'owner@example.com', role: 'owner' as const };
  const dana = { id: randomUUID(), email: 'dana@example.com' };
  const database = adminDatabase(engine, owner, async (handle) => {
    await handle.sql.query(
      `insert into admin_users (id, email, password_hash, role) values ($1, $2, $3, 'editor')`,
      [dana.id, dana.email, await hashPassword(OLD)],
    );
  });
  let smtp: SmtpRecorder;
  beforeAll(async () => {
    smtp = await startSmtpRecorder();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    processSingleton('northbeam.resetThrottle', () => null).reset();
    vi.stubEnv('SITE_URL', 'https://www.example.com');
    vi.stubEnv('SMTP_HOST', smtp.host);
    vi.stubEnv('SMTP_PORT', String(smtp.port));
    vi.stubEnv('SMTP_FROM', 'site@example.com');
  });

  const ask = (email: string) =>
    callRoute(forgot.POST, { method: 'POST', path: '/api/auth/forgot-password', body: { email } });
  const use = (token: string, password = NEW) =>
    callRoute(reset.POST, {
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token, password },
    });
  const auth = () =>
    createLocalAuth(createDatabaseAuthStore(database.handle.db), createSignInGuard());
  const count = async (sql: string, params: unknown[] = []) =>
    (await database.handle.sql.query<{ n: number }>(sql, params))[0]!.n;
  /** The link of the latest message to `to`, once it has arrived (it is sent after the answer). */
  const linkFor = async (to: string, before: number) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const message = smtp.messages.slice(before).find((m) => m.to.includes(to));
      if (message)
        return /https:\/\/www\.example\.com\/admin#reset=[A-Za-z0-9_-]{43}/.exec(
          mailText(message.data),
        )![0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no reset email to ${to}`);
  };
  const tokenOf = (link: string) => new URL(link).hash.replace(/^#reset=/, '');

  it('answers the same whether or not the address has an account, and mails only the account', async () => {
    const before = smtp.messages.length;
    const known = await ask('Dana@Example.com');
    const unknown = await ask('nobody@example.com');
    expect(known).toMatchObject({ status: 202, json: { message: RESET_MESSAGES.sent } });
    expect(unknown).toMatchObject({ status: 202, json: known.json });
    const link = await linkFor(dana.email, before);
    // The link names the site by SITE_URL, whatever host the request came to.
    expect(link.startsWith('https://www.example.com/admin#reset=')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual([[dana.email]]);
    const stored = await database.handle.sql.query<{ token_hash: string; valid_ms: number }>(
      'select token_hash, (extract(epoch from expires_at - created_at) * 1000)::int as valid_ms from password_resets',
    );
    expect(stored).toEqual([
      {
        token_hash: createHash('sha256').update(tokenOf(link)).digest('hex'),
        valid_ms: RESET_LIFETIME_MINUTES * 60_000,
      },
    ]);
  });

  it('sets a new password once, under the policy, and ends every session of the account', async () => {
    const phone = browser();
    const laptop = browser();
    for (const device of [phone, laptop]) {
      expect(await auth().signIn(device(), dana.email, OLD)).toMatchObject({ ok: true });
    }
    expect(
      await count('select count(*)::int as n from sessions where user_id = $1', [dana.id]),
    ).toBe(2);
    const before = smtp.messages.length;
    await ask(dana.email);
    const token = tokenOf(await linkFor(dana.email, before));

    const weak = await use(token, 'password1234');
    expect(weak).toMatchObject({
      status: 400,
      json: { fields: { password: PASSWORD_MESSAGES.common } },
    });
    expect(await use(token)).toMatchObject({
      status: 200,
      json: { reset: true, email: dana.email },
    });
    expect(
      await count('select count(*)::int as n from sessions where user_id = $1', [dana.id]),
    ).toBe(0);
    expect(await auth().currentUser(phone())).toBeNull();
    expect(await auth().signIn(browser()(), dana.email, OLD)).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await auth().signIn(browser()(), dana.email, NEW)).toMatchObject({ ok: true });

    // Once only.
    expect(await use(token, 'another-long-passphrase-here')).toMatchObject({
      status: 404,
      json: { error: RESET_MESSAGES.linkInvalid },
    });
    const { entries } = await listActivity(database.handle.db, { page: 1 });
    expect(entries[0]).toMatchObject({ action: 'account.password-reset', actorEmail: dana.email });
  });

  it('refuses an expired link (410) and a newer link replaces the last', async () => {
    const before = smtp.messages.length;
    await ask(dana.email);
    const first = tokenOf(await linkFor(dana.email, before));
    await database.handle.sql.query(
      `update password_resets set created_at = now() - interval '2 hours', expires_at = now() - interval '90 minutes'`,
    );
    expect((await use(first)).status).toBe(410);
    const again = smtp.messages.length;
    await ask(dana.email);
    const second = tokenOf(await linkFor(dana.email, again));
    expect((await use(first)).status).toBe(404);
    expect((await use(second, 'yet-another-long-passphrase')).status).toBe(200);
  });

  it('throttles asking like signing in', async () => {
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push(await ask(dana.email));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(answers[5]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('without SMTP, says so the same for every address, and the sign-in page tells to ask an owner', async () => {
    vi.stubEnv('SMTP_HOST', '');
    const how = await callRoute(forgot.GET, { method: 'GET', path: '/api/auth/forgot-password' });
    expect(how).toMatchObject({ status: 200, json: { byEmail: false } });
    for (const email of [dana.email, 'nobody@example.com']) {
      expect(await ask(email)).toMatchObject({
        status: 503,
        json: { error: RESET_MESSAGES.noEmail },
      });
    }
  });
});
