/**
 * Every admin and auth route (every method of every file under src/pages/api/admin/ and
 * src/pages/api/auth/), called with what a fuzzer makes of its parameters, query, headers and body,
 * signed in as an owner, on PGlite and a real Postgres 15 over the seeded site: whatever it is sent,
 * each answers below 500. The seed is fixed, so a failure replays as it was found.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const API_DIR = join(process.cwd(), 'src', 'pages', 'api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Runs per route and method on each engine. */
const RUNS = 12;

const routes: { file: string; method: string; route: APIRoute }[] = [];
for (const folder of ['admin', 'auth']) {
  for (const file of readdirSync(join(API_DIR, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const path = join(API_DIR, folder, file);
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (typeof module[method] === 'function') {
        routes.push({
          file: relative(API_DIR, path).split(sep).join('/'),
          method,
          route: module[method] as APIRoute,
        });
      }
    }
  }
}

/** The values a path parameter or a query value may take: real-looking, broken and hostile. */
const value = fc.oneof(
  fc.constantFrom(
    '',
    'settings',
    'home',
    'posts',
    'page-documents',
    'import-jobs',
    'topics',
    '1',
    '0',
    '-1',
    '9999999999999999999999',
    '1e309',
    'NaN',
    '9999-12-30',
    '0000-01-01',
    '2026-02-30',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '__proto__',
    'constructor',
    'a'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.uuid().map(String),
  fc.string({ maxLength: 40 }),
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'role',
      'token',
      'code',
      'file',
      'uploads',
      'label',
      'mapping',
      'document',
      'title',
      'slug',
      'from',
      'to',
      'status',
      'published',
      'alt',
      'body',
      'retry',
      '__proto__',
    ),
    fc.oneof(value, fc.jsonValue({ maxDepth: 3 })),
  ),
  fc.string({ maxLength: 300 }),
);

const call = fc.record({
  params: fc.dictionary(fc.constantFrom('id', 'kind', 'key', 'version'), value),
  query: fc.dictionary(
    fc.constantFrom('from', 'to', 'page', 'search', 'status', 'sort', 'kind', 'bucket', 'limit'),
    value,
  ),
  body,
  contentType: fc.constantFrom(
    'application/json',
    'text/csv',
    'text/plain',
    'application/octet-stream',
    'multipart/form-data; boundary=x',
    '',
  ),
  ifMatch: fc.option(fc.constantFrom('"1"', '"0"', '"x"', '*', '"999999999999"'), {
    nil: undefined,
  }),
});

describe.each(engines)('every admin and auth route under a fuzzer on $name', (engine) => {
  const owner = { id: randomUUID(), email: 'owner@example.com', role: 'owner' as const };
  const seed = readSeed(seedDir());
  adminDatabase(engine, owner, async (handle) => {
    await handle.sql.query(
      `insert into admin_users (id, email, password_hash, role) values ($1, $2, null, 'owner')`,
      [owner.id, owner.email],
    );
    await applySeed(handle.db, await seed);
  });

  it.each(routes)(
    '$file $method answers below 500',
    async ({ file, method, route }) => {
      await fc.assert(
        fc.asyncProperty(call, async ({ params, query, body: sent, contentType, ifMatch }) => {
          const search = new URLSearchParams(query).toString();
          const path = `/api/${file.replace(/\.ts$/, '').replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'))}${search ? `?${search}` : ''}`;
          const answer = await callRoute(route, {
            method,
            path,
            params,
            ...(method !== 'GET' && sent !== undefined && { body: sent }),
            headers: {
              ...(contentType && { 'content-type': contentType }),
              ...(ifMatch && { 'if-match': ifMatch }),
            },
          });
          expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBeLessThan(
            500,
          );
        }),
        { seed: 43, numRuns: RUNS },
      );
    },
    120_000,
  );
});
