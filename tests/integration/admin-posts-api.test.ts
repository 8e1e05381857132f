/**
 * The admin post routes in-process over a real (embedded) database: optimistic concurrency through
 * If-Match, the publishing status naming a post the build leaves out, and a property-based run over
 * post fields and versions (never a 500, every 4xx a JSON message). The signed-in admin is given;
 * signing in has its own tests.
 */
import { randomUUID } from 'node:crypto';
import type { APIContext, APIRoute } from 'astro';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { createPost, getPost, setPublished } from '#lib/posts/admin.ts';
import type { AuthProvider } from '#lib/auth/types.ts';
import { adminWriteLimiter, createAdminWriteLimiter } from '#lib/http/admin-write-limit.ts';
import * as collection from '#pages/api/admin/posts/index.ts';
import * as item from '#pages/api/admin/posts/[id].ts';
import * as publish from '#pages/api/admin/posts/[id]/publish.ts';
import * as publishing from '#pages/api/admin/publishing.ts';
import { POST_CONTENT_MAX } from '#lib/posts/input.ts';

const ORIGIN = 'http://localhost:4321';
const admin = { id: randomUUID(), email: 'admin@example.com', role: 'owner' as const };
let handle: DatabaseHandle;
let links: { personaIds: string[]; journeyStageIds: string[]; topicIds: string[] };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', log: () => {} });
  // These tests replay writes faster than a person: no write allowance (it has its own tests).
  adminWriteLimiter.set(createAdminWriteLimiter([]));
  const g = globalThis as Record<symbol, unknown>;
  g[Symbol.for('northbeam.database')] = Promise.resolve(handle);
  g[Symbol.for('northbeam.auth')] = Promise.resolve({
    kind: 'local',
    currentUser: async () => admin,
    signIn: async () => ({ ok: true, user: admin }),
    signOut: async () => {},
    changePassword: async () => ({ ok: false, status: 409, message: 'not in these tests' }),
  } satisfies AuthProvider);
  const taxonomies = await allTaxonomies(handle.db);
  links = {
    personaIds: [taxonomies.personas[0]!.id],
    journeyStageIds: [taxonomies.journeyStages[0]!.id],
    topicIds: [taxonomies.topics[0]!.id],
  };
}, 120_000);

afterAll(async () => {
  const g = globalThis as Record<symbol, unknown>;
  delete g[Symbol.for('northbeam.database')];
  delete g[Symbol.for('northbeam.auth')];
  adminWriteLimiter.reset();
  await handle.close();
});

interface Call {
  method: string;
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

async function call(
  route: APIRoute | undefined,
  { method, path, params = {}, body, headers }: Call,
) {
  const url = new URL(path, ORIGIN);
  const request = new Request(url, {
    method,
    headers: {
      origin: ORIGIN,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const context = { request, url, params, cookies: {}, clientAddress: '127.0.0.1' };
  const response = await route!(context as unknown as APIContext);
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), text };
}

const fields = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Versioned post',
  slug,
  excerpt: 'Two editors, one post.',
  content: '## Heading\n\nBody.',
  coverImageUrl: '/images/insights/cloud.svg',
  category: 'Cloud Solutions',
  ...links,
  ...overrides,
});

async function created(slug: string) {
  const response = await call(collection.POST, {
    method: 'POST',
    path: '/api/admin/posts',
    body: fields(slug),
  });
  expect(response.status).toBe(201);
  return (JSON.parse(response.text) as { post: { id: string; version: number } }).post;
}

const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(item.PUT, { method: 'PUT', path: `/api/admin/posts/${id}`, params: { id }, body, headers });
const del = (id: string, headers: Record<string, string> = {}) =>
  call(item.DELETE, { method: 'DELETE', path: `/api/admin/posts/${id}`, params: { id }, headers });
const setPublishedVia = (id: string, published: boolean, headers: Record<string, string> = {}) =>
  call(publish.POST, {
    method: 'POST',
    path: `/api/admin/posts/${id}/publish`,
    params: { id },
    body: { published },
    headers,
  });

/** Paragraphs of prose, `length` characters long (ending in a full stop), with accents and line breaks. */
const prose = (length: number) =>
  `${'Patching on a schedule beats patching in a panic — café, naïve, résumé.\n\n'
    .repeat(Math.ceil(length / 60))
    .slice(0, length - 1)}.`;

describe('post length: bodies within the documented limit of 100,000 characters', () => {
  it('saves a 95,000-character post and updates it', async () => {
    const content = prose(95_000);
    const create = await call(collection.POST, {
      method: 'POST',
      path: '/api/admin/posts',
      body: fields('long-read', { content }),
    });
    expect(create.status, create.text.slice(0, 200)).toBe(201);
    const post = (JSON.parse(create.text) as { post: { id: string; version: number } }).post;
    const update = await put(post.id, fields('long-read', { content: `${content.slice(1)}!` }), {
      'If-Match': `"${post.version}"`,
    });
    expect(update.status, update.text.slice(0, 200)).toBe(200);
  });

  it('saves one of 100,000 characters even with every character escaped in its JSON', async () => {
    const content = prose(POST_CONTENT_MAX);
    const json = JSON.stringify(fields('escaped-long-read', { content: '@' })).replace(
      '"@"',
      `"${[...content].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`,
    );
    expect(json.length).toBeGreaterThan(600_000);
    const create = await call(collection.POST, {
      method: 'POST',
      path: '/api/admin/posts',
      body: json,
    });
    expect(create.status, create.text.slice(0, 200)).toBe(201);
  });

  it('refuses one character more with 400 on the field, not 413', async () => {
    const create = await call(collection.POST, {
      method: 'POST',
      path: '/api/admin/posts',
      body: fields('too-long-read', { content: prose(POST_CONTENT_MAX + 1) }),
    });
    expect(create.status).toBe(400);
    expect(JSON.parse(create.text).fields.content).toBe(
      'Content must be at most 100000 characters.',
    );
  });
});

describe('optimistic concurrency through If-Match', () => {
  it('sends the version as an ETag and in the post', async () => {
    const post = await created('etag-post');
    expect(post.version).toBe(1);
    const read = await call(item.GET, {
      method: 'GET',
      path: `/api/admin/posts/${post.id}`,
      params: { id: post.id },
    });
    expect(read.status).toBe(200);
    expect(read.etag).toBe('"1"');
  });

  it.each([
    ['update', (id: string, h: Record<string, string>) => put(id, fields('guarded'), h)],
    ['publish', (id: string, h: Record<string, string>) => setPublishedVia(id, true, h)],
    ['delete', (id: string, h: Record<string, string>) => del(id, h)],
  ])('refuses a %s without a version (428) or with a malformed one (400)', async (_n, write) => {
    const post = await created(`guarded-${randomUUID().slice(0, 8)}`);
    const missing = await write(post.id, {});
    expect(missing.status).toBe(428);
    expect(JSON.parse(missing.text).error).toMatch(/If-Match/);
    for (const bad of ['latest', '"0"', '*', '"1", "2"', '"99999999999"']) {
      const malformed = await write(post.id, { 'If-Match': bad });
      expect(malformed.status, bad).toBe(400);
      expect(JSON.parse(malformed.text).error).toMatch(/If-Match/);
    }
    expect((await getPost(handle.db, post.id))?.version).toBe(1);
  });

  it('lets the first of two editors save and answers the second 409 with the current version, who saved it and what changed', async () => {
    const post = await created('two-editors');
    const first = await put(post.id, fields('two-editors', { title: 'First' }), {
      'If-Match': '"1"',
    });
    expect(first.status).toBe(200);
    expect(first.etag).toBe('"2"');
    const second = await put(post.id, fields('two-editors', { title: 'Second' }), {
      'If-Match': '"1"',
    });
    expect(second.status).toBe(409);
    expect(JSON.parse(second.text)).toMatchObject({
      error: expect.stringMatching(
        /^This post was changed by admin@example\.com on .+ ET since you opened it\. They changed: Title\. Reload it/,
      ),
      currentVersion: 2,
      conflict: { changedBy: ['admin@example.com'], changes: ['Title'], moreChanges: 0 },
    });
    expect(second.etag).toBe('"2"');
    expect((await getPost(handle.db, post.id))?.title).toBe('First');

    // Overwrite: the second editor saves again against the version they were told about.
    const overwrite = await put(post.id, fields('two-editors', { title: 'Second' }), {
      'If-Match': '"2"',
    });
    expect(overwrite.status).toBe(200);
    expect((await getPost(handle.db, post.id))?.title).toBe('Second');
  });

  it('answers 409 to a stale publish, unpublish or delete and changes nothing', async () => {
    const post = await created('stale-list');
    expect((await put(post.id, fields('stale-list'), { 'If-Match': '"1"' })).status).toBe(200);
    const publishStale = await setPublishedVia(post.id, true, { 'If-Match': '"1"' });
    expect(publishStale.status).toBe(409);
    expect(JSON.parse(publishStale.text).currentVersion).toBe(2);
    expect((await del(post.id, { 'If-Match': '"1"' })).status).toBe(409);
    expect(await getPost(handle.db, post.id)).toMatchObject({ version: 2, isPublished: false });

    expect((await setPublishedVia(post.id, true, { 'If-Match': 'W/"2"' })).status).toBe(200);
    expect((await setPublishedVia(post.id, false, { 'If-Match': '"2"' })).status).toBe(409);
    expect((await setPublishedVia(post.id, false, { 'If-Match': '3' })).status).toBe(200);
    expect((await del(post.id, { 'If-Match': '"4"' })).status).toBe(200);
    expect(await getPost(handle.db, post.id)).toBeNull();
  });
});

describe('a published post that cannot render', () => {
  it('is named in the publishing status; saving such content through the API is refused', async () => {
    const bomb = '>'.repeat(5000);
    const refused = await call(collection.POST, {
      method: 'POST',
      path: '/api/admin/posts',
      body: fields('quote-bomb', { content: bomb }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).fields.content).toMatch(/nests quotes or lists/);

    // Rows written around the admin (imports, older data) can still hold it.
    const row = await createPost(handle.db, admin, {
      ...fields('quote-bomb'),
      category: 'Cloud Solutions',
      metaTitle: null,
      metaDescription: null,
      focusKeyword: null,
      content: bomb,
    });
    await setPublished(handle.db, admin, row.id, true, row.version);
    const status = await call(publishing.GET, { method: 'GET', path: '/api/admin/publishing' });
    expect(status.status).toBe(200);
    expect(JSON.parse(status.text).leftOut).toEqual([
      {
        id: row.id,
        slug: 'quote-bomb',
        title: 'Versioned post',
        reason: expect.stringMatching(/nests quotes or lists/),
      },
    ]);
    // The admin's poll while a change goes live: the status alone, without reading every post.
    const polled = await call(publishing.GET, {
      method: 'GET',
      path: '/api/admin/publishing?fields=status',
    });
    expect(polled.status).toBe(200);
    expect(Object.keys(JSON.parse(polled.text) as object)).toEqual(['status']);
  });
});

// Strings as hostile as JSON can carry: any code point (lone surrogates too), control characters,
// and the inputs that once broke the renderer or the URL checks.
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\t',
      '\n',
      '>',
      '*',
      '_',
      '[',
      ']',
      '(',
      ')',
      '\\',
      '/',
      '-',
      ' ',
      'a',
    ),
    maxLength: 400,
  }),
  fc.constantFrom(
    '>'.repeat(5000),
    '- '.repeat(3000),
    '*a'.repeat(20_000),
    '[x](/\\evil.example)',
    '/\\evil.example/x.png',
    'javascript:alert(1)',
    '\u0000',
    '',
    ' ',
  ),
);
const field = fc.oneof(
  nasty,
  fc.constant(undefined),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);
const ids = fc.oneof(fc.array(fc.uuid(), { maxLength: 3 }), fc.anything({ maxDepth: 1 }));

const postBody = fc.record(
  {
    title: field,
    slug: fc.oneof(field, fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,2}$/)),
    excerpt: field,
    content: field,
    coverImageUrl: fc.oneof(field, fc.constant('/images/insights/cloud.svg')),
    category: field,
    personaIds: ids,
    journeyStageIds: ids,
    topicIds: ids,
  },
  { requiredKeys: [] },
);

function expectHandled(response: { status: number; text: string }) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) {
    const body = JSON.parse(response.text) as { error?: unknown };
    expect(typeof body.error).toBe('string');
    expect((body.error as string).length).toBeGreaterThan(0);
  }
}

describe('property: post fields never make the server fail', () => {
  it('create answers 201, 400, 409 or 413 with a message, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(postBody, fc.anything()), async (body) => {
        const response = await call(collection.POST, {
          method: 'POST',
          path: '/api/admin/posts',
          body: JSON.stringify(body) ?? 'null',
        });
        expectHandled(response);
        // fc.anything() now and then builds a body over the size limit: 413 is its answer.
        expect([201, 400, 409, 413]).toContain(response.status);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('update and publish answer 2xx or a 4xx with a message, whatever the body and If-Match', async () => {
    const post = await created('fuzzed-post');
    await fc.assert(
      fc.asyncProperty(
        postBody,
        fc.oneof(fc.constant('"1"'), fc.string({ maxLength: 12 }), fc.nat().map(String)),
        fc.boolean(),
        async (body, ifMatch, published) => {
          const current = await getPost(handle.db, post.id);
          const headers = { 'If-Match': ifMatch.replace(/[\r\n]/g, '') || `"${current!.version}"` };
          expectHandled(await put(post.id, { ...fields('fuzzed-post'), ...body }, headers));
          expectHandled(await setPublishedVia(post.id, published, headers));
        },
      ),
      { numRuns: 100 },
    );
  }, 120_000);
});
