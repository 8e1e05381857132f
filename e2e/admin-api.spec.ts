import { expect, test } from './support/worker-site.ts';
import { jsonWrite, signInThroughApi } from './support/admin.ts';

const someId = '00000000-0000-4000-8000-000000000000';
const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: 'API contract post',
  slug,
  excerpt: 'Checks the admin API answers.',
  content: 'Body text.',
  coverImageUrl: '/images/insights/cloud.svg',
  category: 'Cloud Solutions',
  ...extra,
});

test.describe('admin API without a session', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/posts'],
    ['POST', '/api/admin/posts'],
    ['GET', `/api/admin/posts/${someId}`],
    ['PUT', `/api/admin/posts/${someId}`],
    ['DELETE', `/api/admin/posts/${someId}`],
    ['POST', `/api/admin/posts/${someId}/publish`],
    ['GET', '/api/admin/taxonomies'],
    ['GET', '/api/admin/publishing'],
    ['GET', '/api/auth/session'],
  ];
  for (const [method, path] of routes) {
    test(`${method} ${path} answers 401`, async ({ request, baseURL }) => {
      const response = await request.fetch(path, {
        method,
        headers: jsonWrite(baseURL!),
        ...(method === 'GET' || method === 'DELETE' ? {} : { data: post('no-session') }),
      });
      expect(response.status()).toBe(401);
      expect((await response.json()).error).toBe('You must be logged in to perform this action');
    });
  }
});

test.describe('admin API with a session', () => {
  test.beforeEach(async ({ request, baseURL }) => signInThroughApi(request, baseURL!));

  test('refuses a foreign Origin and a non-JSON body', async ({ request, baseURL }) => {
    const foreign = await request.post('/api/admin/posts', {
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      data: post('foreign-origin'),
    });
    expect(foreign.status()).toBe(403);
    const form = await request.post('/api/admin/posts', {
      headers: { Origin: new URL(baseURL!).origin },
      form: { title: 'x' },
    });
    expect([403, 415]).toContain(form.status());
  });

  test('answers 400 with a message per field', async ({ request, baseURL }) => {
    const response = await request.post('/api/admin/posts', {
      headers: jsonWrite(baseURL!),
      data: { title: '', slug: 'Not A Slug' },
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.fields).toMatchObject({
      title: 'Title is required.',
      slug: expect.stringMatching(/lower-case/),
      excerpt: expect.any(String),
      content: expect.any(String),
      coverImageUrl: expect.any(String),
      category: expect.any(String),
    });
  });

  test('answers 409 to a duplicate slug and 404 to an unknown id', async ({ request, baseURL }) => {
    const headers = jsonWrite(baseURL!);
    const created = await request.post('/api/admin/posts', { headers, data: post('api-dupe') });
    expect(created.status()).toBe(201);
    const { post: saved } = await created.json();
    expect(saved).toMatchObject({ slug: 'api-dupe', isPublished: false, publishedAt: null });

    const dupe = await request.post('/api/admin/posts', { headers, data: post('api-dupe') });
    expect(dupe.status()).toBe(409);
    expect((await dupe.json()).fields.slug).toMatch(/api-dupe/);

    const publish = await request.post(`/api/admin/posts/${saved.id}/publish`, {
      headers: { ...headers, 'If-Match': `"${saved.version}"` },
      data: { published: true },
    });
    expect(publish.status()).toBe(409);
    expect((await publish.json()).error).toMatch(/audience, journey stage and topic/);

    for (const [method, path] of [
      ['PUT', `/api/admin/posts/${someId}`],
      ['DELETE', `/api/admin/posts/${someId}`],
      ['POST', `/api/admin/posts/${someId}/publish`],
      ['GET', '/api/admin/posts/not-a-uuid'],
    ] as const) {
      const response = await request.fetch(path, {
        method,
        headers: { ...headers, 'If-Match': '"1"' },
        ...(method === 'PUT' ? { data: post('ghost') } : {}),
        ...(method === 'POST' ? { data: { published: true } } : {}),
      });
      expect(response.status(), `${method} ${path}`).toBe(404);
    }
    // Changes to an existing post name the version they were made against.
    const unversioned = await request.delete(`/api/admin/posts/${saved.id}`, { headers });
    expect(unversioned.status()).toBe(428);
    expect((await unversioned.json()).error).toMatch(/If-Match/);
    const stale = await request.delete(`/api/admin/posts/${saved.id}`, {
      headers: { ...headers, 'If-Match': `"${saved.version + 1}"` },
    });
    expect(stale.status()).toBe(409);
    expect((await stale.json()).currentVersion).toBe(saved.version);
    const deleted = await request.delete(`/api/admin/posts/${saved.id}`, {
      headers: { ...headers, 'If-Match': `"${saved.version}"` },
    });
    expect(deleted.status()).toBe(200);
  });

  test('logout ends the session on the server', async ({ request, baseURL }) => {
    const headers = jsonWrite(baseURL!);
    const state = await request.storageState();
    const cookie = state.cookies.find((c) => c.httpOnly);
    expect(cookie?.sameSite).toBe('Lax');
    // The readable signed-in hint carries no token, only that this browser signed in.
    const hint = state.cookies.find((c) => c.name === 'nb_admin_hint');
    expect(hint).toMatchObject({ value: '1', httpOnly: false });
    expect((await request.post('/api/auth/logout', { headers })).status()).toBe(200);
    const after = await request.storageState();
    expect(after.cookies.map((c) => c.name)).not.toContain('nb_admin_hint');
    // Replaying the old cookie must not work: the session row is gone.
    const replay = await request.get('/api/admin/posts', {
      headers: { Cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(replay.status()).toBe(401);
  });
});

test('sign-in is rate limited after repeated failures for one account', async ({
  request,
  baseURL,
}) => {
  const headers = jsonWrite(baseURL!);
  const attempt = () =>
    request.post('/api/auth/login', {
      headers,
      data: { email: 'nobody-rate-limit@example.com', password: 'wrong-password' },
    });
  for (let i = 0; i < 5; i++) expect((await attempt()).status()).toBe(401);
  const limited = await attempt();
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await limited.json()).error).toMatch(/Too many failed sign-in attempts/);
});
