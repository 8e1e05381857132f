import { expect, test } from './support/worker-site.ts';
import {
  jsonWrite,
  openPosts,
  signInThroughApi,
  signInThroughForm,
  writeMarkdown,
} from './support/admin.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { postsApi } from './support/posts-api.ts';

// The editor's SEO and publishing controls, and the refusals behind them, on a server whose
// rebuilds are off.

test('SEO counters warn while typing, the server refuses over-long text, nothing typed is lost', async ({
  page,
}) => {
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('E2E: Counting characters');
  await page
    .getByLabel('Excerpt')
    .fill('Search results show about 160 characters of a description and cut the rest.');
  await writeMarkdown(page, '## Why\n\nBecause search results cut long text.');
  await page.getByLabel('Image URL').fill('/images/insights/cloud.svg');
  await page.getByLabel('Category').selectOption('Cloud Solutions');

  // Fallbacks in the previews: the title and the excerpt.
  const snippet = page.locator('[data-snippet-preview]');
  await expect(snippet.locator('[data-snippet-title]')).toHaveText(
    'E2E: Counting characters | Northbeam IT',
  );
  await expect(snippet.locator('[data-snippet-description]')).toHaveText(
    'Search results show about 160 characters of a description and cut the rest.',
  );

  const metaTitle = page.getByLabel('Meta title');
  const tooLong = 'A meta title that runs on far past the sixty characters shown';
  await metaTitle.fill(tooLong);
  await expect(page.locator('#post-metaTitle-count')).toHaveText('61 / 60');
  await expect(metaTitle).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Too long: search results cut it after 60 characters.'),
  ).toBeVisible();
  await expect(snippet.locator('[data-snippet-title]')).toHaveText(`${tooLong} | Northbeam IT`);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Meta title must be at most 60 characters: search results cut longer titles.'),
  ).toBeVisible();
  await expect(metaTitle).toHaveValue(tooLong);

  await metaTitle.fill('Counting characters in search results');
  await expect(page.locator('#post-metaTitle-count')).toHaveText('37 / 60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
});

test('the editor schedules and backdates in New York time, and says what will happen', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page.request, baseURL!);
  const api = await postsApi(page.request, baseURL!);
  const post = await api.create({ slug: 'e2e-editor-schedule', title: 'E2E: Editor schedule' });
  await page.goto(`/admin`);
  await openPosts(page);
  await page.getByRole('button', { name: 'Edit E2E: Editor schedule' }).click();

  const panel = page.locator('[data-publish-panel]');
  await expect(panel.locator('[data-publish-status]')).toHaveText('Draft: not on the public site.');
  await expect(panel.getByRole('button', { name: 'Publish now' })).toBeEnabled();

  const when = panel.getByLabel('Publish date and time (New York, ET)');
  await when.fill('2099-01-05T09:30');
  await expect(panel.getByText('Goes live by itself on Jan 5, 2099, 9:30 AM ET.')).toBeVisible();
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(panel.locator('[data-publish-status]')).toHaveText(
    'Scheduled for Jan 5, 2099, 9:30 AM ET.',
  );
  const saved = (await (await page.request.get(`/api/admin/posts/${post.id}`)).json()) as {
    post: { publishedAt: string; status: string };
  };
  // 9:30 AM in New York in January is 14:30 UTC, whatever the browser's time zone.
  expect(saved.post).toMatchObject({
    publishedAt: '2099-01-05T14:30:00.000Z',
    status: 'scheduled',
  });

  await when.fill('2024-03-01T09:00');
  await expect(
    panel.getByText(
      'This time has passed: the post is published now, dated Mar 1, 2024, 9:00 AM ET.',
    ),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Update publish date' }).click();
  await expect(panel.locator('[data-publish-status]')).toHaveText(
    'Published, dated Mar 1, 2024, 9:00 AM ET.',
  );
  await expectNoAxeViolations(page);

  // Rebuilds are off on this server: the status line does not pretend the change is live.
  const line = page.getByRole('status').filter({ hasText: 'Publishing:' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(line).toHaveAttribute('data-publish-state', 'off');
  await expect(line).toContainText('only after the next build and deploy');
});

test.describe('publishing refusals', () => {
  test.beforeEach(async ({ request, baseURL }) => signInThroughApi(request, baseURL!));

  test('an invalid publish date answers 400 with a field message', async ({ request, baseURL }) => {
    const api = await postsApi(request, baseURL!);
    const post = await api.create({ slug: 'e2e-bad-date', title: 'E2E: Bad date' });
    const answer = await request.post(`/api/admin/posts/${post.id}/publish`, {
      headers: { ...jsonWrite(baseURL!), 'If-Match': `"${post.version}"` },
      data: { published: true, publishAt: '2026-02-30T10:00:00Z' },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).fields.publishAt).toBe(
      'Publish date must be a valid date and time.',
    );
  });

  test('a slug that is another post’s old address answers 409 naming that post', async ({
    request,
    baseURL,
  }) => {
    const api = await postsApi(request, baseURL!);
    let moved = await api.create({ slug: 'e2e-old-address', title: 'E2E: Moved post' });
    moved = await api.publish(moved);
    await api.update(moved, { slug: 'e2e-new-address' });
    const clash = await request.post('/api/admin/posts', {
      headers: jsonWrite(baseURL!),
      data: {
        title: 'E2E: Newcomer',
        slug: 'e2e-old-address',
        excerpt: 'A new post that wants an old address.',
        content: 'Body.',
        coverImageUrl: '/images/insights/cloud.svg',
        category: 'Cybersecurity',
      },
    });
    expect(clash.status()).toBe(409);
    expect((await clash.json()).fields.slug).toBe(
      '/insights/e2e-old-address is the old address of “E2E: Moved post” and still redirects readers to /insights/e2e-new-address. Choose another slug.',
    );
  });
});
