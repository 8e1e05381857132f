import { expect, test } from './support/worker-site.ts';
import { jsonWrite, openPosts, signInThroughForm, writeMarkdown } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// A colleague joins: the owner invites them from People and copies the one-time link (the server
// has no email set up here); they choose their password and are signed in as a contributor, who
// sees no leads or people and cannot publish (the buttons are gone, and the server refuses a
// request made anyway); the owner removes them and their session ends at once. At a desktop width
// and a phone's. Every sign-in verifies an scrypt hash, hence the longer limit.

const PASSWORD = 'lantern-orchard-quarry-tide';
const ANSWER = { timeout: 20_000 };

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    test('invite a colleague, who signs in as a contributor, cannot publish, and is removed', async ({
      page,
      browser,
      baseURL,
    }) => {
      const email = `colleague-${viewport.width}@example.com`;
      await signInThroughForm(page);
      await page.getByRole('button', { name: 'People' }).click();
      await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Role', { exact: true }).selectOption('contributor');
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: `Invited ${email}.` })).toContainText(
        'Email is not set up on this site',
      );
      const link = await page.getByLabel(/^Invitation link/).inputValue();
      expect(link).toMatch(/\/admin#invite=[A-Za-z0-9_-]{43}$/);
      await expect(page.locator(`li[data-invite-email="${email}"]`)).toContainText('Contributor');
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);

      // The colleague, in a browser of their own.
      const theirs = await (await browser.newContext({ viewport })).newPage();
      await theirs.goto(link);
      await expect(theirs.getByRole('heading', { name: 'Join the admin' })).toBeVisible();
      await expect(theirs.getByText('You are invited as a Contributor')).toBeVisible();
      await expect(theirs.getByLabel('Email')).toHaveValue(email);
      await expectNoAxeViolations(theirs);
      const password = theirs.getByLabel('Choose a password');
      const submit = theirs.getByRole('button', { name: /^Set password and sign in/ });
      await password.fill('password1234');
      await submit.click();
      await expect(theirs.getByRole('alert')).toContainText('common', ANSWER);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await password.fill(PASSWORD);
      await submit.click();
      await expect(theirs.getByRole('button', { name: 'Logout' })).toBeVisible(ANSWER);
      await expect(theirs.getByText(`${email} · Contributor`)).toBeVisible();
      expect(theirs.url()).not.toContain('invite=');

      // A contributor sees no leads, activity or people, and no publish or delete controls. The
      // admin opens on the Overview, without this week's leads for them.
      await expect(theirs.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
      // Its figures arrive after the heading: the cards are there, the leads' card is not.
      await expect(theirs.getByRole('region', { name: 'What changed this week' })).toBeVisible();
      await expect(theirs.getByRole('heading', { name: /leads by source/ })).toHaveCount(0);
      const sections = theirs.getByRole('navigation', { name: 'Admin sections' });
      for (const hidden of ['Leads', 'Activity', 'People']) {
        await expect(sections.getByRole('button', { name: hidden })).toHaveCount(0);
      }
      await openPosts(theirs);
      const rows = theirs.locator('li[data-post-slug]');
      await expect(rows.first()).toBeVisible();
      await expect(rows.getByRole('button', { name: /^(Publish|Unpublish|Delete)/ })).toHaveCount(
        0,
      );
      // Live posts have no Edit for them either (the first page holds some); drafts do.
      const live = theirs.locator('li[data-post-status="published"]');
      await expect(live.first()).toBeVisible();
      await expect(live.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

      // They write a draft; the server refuses to publish it even when asked directly.
      await theirs.getByRole('button', { name: 'New Post' }).click();
      await theirs
        .getByLabel('Title', { exact: true })
        .fill(`E2E: Draft by a contributor ${viewport.width}`);
      await theirs.getByLabel('Excerpt').fill('A draft for an editor to publish.');
      await writeMarkdown(theirs, '## Draft\n\nWritten by a contributor.');
      await theirs.getByLabel('Image URL').fill('/images/insights/cloud.svg');
      await theirs.getByLabel('Category').selectOption('Cloud Solutions');
      await theirs.getByRole('button', { name: 'Save', exact: true }).click();
      const draft = theirs.locator(
        `li[data-post-slug="e2e-draft-by-a-contributor-${viewport.width}"]`,
      );
      await expect(draft).toHaveAttribute('data-post-status', 'draft');
      await draft.getByRole('button', { name: /^Edit/ }).click();
      await expect(theirs.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
      await expect(theirs.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
      await expectNoAxeViolations(theirs);
      const listed = (await (
        await theirs.request.get('/api/admin/posts?q=contributor')
      ).json()) as { posts: { id: string; version: number; slug: string }[] };
      const post = listed.posts.find((p) => p.slug.endsWith(`-${viewport.width}`))!;
      const refused = await theirs.request.post(`/api/admin/posts/${post.id}/publish`, {
        headers: { ...jsonWrite(baseURL!), 'If-Match': `"${post.version}"` },
        data: { published: true },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe(
        'This needs the Editor role or higher, and you are a Contributor. Ask an owner if you need it.',
      );
      expect((await theirs.request.get('/api/admin/leads')).status()).toBe(403);
      // Settings are the owner's: neither their preview nor their history shows them to others.
      const preview = await theirs.request.get('/admin/preview/pages/settings');
      expect(preview.status()).toBe(403);
      expect(await preview.text()).toContain('Only an owner can do this');
      expect(
        (await theirs.request.get('/api/admin/revisions/page-documents/settings')).status(),
      ).toBe(403);

      // The owner removes them: their session ends at once.
      await page.getByRole('button', { name: 'Posts' }).click();
      await page.getByRole('button', { name: 'People' }).click();
      const person = page.locator(`li[data-person-email="${email}"]`);
      await expect(person.getByLabel(`Role of ${email}`)).toHaveValue('contributor');
      page.once('dialog', (dialog) => void dialog.accept());
      await person.getByRole('button', { name: `Remove ${email}` }).click();
      await expect(page.getByText(`Removed ${email}; their sessions were ended.`)).toBeVisible();
      await expect(person).toHaveCount(0);
      expect((await theirs.request.get('/api/auth/session')).status()).toBe(401);
      await theirs.reload();
      await expect(theirs.getByRole('button', { name: 'Login' })).toBeVisible();

      // The activity log names who did what.
      await page.getByRole('button', { name: 'Activity' }).click();
      await expect(
        page.getByText(`Removed ${email} (Contributor); their sessions were ended`),
      ).toBeVisible();
      await expect(
        page.getByText(/Accepted the invitation from admin@example.com/).first(),
      ).toBeVisible();
    });
  });
}
