import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_ADMIN } from '#e2e-support/admin-account.ts';
import { withDatabase } from './support.ts';

// Colleagues and history as Netlify functions: a save keeps a revision that the History panel's
// route reads back; an owner invites a contributor, who accepts the link, signs in, and may save a
// draft but not publish it or read leads.

const REFUSED = [403, 404];
const slug = `netlify-people-${Date.now().toString(36)}`;
const contributor = {
  email: `contributor-${Date.now().toString(36)}@example.com`,
  password: 'Harbor lantern quietly 42 maps',
};

test('revisions and roles hold on the functions: history of a draft, a contributor held to drafts', async ({
  request,
  baseURL,
}) => {
  const headers = { 'Content-Type': 'application/json', Origin: new URL(baseURL!).origin };
  expect((await request.post('/api/auth/login', { headers, data: E2E_ADMIN })).status()).toBe(200);
  const taxonomies = await (await request.get('/api/admin/taxonomies')).json();
  const draft = {
    title: 'History through Netlify functions',
    slug,
    excerpt: 'Saved twice by the Netlify smoke test.',
    content: 'The first words.',
    coverImageUrl: '/images/insights/cloud.svg',
    category: 'Cloud Solutions',
    personaIds: [taxonomies.personas[0].id],
    journeyStageIds: [taxonomies.journeyStages[0].id],
    topicIds: [taxonomies.topics[0].id],
  };
  const created = await request.post('/api/admin/posts', { headers, data: draft });
  expect(created.status()).toBe(201);
  const { post } = await created.json();
  const saved = await request.put(`/api/admin/posts/${post.id}`, {
    headers: { ...headers, 'If-Match': `"${post.version}"` },
    data: { ...draft, content: 'The second words.' },
  });
  expect(saved.status()).toBe(200);

  const history = await (await request.get(`/api/admin/revisions/posts/${post.id}`)).json();
  expect(history.currentVersion).toBe(2);
  expect(history.revisions.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
  const first = await request.get(`/api/admin/revisions/posts/${post.id}/1`);
  expect(first.status()).toBe(200);
  expect(JSON.stringify(await first.json())).toContain('The first words.');

  // The owner invites a contributor; the link's token is after `#invite=`.
  const invited = await request.post('/api/admin/people', {
    headers,
    data: { email: contributor.email, role: 'contributor' },
  });
  expect(invited.status()).toBe(201);
  const token = new URL((await invited.json()).link).hash.replace('#invite=', '');

  const colleague = await playwrightRequest.newContext({ baseURL: baseURL! });
  try {
    const accepted = await colleague.post('/api/auth/accept-invitation', {
      headers,
      data: { token, password: contributor.password },
    });
    expect(accepted.status()).toBe(201);
    expect(await accepted.json()).toEqual({ email: contributor.email, role: 'contributor' });
    const login = await colleague.post('/api/auth/login', { headers, data: contributor });
    expect(login.status()).toBe(200);

    const edit = await colleague.put(`/api/admin/posts/${post.id}`, {
      headers: { ...headers, 'If-Match': '"2"' },
      data: { ...draft, content: 'The contributor’s words.' },
    });
    expect(edit.status()).toBe(200);
    const publish = await colleague.post(`/api/admin/posts/${post.id}/publish`, {
      headers: { ...headers, 'If-Match': '"3"' },
      data: { published: true },
    });
    // The function answers 403; Netlify's local server then looks for a static file at that path
    // (publish.html, publish/index.html…) and, finding none, answers 404. Either way: refused.
    expect(REFUSED).toContain(publish.status());
    const leads = await colleague.get('/api/admin/leads');
    expect(REFUSED).toContain(leads.status());
    expect(await leads.text()).not.toContain('"leads"');
  } finally {
    await colleague.dispose();
  }

  const people = await (await request.get('/api/admin/people')).json();
  expect(people.people).toContainEqual(
    expect.objectContaining({ email: contributor.email, role: 'contributor' }),
  );
  const [row] = await withDatabase(
    (sql) =>
      sql<
        { is_published: boolean; content: string }[]
      >`select is_published, content from posts where slug = ${slug}`,
  );
  expect(row).toEqual({ is_published: false, content: 'The contributor’s words.' });
});
