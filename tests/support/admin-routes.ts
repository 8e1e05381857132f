/**
 * Calls Astro API routes in-process as a signed-in admin, over the database handle a test opened:
 * the same globals the app's getDb() and getAuth() read are pointed at the test's own.
 */
import type { APIContext, APIRoute } from 'astro';
import type { AdminUser, AuthProvider, SignedInAdmin } from '#lib/auth/types.ts';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '#lib/db/client.ts';
import { adminWriteLimiter, createAdminWriteLimiter } from '#lib/http/admin-write-limit.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import type { Engine } from './engines.ts';

export const ORIGIN = 'http://localhost:4321';
const DATABASE_KEY = Symbol.for('northbeam.database');
const AUTH_KEY = Symbol.for('northbeam.auth');

/**
 * Routes now read `handle` and see `admin` signed in (an owner unless it names its role), with no
 * write allowance (these tests replay writes faster than a person; the allowance has its own
 * tests); the returned function undoes it. `signInAs` changes who is signed in.
 */
export function actAs(handle: DatabaseHandle, admin: AdminUser): () => void {
  const g = globalThis as Record<symbol, unknown>;
  adminWriteLimiter.set(createAdminWriteLimiter([]));
  g[DATABASE_KEY] = Promise.resolve(handle);
  signedIn = { role: 'owner', ...admin };
  g[AUTH_KEY] = Promise.resolve({
    kind: 'local',
    currentUser: async () => signedIn,
    signIn: async () =>
      signedIn ? { ok: true, user: signedIn } : { ok: false, status: 401, message: 'signed out' },
    signOut: async () => {},
    changePassword: async () => ({ ok: true }),
  } satisfies AuthProvider);
  return () => {
    delete g[DATABASE_KEY];
    delete g[AUTH_KEY];
    adminWriteLimiter.reset();
  };
}

let signedIn: SignedInAdmin | null;

/** From now on the routes see `admin` signed in, in their role, or nobody (after actAs or adminDatabase). */
export function signInAs(admin: SignedInAdmin | null): void {
  signedIn = admin;
}

export interface RouteCall {
  method: string;
  path: string;
  params?: Record<string, string>;
  /** JSON (a string is sent as it is), or FormData sent as multipart like a browser's upload. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RouteAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when the body is not JSON). */
  json: unknown;
  /** The body as text (a CSV download). */
  text: string;
}

/** Astro's cookies as a route uses them, kept for the one call. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  };
}

export async function callRoute(
  route: APIRoute | undefined,
  { method, path, params = {}, body, headers }: RouteCall,
): Promise<RouteAnswer> {
  if (!route) throw new Error(`No ${method} handler for ${path}`);
  const url = new URL(path, ORIGIN);
  const form = body instanceof FormData;
  const request = new Request(url, {
    method,
    headers: {
      origin: ORIGIN,
      ...(body !== undefined && !form && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && {
      body: (form || typeof body === 'string' ? body : JSON.stringify(body)) as BodyInit,
    }),
  });
  const context = {
    request,
    url,
    params,
    cookies: cookieJar(),
    locals: {},
    clientAddress: '127.0.0.1',
  };
  const response = await route(context as unknown as APIContext);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/**
 * One migrated database on `engine` for a test file's describe block, with `admin` signed in to
 * the routes; `prepare` adds what the tests need (taxonomies, the seed) before sign-in. Read the
 * handle as `database.handle` inside tests.
 */
export function adminDatabase(
  engine: Engine,
  admin: AdminUser,
  prepare: (handle: DatabaseHandle) => Promise<unknown> = async () => {},
): { readonly handle: DatabaseHandle } {
  let opened: { handle: DatabaseHandle; stop: () => void } | undefined;
  let undo = () => {};
  beforeAll(async () => {
    opened = await engine.open();
    await applyMigrations(opened.handle.sql, migrationsDir());
    await prepare(opened.handle);
    undo = actAs(opened.handle, admin);
  }, 120_000);
  afterAll(async () => {
    undo();
    await opened?.handle.close();
    opened?.stop();
  });
  return {
    get handle() {
      if (!opened) throw new Error('The database opens in beforeAll.');
      return opened.handle;
    },
  };
}

/**
 * An If-Match header naming the version the record has now (1 for an id that does not exist): what
 * an editor that just read it sends. For tests about something other than stale writes.
 */
export async function currentVersionHeader(
  handle: DatabaseHandle,
  table: 'personas' | 'journey_stages' | 'topics' | 'locations' | 'industries' | 'posts',
  id: string,
): Promise<Record<string, string>> {
  const [row] = await handle.sql.query<{ version: number }>(
    `select version from ${table} where id = $1`,
    [id],
  );
  return { 'If-Match': `"${row?.version ?? 1}"` };
}
