/**
 * Colleagues and roles on PGlite and a real Postgres 15: invitations through the admin routes (a
 * one-time link of 256 random bits, stored only hashed, expiring within 7 days, emailed through the
 * site's SMTP settings to a local SMTP server, never logged), accepting one under the password
 * policy, sessions ending at once on a role change or a removal (the real local sign-in), the last
 * owner guard (also against two owners demoting each other at once), the Supabase allowlist, and
 * the admins from before roles becoming owners.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroCookies } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listActivity } from '#lib/audit/activity.ts';
import { ensureAdmin } from '#lib/auth/bootstrap.ts';
import { createLocalAuth } from '#lib/auth/local.ts';
import { hashPassword } from '#lib/auth/password.ts';
import { PASSWORD_MESSAGES } from '#lib/auth/password-policy.ts';
import { createSignInGuard } from '#lib/auth/sign-in-guard.ts';
import { allowlistEntry, createDatabaseAuthStore } from '#lib/auth/store.ts';
import type { AuthRequest, SignedInAdmin } from '#lib/auth/types.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { changeRole, invitePerson, PEOPLE_MESSAGES } from '#lib/people/admin.ts';
import { INVITE_LIFETIME_MS } from '#lib/people/terms.ts';
import type { InviteAnswerJson, PeopleJson } from '#lib/people/json.ts';
import * as people from '#pages/api/admin/people/index.ts';
import * as person from '#pages/api/admin/people/[id].ts';
import * as invites from '#pages/api/admin/people/invites/[id].ts';
import * as invitation from '#pages/api/auth/invitation.ts';
import * as accept from '#pages/api/auth/accept-invitation.ts';
import { adminDatabase, callRoute, signInAs } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { startSmtpRecorder, type SmtpRecorder } from '#test-support/recorders.ts';

const PASSWORD = 'lantern-orchard-quarry-tide';

/** A cookie jar standing in for a browser between requests. */
function browser() {
  const jar = new Map<string, string>();
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
    has: (name: string) => jar.has(name),
  } as unknown as AstroCookies;
  return (): AuthRequest => ({
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

const tokenOf = (link: string) => new URL(link).hash.replace(/^#invite=/, '');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(engines)('colleagues and roles on $name', (engine) => {
  const owner: SignedInAdmin = { id: randomUUID(), email: 'owner@example.com', role: 'owner' };
  const database = adminDatabase(engine, owner, async (handle) => {
    // The owner the routes see signed in is a real row, so the last-owner guard counts them.
    await handle.sql.query(
      `insert into admin_users (id, email, password_hash, role) values ($1, $2, null, 'owner')`,
      [owner.id, owner.email],
    );
  });
  let smtp: SmtpRecorder;
  const logged: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpRecorder();
  });
  afterAll(() => smtp.close());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    signInAs(owner);
  });

  const auth = () =>
    createLocalAuth(createDatabaseAuthStore(database.handle.db), createSignInGuard());
  const invite = async (email: string, role = 'contributor') => {
    const answer = await callRoute(people.POST, {
      method: 'POST',
      path: '/api/admin/people',
      body: { email, role },
    });
    return {
      status: answer.status,
      json: answer.json as InviteAnswerJson & { error?: string; fields?: Record<string, string> },
    };
  };
  const lookUp = async (token: string) =>
    callRoute(invitation.POST, { method: 'POST', path: '/api/auth/invitation', body: { token } });
  const acceptWith = async (token: string, password = PASSWORD) =>
    callRoute(accept.POST, {
      method: 'POST',
      path: '/api/auth/accept-invitation',
      body: { token, password },
    });
  const roster = async () =>
    (await callRoute(people.GET, { method: 'GET', path: '/api/admin/people' })).json as PeopleJson;
  const idOf = async (email: string) => (await roster()).people.find((p) => p.email === email)!.id;
  const count = async (sql: string, params: unknown[] = []) =>
    (await database.handle.sql.query<{ n: number }>(sql, params))[0]!.n;
  const watchLogs = () => {
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void logged.push(args.join(' ')),
      );
    }
  };

  it('invites with a one-time link of 256 random bits, stored only hashed, valid 7 days, emailed and never logged', async () => {
    vi.stubEnv('SMTP_HOST', smtp.host);
    vi.stubEnv('SMTP_PORT', String(smtp.port));
    vi.stubEnv('SMTP_FROM', 'site@example.com');
    watchLogs();
    const { status, json } = await invite('Casey@Example.com', 'contributor');
    expect(status).toBe(201);
    expect(json.emailed).toBe(true);
    expect(json.link).toMatch(/^http:\/\/localhost:4321\/admin#invite=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(json.link!);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [row] = await database.handle.sql.query<{
      token_hash: string;
      email: string;
      role: string;
      valid_ms: number;
    }>(
      `select token_hash, email, role, extract(epoch from expires_at - created_at) * 1000 as valid_ms from admin_invites`,
    );
    expect(row).toMatchObject({
      token_hash: sha256(token),
      email: 'casey@example.com',
      role: 'contributor',
    });
    expect(Number(row!.valid_ms)).toBe(INVITE_LIFETIME_MS);
    // The token itself is nowhere in the database, the activity log or the logs.
    expect(
      await count(
        `select count(*)::int as n from admin_invites where token_hash like '%' || $1 || '%'`,
        [token],
      ),
    ).toBe(0);
    const { entries } = await listActivity(database.handle.db, { page: 1 });
    expect(entries[0]).toMatchObject({ action: 'person.invited', actorEmail: owner.email });
    expect(entries[0]!.summary).toMatch(
      /^Invited casey@example.com as a Contributor \(the link works once, until /,
    );
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(logged.join('\n')).not.toContain(token);

    const [mail] = smtp.messages.splice(0);
    expect(mail!.to).toEqual(['casey@example.com']);
    const text = mailText(mail!.data);
    expect(text).toContain('invited you to the Northbeam IT website');
    expect(text).toContain(json.link!);
    expect(text).toContain('works once');

    const roles = await roster();
    expect(roles.invites.map((i) => [i.email, i.role])).toEqual([
      ['casey@example.com', 'contributor'],
    ]);
    expect(JSON.stringify(roles)).not.toContain(token);
  });

  it('accepts an invitation once, under the password policy; the newcomer signs in with the role', async () => {
    const { json } = await invite('dana@example.com', 'contributor');
    expect(json.emailed).toBe(false);
    expect(json.emailProblem).toMatch(/Email is not set up on this site/);
    const token = tokenOf(json.link!);

    const found = await lookUp(token);
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ email: 'dana@example.com', role: 'contributor' });

    const weak = await acceptWith(token, 'password1234');
    expect(weak.status).toBe(400);
    expect((weak.json as { fields: Record<string, string> }).fields.password).toBe(
      PASSWORD_MESSAGES.common,
    );
    expect((await lookUp(token)).status).toBe(200);

    const accepted = await acceptWith(token);
    expect(accepted.status).toBe(201);
    expect(accepted.json).toEqual({ email: 'dana@example.com', role: 'contributor' });
    for (const again of [await acceptWith(token), await lookUp(token)]) {
      expect(again.status).toBe(404);
      expect((again.json as { error: string }).error).toBe(PEOPLE_MESSAGES.linkInvalid);
    }
    expect(
      await count(`select count(*)::int as n from admin_invites where email = 'dana@example.com'`),
    ).toBe(0);

    const signedIn = await auth().signIn(browser()(), 'dana@example.com', PASSWORD);
    expect(signedIn).toMatchObject({
      ok: true,
      user: { email: 'dana@example.com', role: 'contributor' },
    });
    const { entries } = await listActivity(database.handle.db, { page: 1 });
    expect(entries[0]).toMatchObject({ action: 'person.joined', actorEmail: 'dana@example.com' });
  });

  it('refuses an expired link (410) and a link valid for longer than 7 days (in the database)', async () => {
    const eightDaysAgo = new Date(Date.now() - INVITE_LIFETIME_MS - 60_000);
    const old = await invitePerson(
      database.handle.db,
      owner,
      { email: 'late@example.com', role: 'editor' },
      'local',
      eightDaysAgo,
    );
    if (old.kind !== 'link') throw new Error('expected a link');
    for (const answer of [await lookUp(old.token), await acceptWith(old.token)]) {
      expect(answer.status).toBe(410);
      expect((answer.json as { error: string }).error).toMatch(
        /^This invitation link expired on .* ET\. Ask the owner for a new one\.$/,
      );
    }
    await expect(
      database.handle.sql.exec(
        `insert into admin_invites (email, role, token_hash, invited_by, invited_by_id, expires_at) values ('long@example.com', 'editor', 'x', 'owner@example.com', '${owner.id}', now() + interval '7 days 1 minute')`,
      ),
    ).rejects.toThrow(/admin_invites_expiry/);
  });

  it('replaces an earlier link when the same address is invited again, and withdraws one', async () => {
    const first = tokenOf((await invite('erin@example.com')).json.link!);
    const second = await invite('erin@example.com', 'editor');
    expect(second.status).toBe(201);
    expect((await lookUp(first)).status).toBe(404);
    expect((await lookUp(tokenOf(second.json.link!))).json).toMatchObject({ role: 'editor' });

    const withdrawn = await callRoute(invites.DELETE, {
      method: 'DELETE',
      path: `/api/admin/people/invites/${second.json.invite!.id}`,
      params: { id: second.json.invite!.id },
    });
    expect(withdrawn.status).toBe(200);
    expect((await lookUp(tokenOf(second.json.link!))).status).toBe(404);
  });

  it('kills an invitation when its sender is removed, demoted below its role, or it is withdrawn', async () => {
    const sender: SignedInAdmin = { id: randomUUID(), email: 'sender@example.com', role: 'owner' };
    await database.handle.sql.query(
      `insert into admin_users (id, email, password_hash, role) values ($1, $2, null, 'owner')`,
      [sender.id, sender.email],
    );
    signInAs(sender);
    const links = {
      owner: tokenOf((await invite('felix@example.com', 'owner')).json.link!),
      editor: tokenOf((await invite('gina@example.com', 'editor')).json.link!),
      contributor: tokenOf((await invite('hal@example.com', 'contributor')).json.link!),
      withdrawn: await invite('ivy@example.com', 'contributor'),
    };
    signInAs(owner);
    const dead = async (token: string) => {
      for (const answer of [await lookUp(token), await acceptWith(token)]) {
        expect(answer.status).toBe(404);
        expect((answer.json as { error: string }).error).toBe(PEOPLE_MESSAGES.linkInvalid);
      }
    };

    // Withdrawn by an owner: its link stops working.
    const withdrawn = await callRoute(invites.DELETE, {
      method: 'DELETE',
      path: `/api/admin/people/invites/${links.withdrawn.json.invite!.id}`,
      params: { id: links.withdrawn.json.invite!.id },
    });
    expect(withdrawn.status).toBe(200);
    await dead(tokenOf(links.withdrawn.json.link!));

    // Demoted to editor: the invitation to make someone an owner dies; those an editor's role
    // covers stay.
    const demoted = await callRoute(person.PATCH, {
      method: 'PATCH',
      path: `/api/admin/people/${sender.id}`,
      params: { id: sender.id },
      body: { role: 'editor' },
    });
    expect(demoted.status).toBe(200);
    await dead(links.owner);
    expect((await lookUp(links.editor)).status).toBe(200);
    expect((await roster()).invites.map((i) => i.email)).not.toContain('felix@example.com');

    // However the sender lost the authority (here in the database itself), accepting checks it.
    await database.handle.sql.query(`update admin_users set role = 'contributor' where id = $1`, [
      sender.id,
    ]);
    await dead(links.editor);
    await database.handle.sql.query(`update admin_users set role = 'editor' where id = $1`, [
      sender.id,
    ]);

    // Removed: every invitation they sent dies with them.
    const removed = await callRoute(person.DELETE, {
      method: 'DELETE',
      path: `/api/admin/people/${sender.id}`,
      params: { id: sender.id },
    });
    expect(removed.status).toBe(200);
    await dead(links.contributor);
    expect(
      await count(`select count(*)::int as n from admin_invites where invited_by = $1`, [
        sender.email,
      ]),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from admin_users where email in ('felix@example.com', 'gina@example.com', 'hal@example.com', 'ivy@example.com')`,
      ),
    ).toBe(0);
  });

  it('refuses to invite someone who already has access (409 on the email)', async () => {
    const { status, json } = await invite('owner@example.com');
    expect(status).toBe(409);
    expect(json.fields?.email).toBe(PEOPLE_MESSAGES.alreadyIn('owner@example.com'));
  });

  it.each([
    ['a bad email', { email: 'not-an-email', role: 'editor' }, 'email'],
    ['an unknown role', { email: 'x@example.com', role: 'admin' }, 'role'],
  ])('answers 400 for %s', async (_what, body, field) => {
    const answer = await callRoute(people.POST, {
      method: 'POST',
      path: '/api/admin/people',
      body,
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { fields: Record<string, string> }).fields[field]).toMatch(/./);
  });

  it('ends every session of someone whose role changes, at once; they sign in again with the new role', async () => {
    const email = 'frank@example.com';
    await acceptWith(tokenOf((await invite(email, 'editor')).json.link!));
    const id = await idOf(email);
    const [here, there] = [browser(), browser()];
    const provider = auth();
    await provider.signIn(here(), email, PASSWORD);
    await provider.signIn(there(), email, PASSWORD);
    expect(await provider.currentUser(here())).toMatchObject({ role: 'editor' });

    const changed = await callRoute(person.PATCH, {
      method: 'PATCH',
      path: `/api/admin/people/${id}`,
      params: { id },
      body: { role: 'contributor' },
    });
    expect(changed.status).toBe(200);
    expect(await provider.currentUser(here())).toBeNull();
    expect(await provider.currentUser(there())).toBeNull();
    expect(await count('select count(*)::int as n from sessions where user_id = $1', [id])).toBe(0);
    expect(await provider.signIn(here(), email, PASSWORD)).toMatchObject({
      ok: true,
      user: { role: 'contributor' },
    });
    const { entries } = await listActivity(database.handle.db, { page: 1 });
    expect(entries[0]!.summary).toBe(
      `Made ${email} a Contributor (was an Editor); their sessions were ended`,
    );
  });

  it('ends the sessions of someone removed, at once, and they cannot sign in again', async () => {
    const email = 'gina@example.com';
    await acceptWith(tokenOf((await invite(email)).json.link!));
    const id = await idOf(email);
    const here = browser();
    const provider = auth();
    await provider.signIn(here(), email, PASSWORD);
    const removed = await callRoute(person.DELETE, {
      method: 'DELETE',
      path: `/api/admin/people/${id}`,
      params: { id },
    });
    expect(removed.status).toBe(200);
    expect(await provider.currentUser(here())).toBeNull();
    expect(await provider.signIn(browser()(), email, PASSWORD)).toMatchObject({
      ok: false,
      status: 401,
    });
    const again = await callRoute(person.DELETE, {
      method: 'DELETE',
      path: `/api/admin/people/${id}`,
      params: { id },
    });
    expect(again.status).toBe(404);
  });

  it('never leaves the site without an owner, even when two owners demote each other at once', async () => {
    const demote = (id: string) =>
      callRoute(person.PATCH, {
        method: 'PATCH',
        path: `/api/admin/people/${id}`,
        params: { id },
        body: { role: 'editor' },
      });
    const remove = (id: string) =>
      callRoute(person.DELETE, {
        method: 'DELETE',
        path: `/api/admin/people/${id}`,
        params: { id },
      });
    const owners = () => count(`select count(*)::int as n from admin_users where role = 'owner'`);

    expect(await owners()).toBe(1);
    for (const answer of [await demote(owner.id), await remove(owner.id)]) {
      expect(answer.status).toBe(409);
      expect((answer.json as { error: string }).error).toBe(PEOPLE_MESSAGES.lastOwner);
    }

    const [second] = await database.handle.sql.query<{ id: string }>(
      `insert into admin_users (email, role, password_hash) values ('second-owner@example.com', 'owner', null) returning id`,
    );
    const other = { id: second!.id, email: 'second-owner@example.com', role: 'owner' as const };
    const results = await Promise.allSettled([
      changeRole(database.handle.db, owner, other.id, 'editor', 'local'),
      changeRole(database.handle.db, other, owner.id, 'editor', 'local'),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason.message).toBe(PEOPLE_MESSAGES.lastOwner);
    expect(await owners()).toBe(1);
    // Put the signed-in owner back as the only owner for what follows.
    await database.handle.sql.query(`update admin_users set role = 'owner' where id = $1`, [
      owner.id,
    ]);
    await database.handle.sql.query(`delete from admin_users where id = $1`, [other.id]);
  });

  it('with Supabase sign-in, puts the address on the allowlist; a role change ends their sessions at their next request', async () => {
    const db = database.handle.db;
    const added = await invitePerson(
      db,
      owner,
      { email: 'hana@example.com', role: 'editor' },
      'supabase',
    );
    expect(added).toMatchObject({
      kind: 'allowlist',
      person: { email: 'hana@example.com', role: 'editor', hasPassword: false },
    });
    expect(
      await count(`select count(*)::int as n from admin_invites where email = 'hana@example.com'`),
    ).toBe(0);
    expect(await allowlistEntry(db, 'Hana@example.com')).toEqual({
      role: 'editor',
      signOut: false,
    });

    if (added.kind !== 'allowlist') throw new Error('expected an allowlist entry');
    await changeRole(db, owner, added.person.id, 'contributor', 'supabase');
    expect(await allowlistEntry(db, 'hana@example.com')).toEqual({
      role: 'contributor',
      signOut: true,
    });
    expect(await allowlistEntry(db, 'hana@example.com')).toEqual({
      role: 'contributor',
      signOut: false,
    });
  });
});

describe.each(engines)('roles arriving on an existing site on $name', (engine) => {
  it('makes the admins from before roles owners; ensureAdmin makes the first admin an owner', async () => {
    const { handle, stop } = await engine.open();
    const before = mkdtempSync(join(tmpdir(), 'northbeam-before-roles-'));
    try {
      for (const file of readdirSync(migrationsDir()).filter((name) => name < '20261129010000')) {
        cpSync(join(migrationsDir(), file), join(before, file));
      }
      await applyMigrations(handle.sql, before);
      await handle.sql.query(
        `insert into admin_users (email, password_hash) values ('first@example.com', $1)`,
        [await hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 })],
      );
      await applyMigrations(handle.sql, migrationsDir());
      const rows = await handle.sql.query<{ email: string; role: string }>(
        'select email, role from admin_users',
      );
      expect(rows).toEqual([{ email: 'first@example.com', role: 'owner' }]);
      // Anyone added later without a role starts with the least.
      await handle.sql.exec(`insert into admin_users (email) values ('later@example.com')`);
      const [later] = await handle.sql.query<{ role: string }>(
        `select role from admin_users where email = 'later@example.com'`,
      );
      expect(later!.role).toBe('contributor');

      await handle.sql.exec('delete from admin_users');
      await ensureAdmin(handle.db, {
        mode: 'local',
        email: 'new@example.com',
        password: PASSWORD,
        log: () => {},
      });
      const [made] = await handle.sql.query<{ role: string }>('select role from admin_users');
      expect(made!.role).toBe('owner');
    } finally {
      rmSync(before, { recursive: true, force: true });
      await handle.close();
      stop();
    }
  }, 60_000);
});
