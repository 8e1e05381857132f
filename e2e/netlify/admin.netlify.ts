import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '#e2e-support/admin-account.ts';
import { env, recorded, withDatabase } from './support.ts';

// The admin API as Netlify functions: sign in, create a post, publish it; the change reaches the
// build hook as one debounced POST (the create and the publish together).

const BUILD_HOOK_DEBOUNCE_MS = 5_000;
const slug = `netlify-smoke-${Date.now().toString(36)}`;

test('sign in, create and publish a post; the build hook gets exactly one POST', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = { 'Content-Type': 'application/json', Origin: new URL(baseURL!).origin };
  expect(await recorded(env('NETLIFY_E2E_BUILD_HOOK'))).toEqual([]);

  // The sign-in form of /admin, in the browser, through the login function.
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // A function's cold start plus the password hash take several seconds on this runtime.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });

  const login = await request.post('/api/auth/login', { headers, data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const taxonomies = await (await request.get('/api/admin/taxonomies')).json();

  const createSentAt = Date.now();
  const created = await request.post('/api/admin/posts', {
    headers,
    data: {
      title: 'Published through Netlify functions',
      slug,
      excerpt: 'Created and published by the Netlify smoke test.',
      content: 'Body text of the smoke post.',
      coverImageUrl: '/images/insights/cloud.svg',
      category: 'Cloud Solutions',
      personaIds: [taxonomies.personas[0].id],
      journeyStageIds: [taxonomies.journeyStages[0].id],
      topicIds: [taxonomies.topics[0].id],
    },
  });
  expect(created.status()).toBe(201);
  const { post } = await created.json();
  expect(post).toMatchObject({ slug, isPublished: false });

  // The publish records its change after this moment; the hook may go out 5 s after that.
  const publishSentAt = Date.now();
  const published = await request.post(`/api/admin/posts/${post.id}/publish`, {
    headers: { ...headers, 'If-Match': `"${post.version}"` },
    data: { published: true },
  });
  expect(published.status()).toBe(200);
  expect((await published.json()).post).toMatchObject({ slug, isPublished: true });

  const [row] = await withDatabase(
    (sql) => sql<{ is_published: boolean }[]>`select is_published from posts where slug = ${slug}`,
  );
  expect(row?.is_published).toBe(true);

  // The publish's POST comes once the changes have been quiet for the debounce.
  await expect
    .poll(
      async () =>
        (await recorded(env('NETLIFY_E2E_BUILD_HOOK'))).filter(
          (hook) => hook.at >= publishSentAt + BUILD_HOOK_DEBOUNCE_MS,
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  const hooks = await recorded(env('NETLIFY_E2E_BUILD_HOOK'));
  expect(hooks.every((hook) => hook.method === 'POST')).toBe(true);
  // The create's change is folded into it when the publish's change came within the debounce (the
  // usual case); on a machine slow enough that it did not, the create had a POST of its own, also
  // sent only after the debounce.
  if (hooks.length === 2) {
    expect(hooks[0]!.at).toBeGreaterThanOrEqual(createSentAt + BUILD_HOOK_DEBOUNCE_MS);
  } else {
    expect(hooks).toHaveLength(1);
  }

  const status = await (await request.get('/api/admin/publishing')).json();
  expect(JSON.stringify(status)).toMatch(/rebuilding|Netlify/i);
  expect(await recorded(env('NETLIFY_E2E_BUILD_HOOK'))).toHaveLength(hooks.length);
});

test('the old address of a renamed published post answers 301 from the function', async ({
  request,
  baseURL,
}) => {
  const headers = { 'Content-Type': 'application/json', Origin: new URL(baseURL!).origin };
  expect((await request.post('/api/auth/login', { headers, data: E2E_ADMIN })).status()).toBe(200);
  const taxonomies = await (await request.get('/api/admin/taxonomies')).json();
  const fields = {
    title: 'Renamed on Netlify',
    slug: `${slug}-old`,
    excerpt: 'Published, then given a new address.',
    content: 'Body text of the renamed post.',
    coverImageUrl: '/images/insights/cloud.svg',
    category: 'Cloud Solutions',
    personaIds: [taxonomies.personas[0].id],
    journeyStageIds: [taxonomies.journeyStages[0].id],
    topicIds: [taxonomies.topics[0].id],
  };
  const { post } = await (await request.post('/api/admin/posts', { headers, data: fields })).json();
  const published = await request.post(`/api/admin/posts/${post.id}/publish`, {
    headers: { ...headers, 'If-Match': `"${post.version}"` },
    data: { published: true },
  });
  const { post: live } = await published.json();
  const renamed = await request.put(`/api/admin/posts/${post.id}`, {
    headers: { ...headers, 'If-Match': `"${live.version}"` },
    data: { ...fields, slug: `${slug}-new` },
  });
  expect(renamed.status()).toBe(200);

  const answer = await request.get(`/insights/${slug}-old?ref=mail`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe(`/insights/${slug}-new?ref=mail`);
  // An address no post ever had is still the section's 404.
  expect((await request.get(`/insights/${slug}-never`, { maxRedirects: 0 })).status()).toBe(404);
});

test('a share-preview link renders the draft from the function; a tampered one is 404', async ({
  request,
  baseURL,
  playwright,
}) => {
  const headers = { 'Content-Type': 'application/json', Origin: new URL(baseURL!).origin };
  expect((await request.post('/api/auth/login', { headers, data: E2E_ADMIN })).status()).toBe(200);
  const created = await request.post('/api/admin/posts', {
    headers,
    data: {
      title: 'Previewed on Netlify',
      slug: `${slug}-preview`,
      excerpt: 'A draft shared for review.',
      content: '## Review me\n\nBody text.',
      coverImageUrl: '/images/insights/cloud.svg',
      category: 'Cloud Solutions',
    },
  });
  const { post } = await created.json();
  const shared = await request.post(`/api/admin/posts/${post.id}/preview-link`, {
    headers,
    data: {},
  });
  expect(shared.status()).toBe(201);
  const { url } = (await shared.json()) as { url: string };
  const path = new URL(url).pathname;

  // A reviewer without an account: a fresh context, no session cookie.
  const reviewer = await playwright.request.newContext({ baseURL: baseURL! });
  const anonymous = await reviewer.get(path);
  expect(anonymous.status()).toBe(200);
  expect(anonymous.headers()['cache-control']).toBe('private, no-store');
  const html = await anonymous.text();
  expect(html).toContain('Previewed on Netlify');
  expect(html).toContain('Preview — not published');

  const at = path.length - 10;
  const tampered = `${path.slice(0, at)}${path[at] === 'A' ? 'B' : 'A'}${path.slice(at + 1)}`;
  expect((await reviewer.get(tampered)).status()).toBe(404);
  await reviewer.dispose();
});

test('a page’s copy saved from the function: versioned, logged, asks for a build, and previews', async ({
  request,
  baseURL,
  playwright,
}) => {
  const headers = { 'Content-Type': 'application/json', Origin: new URL(baseURL!).origin };
  expect((await request.post('/api/auth/login', { headers, data: E2E_ADMIN })).status()).toBe(200);
  const hooksBefore = (await recorded(env('NETLIFY_E2E_BUILD_HOOK'))).length;

  const opened = await request.get('/api/admin/pages/home');
  expect(opened.status()).toBe(200);
  const { page: home } = (await opened.json()) as {
    page: { version: number; document: { hero: { title: string } } };
  };
  const headline = 'IT support that answers on Netlify too';
  const document = { ...home.document, hero: { ...home.document.hero, title: headline } };
  const saved = await request.put('/api/admin/pages/home', {
    headers: { ...headers, 'If-Match': `"${home.version}"` },
    data: { document },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const stale = await request.put('/api/admin/pages/home', {
    headers: { ...headers, 'If-Match': `"${home.version}"` },
    data: { document },
  });
  expect(stale.status()).toBe(409);

  const [row] = await withDatabase(
    (sql) =>
      sql<
        { version: number; title: string; logged: number }[]
      >`select version, document->'hero'->>'title' as title,
          (select count(*)::int from admin_activity where action = 'page.updated') as logged
        from page_documents where id = 'home'`,
  );
  expect(row).toEqual({ version: home.version + 1, title: headline, logged: 1 });

  // The save asks Netlify for a build, through the hook, once the burst is quiet.
  await expect
    .poll(async () => (await recorded(env('NETLIFY_E2E_BUILD_HOOK'))).length, { timeout: 30_000 })
    .toBeGreaterThan(hooksBefore);

  // A share link of an unsaved draft renders the home page from the function, for anyone.
  const draft = { ...document, hero: { ...document.hero, title: 'A draft headline for review' } };
  const shared = await request.post('/api/admin/pages/home/share-link', {
    headers,
    data: { document: draft },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { url } = (await shared.json()) as { url: string };
  const reviewer = await playwright.request.newContext({ baseURL: baseURL! });
  const preview = await reviewer.get(new URL(url).pathname);
  expect(preview.status()).toBe(200);
  const html = await preview.text();
  expect(html).toContain('A draft headline for review');
  expect(html).toContain('Preview — not published');
  await reviewer.dispose();
});
