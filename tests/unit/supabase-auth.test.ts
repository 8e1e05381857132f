// Supabase Auth against a local stand-in of its HTTP API that records every call it receives.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AstroCookies } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MANAGED_BY_SUPABASE, NOT_CONFIRMED, createSupabaseAuth } from '#lib/auth/supabase.ts';
import { LOGIN_THROTTLE_POLICY, createLoginThrottle } from '#lib/auth/login-throttle.ts';
import { createSignInGuard } from '#lib/auth/sign-in-guard.ts';
import { ensureAdmin } from '#lib/auth/bootstrap.ts';
import { authConfigProblem, SUPABASE_ADMIN_EMAIL_REQUIRED } from '#lib/auth/config.ts';
import type { Database } from '#lib/db/client.ts';
import type { AuthRequest } from '#lib/auth/types.ts';
import type { Role } from '#lib/people/fields.ts';

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
  authorization: string | undefined;
}

const users = {
  'admin@example.com': {
    id: '7b1c2d3e-0000-4000-8000-000000000001',
    password: 'correct-horse-battery-staple',
    confirmedAt: '2026-01-05T10:00:00Z' as string | null,
  },
  'stranger@example.com': {
    id: '7b1c2d3e-0000-4000-8000-000000000002',
    password: 'another-long-password',
    confirmedAt: '2026-01-05T10:00:00Z' as string | null,
  },
  // Signed up with an allowlisted address, but never followed the confirmation link.
  'unconfirmed@example.com': {
    id: '7b1c2d3e-0000-4000-8000-000000000003',
    password: 'yet-another-long-password',
    confirmedAt: null as string | null,
  },
} as const;

/** The allowlist the provider reads: each address's role, and whether a role change is pending. */
const allowlist = new Map<string, { role: Role; signOut: boolean }>();
const resetAllowlist = () => {
  allowlist.clear();
  allowlist.set('admin@example.com', { role: 'owner', signOut: false });
  allowlist.set('unconfirmed@example.com', { role: 'editor', signOut: false });
};
const allowlisted = async (email: string) => {
  const entry = allowlist.get(email);
  if (!entry) return null;
  const seen = { ...entry };
  entry.signOut = false;
  return seen;
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
// One expiry for the whole run: the stand-in recognises a token by recomputing it, which must not
// depend on the second the check happens in.
const TOKEN_EXPIRES_AT = Math.floor(Date.now() / 1000) + 3600;
const jwtFor = (sub: string, email: string, sessionId = 'seeded-session') =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, email, session_id: sessionId, role: 'authenticated', exp: TOKEN_EXPIRES_AT })}.signature`;
const claimsOf = (token: string) => {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub?: string;
      email?: string;
      session_id?: string;
    };
  } catch {
    return {};
  }
};
/** Sessions the stand-in has ended (Supabase refuses their tokens afterwards), and each user's. */
const endedSessions = new Set<string>();
const sessionsOf = new Map<string, Set<string>>();
let sessionCount = 0;

const calls: Call[] = [];
let server: Server;
let supabaseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = raw ? (JSON.parse(raw) as Record<string, string>) : null;
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.search,
        body,
        authorization: req.headers.authorization,
      });
      const send = (status: number, data: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data));

      if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
        const account = users[body?.['email'] as keyof typeof users];
        if (!account || account.password !== body?.['password']) {
          return send(400, {
            code: 400,
            error_code: 'invalid_credentials',
            msg: 'Invalid login credentials',
          });
        }
        const email = body?.['email'] ?? '';
        const sessionId = `session-${++sessionCount}`;
        sessionsOf.set(account.id, (sessionsOf.get(account.id) ?? new Set()).add(sessionId));
        return send(200, {
          access_token: jwtFor(account.id, email, sessionId),
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: TOKEN_EXPIRES_AT,
          refresh_token: 'refresh-token',
          user: {
            id: account.id,
            aud: 'authenticated',
            role: 'authenticated',
            email,
            email_confirmed_at: account.confirmedAt,
            app_metadata: {},
            user_metadata: {},
            created_at: new Date().toISOString(),
          },
        });
      }
      if (url.pathname === '/auth/v1/user') {
        const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
        // The token's claims (its expiry moves with the clock, so compare the subject, not the string).
        const claims = claimsOf(token);
        const entry = Object.entries(users).find(
          ([email, u]) => claims.sub === u.id && claims.email === email,
        );
        if (!entry) return send(401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' });
        // As Supabase does: the token of a session that was signed out is refused.
        if (endedSessions.has(claims.session_id ?? '')) {
          return send(403, {
            code: 403,
            error_code: 'session_not_found',
            msg: 'Session from session_id claim in JWT does not exist',
          });
        }
        const [email, account] = entry;
        return send(200, {
          id: account.id,
          aud: 'authenticated',
          role: 'authenticated',
          email,
          email_confirmed_at: account.confirmedAt,
          app_metadata: {},
          user_metadata: {},
        });
      }
      if (url.pathname === '/auth/v1/logout') {
        const claims = claimsOf(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
        const scope = url.searchParams.get('scope') ?? 'global';
        for (const id of sessionsOf.get(claims.sub ?? '') ?? []) {
          const mine = id === claims.session_id;
          if (scope === 'global' || (scope === 'local' && mine) || (scope === 'others' && !mine))
            endedSessions.add(id);
        }
        return res.writeHead(204).end();
      }
      return send(404, { msg: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  supabaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
  resetAllowlist();
});

/** A browser's cookie jar as seen by successive requests. */
function browser() {
  const jar = new Map<string, string>();
  const request = (): AuthRequest => {
    const cookieHeader = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const cookies = {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined),
      has: (name: string) => jar.has(name),
      set: (name: string, value: string, options?: { maxAge?: number }) => {
        if (value === '' || options?.maxAge === 0) jar.delete(name);
        else jar.set(name, value);
      },
      delete: (name: string) => jar.delete(name),
    } as unknown as AstroCookies;
    return {
      cookies,
      url: new URL('http://127.0.0.1:4321/api/auth/login'),
      request: new Request('http://127.0.0.1:4321/api/auth/login', {
        headers: cookieHeader ? { cookie: cookieHeader } : {},
      }),
      clientAddress: '127.0.0.1',
    };
  };
  return { jar, request };
}

const auth = () =>
  createSupabaseAuth(
    {
      url: supabaseUrl,
      anonKey: 'anon-key',
      allowlisted,
    },
    createSignInGuard(),
  );

describe('Supabase Auth', () => {
  it('signs an allowlisted admin in with the password grant, then verifies them with getUser on the next request', async () => {
    const provider = auth();
    const { jar, request } = browser();
    const result = await provider.signIn(
      request(),
      'admin@example.com',
      'correct-horse-battery-staple',
    );
    expect(result).toEqual({
      ok: true,
      user: { id: users['admin@example.com'].id, email: 'admin@example.com', role: 'owner' },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/v1/token',
      query: '?grant_type=password',
      body: { email: 'admin@example.com', password: 'correct-horse-battery-staple' },
    });
    expect(jar.size).toBeGreaterThan(0);

    calls.length = 0;
    expect(await provider.currentUser(request())).toEqual({
      id: users['admin@example.com'].id,
      email: 'admin@example.com',
      role: 'owner',
    });
    expect(calls.map((c) => c.path)).toContain('/auth/v1/user');
    expect(calls.find((c) => c.path === '/auth/v1/user')?.authorization).toMatch(/^Bearer /);
  });

  it("shows the server's message for wrong credentials", async () => {
    const result = await auth().signIn(browser().request(), 'admin@example.com', 'wrong-password');
    expect(result).toMatchObject({ ok: false, status: 401, message: 'Invalid login credentials' });
  });

  it('refuses an account that is not on the allowlist and signs it out again', async () => {
    const { jar, request } = browser();
    const result = await auth().signIn(request(), 'stranger@example.com', 'another-long-password');
    expect(result).toMatchObject({
      ok: false,
      status: 403,
      message: 'This account is not allowed to manage content.',
    });
    expect(calls.map((c) => c.path)).toContain('/auth/v1/logout');
    expect(await auth().currentUser(request())).toBeNull();
    expect([...jar.keys()].filter((name) => name.includes('auth-token'))).toEqual([]);
  });

  it('has no user without cookies, and none after sign-out', async () => {
    const provider = auth();
    const { request } = browser();
    expect(await provider.currentUser(request())).toBeNull();
    await provider.signIn(request(), 'admin@example.com', 'correct-horse-battery-staple');
    await provider.signOut(request());
    expect(await provider.currentUser(request())).toBeNull();
  });

  it('throttles repeated failures without calling the auth server again', async () => {
    const provider = createSupabaseAuth(
      {
        url: supabaseUrl,
        anonKey: 'anon-key',
        allowlisted: async () => ({ role: 'owner', signOut: false }),
      },
      createSignInGuard({
        throttle: createLoginThrottle({ ...LOGIN_THROTTLE_POLICY, freeFailuresPerChannel: 2 }),
      }),
    );
    await provider.signIn(browser().request(), 'admin@example.com', 'nope-1');
    await provider.signIn(browser().request(), 'admin@example.com', 'nope-2');
    calls.length = 0;
    const result = await provider.signIn(
      browser().request(),
      'admin@example.com',
      'correct-horse-battery-staple',
    );
    expect(result).toMatchObject({ ok: false, status: 429 });
    expect(calls).toEqual([]);
  });

  it("lets the admin's usual browser (device cookie) in while its address is held back", async () => {
    const provider = createSupabaseAuth(
      {
        url: supabaseUrl,
        anonKey: 'anon-key',
        allowlisted: async () => ({ role: 'owner', signOut: false }),
      },
      createSignInGuard({
        throttle: createLoginThrottle({
          ...LOGIN_THROTTLE_POLICY,
          freeFailuresPerChannel: 2,
          baseDelayMs: 60_000,
        }),
      }),
    );
    const usual = browser();
    await provider.signIn(usual.request(), 'admin@example.com', 'correct-horse-battery-staple');
    await provider.signOut(usual.request());
    expect(usual.jar.has('northbeam_device')).toBe(true);
    for (const guess of ['nope-1', 'nope-2'])
      await provider.signIn(browser().request(), 'admin@example.com', guess);
    const right = 'correct-horse-battery-staple';
    expect(await provider.signIn(browser().request(), 'admin@example.com', right)).toMatchObject({
      status: 429,
    });
    expect(await provider.signIn(usual.request(), 'admin@example.com', right)).toMatchObject({
      ok: true,
    });
  });

  it('leaves password changes to Supabase', async () => {
    const provider = auth();
    const { request } = browser();
    expect(await provider.changePassword(request(), 'a', 'b')).toMatchObject({ status: 401 });
    await provider.signIn(request(), 'admin@example.com', 'correct-horse-battery-staple');
    expect(await provider.changePassword(request(), 'a', 'b')).toEqual({
      ok: false,
      status: 409,
      message: MANAGED_BY_SUPABASE,
    });
  });

  it("reads the person's role from the allowlist on every request", async () => {
    const provider = auth();
    const { request } = browser();
    allowlist.set('admin@example.com', { role: 'contributor', signOut: false });
    const signedIn = await provider.signIn(
      request(),
      'admin@example.com',
      'correct-horse-battery-staple',
    );
    expect(signedIn).toMatchObject({ ok: true, user: { role: 'contributor' } });
    // Written straight into the allowlist (no role change through the admin): read as it is now.
    allowlist.set('admin@example.com', { role: 'editor', signOut: false });
    expect(await provider.currentUser(request())).toMatchObject({ role: 'editor' });
  });

  it.each([
    ['removed from the allowlist', () => allowlist.delete('admin@example.com')],
    [
      'given another role',
      () => allowlist.set('admin@example.com', { role: 'contributor', signOut: true }),
    ],
  ])('someone %s is signed out of every session at their next request', async (_what, change) => {
    const provider = auth();
    const here = browser();
    const there = browser();
    const password = 'correct-horse-battery-staple';
    await provider.signIn(here.request(), 'admin@example.com', password);
    await provider.signIn(there.request(), 'admin@example.com', password);
    expect(await provider.currentUser(there.request())).not.toBeNull();

    change();
    calls.length = 0;
    expect(await provider.currentUser(here.request())).toBeNull();
    expect(calls.find((call) => call.path === '/auth/v1/logout')?.query).toBe('?scope=global');
    expect([...here.jar.keys()].filter((name) => name.includes('auth-token'))).toEqual([]);
    // The other browser's session ended with it: Supabase refuses its token now.
    expect(await provider.currentUser(there.request())).toBeNull();
  });

  it('after a role change, signing in again ends the sessions from before and carries the new role', async () => {
    const provider = auth();
    const before = browser();
    const password = 'correct-horse-battery-staple';
    await provider.signIn(before.request(), 'admin@example.com', password);
    allowlist.set('admin@example.com', { role: 'editor', signOut: true });

    const after = browser();
    calls.length = 0;
    expect(await provider.signIn(after.request(), 'admin@example.com', password)).toMatchObject({
      ok: true,
      user: { role: 'editor' },
    });
    expect(calls.find((call) => call.path === '/auth/v1/logout')?.query).toBe('?scope=others');
    expect(await provider.currentUser(after.request())).toMatchObject({ role: 'editor' });
    expect(await provider.currentUser(before.request())).toBeNull();
  });

  it('refuses an allowlisted address Supabase has not confirmed, at sign-in and on later requests', async () => {
    const { jar, request } = browser();
    const result = await auth().signIn(
      request(),
      'unconfirmed@example.com',
      'yet-another-long-password',
    );
    expect(result).toEqual({ ok: false, status: 403, message: NOT_CONFIRMED });
    expect(calls.map((c) => c.path)).toContain('/auth/v1/logout');
    expect([...jar.keys()].filter((name) => name.includes('auth-token'))).toEqual([]);

    // Even holding a valid session token (say, from before this check), the user is no admin.
    const token = jwtFor(users['unconfirmed@example.com'].id, 'unconfirmed@example.com');
    const session = encodeURIComponent(
      JSON.stringify({
        access_token: token,
        refresh_token: 'r',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        user: { id: users['unconfirmed@example.com'].id },
      }),
    );
    jar.set(`sb-127-auth-token`, session);
    calls.length = 0;
    expect(await auth().currentUser(request())).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/auth/v1/user');
  });
});

describe('Supabase mode settings', () => {
  const supabase = { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'anon-key' };
  it.each([
    ['Supabase without ADMIN_EMAIL', { ...supabase }, SUPABASE_ADMIN_EMAIL_REQUIRED],
    [
      'Supabase with a blank ADMIN_EMAIL',
      { ...supabase, ADMIN_EMAIL: '  ' },
      SUPABASE_ADMIN_EMAIL_REQUIRED,
    ],
    ['Supabase with ADMIN_EMAIL', { ...supabase, ADMIN_EMAIL: 'owner@example.com' }, null],
    ['local auth without ADMIN_EMAIL', {}, null],
    ['only SUPABASE_URL (local auth)', { SUPABASE_URL: supabase.SUPABASE_URL }, null],
  ])('%s', (_name, env, problem) => {
    expect(authConfigProblem(env)).toBe(problem);
  });

  it('the Node server refuses to start without ADMIN_EMAIL, says why, and calls nobody', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: 'anon-key',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      PORT: '0',
    };
    delete env.ADMIN_EMAIL;
    const child = spawn(process.execPath, ['server/start.ts'], { env, stdio: 'pipe' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Northbeam IT site not started: ${SUPABASE_ADMIN_EMAIL_REQUIRED}`);
    expect(calls).toEqual([]);
  });

  it('never puts a default address on the allowlist', async () => {
    const db = {
      insert: () => {
        throw new Error('nothing may be written without ADMIN_EMAIL');
      },
    } as unknown as Database;
    await expect(ensureAdmin(db, { mode: 'supabase' })).rejects.toThrow(
      SUPABASE_ADMIN_EMAIL_REQUIRED,
    );
    await expect(ensureAdmin(db, { mode: 'supabase', email: ' ' })).rejects.toThrow(
      /ADMIN_EMAIL is required/,
    );
  });
});
