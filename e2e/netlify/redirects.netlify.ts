import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '#e2e-support/admin-account.ts';
import { withDatabase } from './support.ts';

// The redirects manager's rules on Netlify: written to _redirects by the build (a rule with a query
// answers before the page at its path, `/?p=123`), and a rule added in the admin after the build
// answered at once by the catch-all function, its hit counted. scripts/test-netlify.mjs seeds the
// first ones before the build.

const answer = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
};

test('rules from the build answer on the CDN, query rules before the page at their path', async ({
  request,
}) => {
  const [post] = await withDatabase(
    (sql) =>
      sql<{ slug: string }[]>`select slug from posts where is_published order by slug limit 1`,
  );
  const byId = await answer(request, '/?p=123');
  expect(byId.status).toBe(301);
  expect(byId.location).toMatch(new RegExp(`/insights/${post!.slug}(\\?p=123)?$`));
  // Another id is no rule's: the home page.
  expect((await answer(request, '/?p=124')).status).toBe(200);
  const oldPath = await answer(request, '/2019/05/old-post');
  expect(oldPath.status).toBe(301);
  expect(oldPath.location).toMatch(/\/contact$/);
  // A path with no file reaches the SSR function first, which drops a trailing slash (the site's
  // addresses have none) before it answers as above.
  const withSlash = await answer(request, '/2019/05/old-post/');
  expect(withSlash.status).toBe(301);
  expect(withSlash.location).toMatch(/\/contact$|\/2019\/05\/old-post$/);
  const offer = await answer(request, '/partner-offer');
  expect(offer).toEqual({ status: 302, location: 'https://partner.example.com/offer' });
});

test('a rule added in the admin after the build is answered by the function, its hit counted', async ({
  request,
  baseURL,
}) => {
  const headers = { 'Content-Type': 'application/json', Origin: new URL(baseURL!).origin };
  expect((await request.post('/api/auth/login', { headers, data: E2E_ADMIN })).status()).toBe(200);
  const created = await request.post('/api/admin/redirects', {
    headers,
    data: {
      from: 'https://old.example.com/services/it-support/',
      to: '/managed-it-services',
      status: 301,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // A live page is refused here as on the Node server.
  const refused = await request.post('/api/admin/redirects', {
    headers,
    data: { from: '/pricing', to: '/services' },
  });
  expect(refused.status()).toBe(409);

  const moved = await answer(request, '/services/it-support?ref=mail');
  expect(moved).toEqual({ status: 301, location: '/managed-it-services?ref=mail' });
  const [row] = await withDatabase(
    (sql) =>
      sql<{ hits: string }[]>`select hits from redirects where from_path = '/services/it-support'`,
  );
  expect(Number(row!.hits)).toBe(1);
  // The listing includes the rules the build serves.
  const listed = (await (await request.get('/api/admin/redirects')).json()) as {
    redirects: { from: string; to: string }[];
  };
  expect(listed.redirects.map((r) => r.from)).toEqual(
    expect.arrayContaining(['/?p=123', '/2019/05/old-post', '/services/it-support']),
  );
});
