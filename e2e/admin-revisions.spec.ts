import { expect, test } from './support/worker-site.ts';
import { jsonWrite, openPosts, signInThroughApi } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { postsApi } from './support/posts-api.ts';

// A bad save undone: the editor lists a post's versions, shows what an older one said against the
// current one, and Restore puts it back into the editor; saving it makes a new version, and it is
// then published. At a desktop width and a phone's, on a server whose rebuilds are off.

const FIRST = '## Version one\n\nThe first words of this post, which the team liked.';
const SECOND = '## Version two\n\nA later rewrite nobody liked.';

interface Revisions {
  currentVersion: number;
  revisions: { version: number; published: boolean; actorEmail: string | null }[];
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('restore an older revision and publish it', async ({ page, baseURL }) => {
      await signInThroughApi(page.request, baseURL!);
      const api = await postsApi(page.request, baseURL!);
      const title = `E2E: History at ${viewport.width}`;
      const first = await api.create({
        slug: `e2e-history-${viewport.width}`,
        title,
        content: FIRST,
      });
      await api.update(first, { content: SECOND });

      await page.goto('/admin');
      await openPosts(page);
      const row = page.locator(`li[data-post-slug="e2e-history-${viewport.width}"]`);
      await row.getByRole('button', { name: `Edit ${title}` }).click();
      // The body in the rich-text editor; the Markdown it holds is checked through the API below.
      const body = page.getByRole('textbox', { name: 'Content', exact: true });
      await expect(body).toContainText('A later rewrite nobody liked.');
      await page.getByRole('button', { name: 'History', exact: true }).click();

      const history = page.locator('[data-revision-history]');
      await expect(history.locator('li[data-version]')).toHaveCount(2);
      await expect(history.locator('li[data-version="2"]')).toContainText('(current)');
      await expect(history.locator('li[data-version="1"]')).toContainText('admin@example.com');
      await history.getByRole('button', { name: 'Compare version 1 with the current one' }).click();

      const diff = history.locator('[data-revision-diff]');
      await expect(
        diff.getByRole('heading', { name: 'Version 1 compared with the current version (2)' }),
      ).toBeVisible();
      await expect(diff.locator('dt')).toHaveText(['Content']);
      await expect(diff.locator('del').filter({ hasText: 'one' }).first()).toBeVisible();
      await expect(diff.locator('ins').filter({ hasText: 'two' }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);

      await diff.getByRole('button', { name: 'Restore version 1' }).click();
      await expect(body).toContainText('The first words of this post, which the team liked.');
      await expect(body.getByRole('heading', { name: 'Version one' })).toBeVisible();
      await expect(history.getByRole('status')).toHaveText(
        'Version 1 is in the editor as unsaved changes. Save to keep it as a new version.',
      );
      // Nothing is written until Save.
      const unsaved = await page.request.get(`/api/admin/posts/${first.id}`);
      expect(((await unsaved.json()) as { post: { version: number } }).post.version).toBe(2);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
      await row.getByRole('button', { name: `Publish ${title}` }).click();
      await expect(row).toHaveAttribute('data-post-status', 'published');

      const saved = (await (await page.request.get(`/api/admin/posts/${first.id}`)).json()) as {
        post: { version: number; content: string; status: string };
      };
      expect(saved.post).toMatchObject({ version: 4, content: FIRST, status: 'published' });
      const listed = (await (
        await page.request.get(`/api/admin/revisions/posts/${first.id}`, {
          headers: jsonWrite(baseURL!),
        })
      ).json()) as Revisions;
      expect(listed.revisions.map((entry) => [entry.version, entry.published])).toEqual([
        [4, true],
        [3, false],
        [2, false],
        [1, false],
      ]);
      // The past is not rewritten: version 2 still holds the rewrite.
      const two = (await (
        await page.request.get(`/api/admin/revisions/posts/${first.id}/2`)
      ).json()) as { revision: { document: { content: string } } };
      expect(two.revision.document.content).toBe(SECOND);
    });
  });
}
