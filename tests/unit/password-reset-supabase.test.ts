// "Forgot password?" with Supabase Auth, against a local stand-in of its HTTP API that records every
// call: Supabase mails its own link (PKCE: the code works only with the verifier the asking browser
// keeps), the new password is set with Supabase, and every session of the account ends.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AstroCookies } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignInGuard } from '#lib/auth/sign-in-guard.ts';
import {
  createSupabaseAuth,
  RESET_LINK_INVALID,
  SUPABASE_RESET_RETURN,
} from '#lib/auth/supabase.ts';
import type { AuthRequest } from '#lib/auth/types.ts';
import { PASSWORD_MESSAGES } from '#lib/auth/password-policy.ts';

interface Call {
  method: string;
  path: string;
  query: string;
  body: Record<string, unknown> | null;
}

const USER = {
  id: '7b1c2d3e-0000-4000-8000-000000000001',
  email: 'admin@example.com',
  email_confirmed_at: '2026-01-05T10:00:00Z',
  aud: 'authenticated',
  role: 'authenticated',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-05T10:00:00Z',
};
const CODE = 'recovery-code-from-the-email';
const calls: Call[] = [];
let challenge = '';
let server: Server;
let supabaseUrl: string;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const EXPIRES_AT = Math.floor(Date.now() / 1000) + 3600;
const accessToken = `${base64url({ alg: 'HS256' })}.${base64url({ sub: USER.id, email: USER.email, session_id: 'recovery', exp: EXPIRES_AT })}.signature`;

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? '', path: url.pathname, query: url.search, body });
      const send = (status: number, data: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data));
      if (url.pathname === '/auth/v1/recover') {
        // As Supabase answers: the same for an address it does not know.
        challenge = (body?.['code_challenge'] as string | undefined) ?? '';
        return send(200, {});
      }
      if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'pkce') {
        const verifier = (body?.['code_verifier'] as string | undefined) ?? '';
        const expected = createHash('sha256').update(verifier).digest('base64url');
        if (body?.['auth_code'] !== CODE || expected !== challenge) {
          return send(400, {
            code: 400,
            error_code: 'bad_code_verifier',
            msg: 'invalid flow state',
          });
        }
        return send(200, {
          access_token: accessToken,
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: EXPIRES_AT,
          refresh_token: 'refresh',
          user: USER,
        });
      }
      if (url.pathname === '/auth/v1/user' && req.method === 'PUT') return send(200, USER);
      if (url.pathname === '/auth/v1/logout') return res.writeHead(204).end();
      return send(404, { msg: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  supabaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
  vi.stubEnv('SITE_URL', 'https://www.example.com');
});

/** A browser's cookie jar across requests. */
function browser() {
  const jar = new Map<string, string>();
  return (): AuthRequest => ({
    cookies: {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined),
      has: (name: string) => jar.has(name),
      set: (name: string, value: string, options?: { maxAge?: number }) => {
        if (value === '' || options?.maxAge === 0) jar.delete(name);
        else jar.set(name, value);
      },
      delete: (name: string) => jar.delete(name),
    } as unknown as AstroCookies,
    url: new URL('http://evil.example:4321/api/auth/forgot-password'),
    request: new Request('http://evil.example:4321/api/auth/forgot-password', {
      headers: jar.size
        ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {},
    }),
    clientAddress: '127.0.0.1',
  });
}

const auth = () =>
  createSupabaseAuth(
    {
      url: supabaseUrl,
      anonKey: 'anon-key',
      allowlisted: async () => ({ role: 'owner', signOut: false }),
    },
    createSignInGuard(),
  );

describe('"Forgot password?" with Supabase Auth', () => {
  it('asks Supabase to mail its reset link, back to the admin at SITE_URL (never the request’s host)', async () => {
    const request = browser();
    expect(await auth().requestPasswordReset!(request(), 'admin@example.com')).toEqual({
      ok: true,
    });
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/recover',
        query: `?redirect_to=${encodeURIComponent(`https://www.example.com${SUPABASE_RESET_RETURN}`)}`,
        body: expect.objectContaining({
          email: 'admin@example.com',
          code_challenge_method: 's256',
        }),
      }),
    ]);
  });

  it('sets the new password with the code, in the browser that asked, and ends every session', async () => {
    const request = browser();
    await auth().requestPasswordReset!(request(), 'admin@example.com');
    calls.length = 0;
    expect(await auth().resetPassword!(request(), CODE, 'lantern-orchard-quarry-tide')).toEqual({
      ok: true,
    });
    expect(calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual([
      'POST /auth/v1/token?grant_type=pkce',
      'PUT /auth/v1/user',
      'POST /auth/v1/logout?scope=global',
    ]);
    expect(calls[1]!.body).toMatchObject({ password: 'lantern-orchard-quarry-tide' });
  });

  it('refuses a code opened in another browser, and a weak password, without changing anything', async () => {
    await auth().requestPasswordReset!(browser()(), 'admin@example.com');
    expect(await auth().resetPassword!(browser()(), CODE, 'lantern-orchard-quarry-tide')).toEqual({
      ok: false,
      status: 404,
      message: RESET_LINK_INVALID,
    });
    const asking = browser();
    await auth().requestPasswordReset!(asking(), 'admin@example.com');
    calls.length = 0;
    expect(await auth().resetPassword!(asking(), CODE, 'password1234')).toMatchObject({
      ok: false,
      status: 400,
      fields: { password: PASSWORD_MESSAGES.common },
    });
    expect(calls.map((c) => c.path)).not.toContain('/auth/v1/user');
  });
});
