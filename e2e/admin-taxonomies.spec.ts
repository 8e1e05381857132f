import { type Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import { signInThroughApi, signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { postsApi } from './support/posts-api.ts';

// The marketer's audiences, journey stages and topics: add one, a refused slug that keeps what was
// typed, a rename, and a delete refused while a post uses it and then done from that post too.
// What a rename does to the public site (a 301) is in admin-publishing.spec.ts.

const topics = (page: Page) => page.getByRole('region', { name: 'Topics', exact: true });

async function openPanel(page: Page) {
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'Topics & audiences' }).click();
  for (const heading of ['Audiences', 'Journey stages', 'Topics']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('add, refuse a taken slug, rename, and delete a topic a post uses', async ({
      page,
      request,
      baseURL,
    }) => {
      const name = `E2E Backups ${width}`;
      const slug = `e2e-backups-${width}`;
      await openPanel(page);
      const section = topics(page);

      // Added with a slug made from the name.
      await section.getByRole('button', { name: 'Add topic' }).click();
      const form = section.getByRole('form', { name: 'New topic' });
      await form.getByLabel('Name').fill(name);
      await expect(form.getByLabel('Slug')).toHaveValue(slug);
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);
      await form.getByRole('button', { name: 'Add topic' }).click();
      const row = section.locator(`li[data-taxonomy-slug="${slug}"]`);
      await expect(row).toContainText(name);
      await expect(row).toContainText('0 posts');

      // The same slug again: refused by the server, and what was typed stays.
      await section.getByRole('button', { name: 'Add topic' }).click();
      const again = section.getByRole('form', { name: 'New topic' });
      await again.getByLabel('Name').fill(name);
      await again.getByLabel('Intro (optional)').fill('Kept after the refusal.');
      await again.getByRole('button', { name: 'Add topic' }).click();
      await expect(
        again.getByText(`Another topic already uses the slug "${slug}"`).first(),
      ).toBeVisible();
      await expect(again.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
      await expect(again.getByLabel('Intro (optional)')).toHaveValue('Kept after the refusal.');
      // A blank name is refused in the browser, by the same rules as the server.
      await again.getByLabel('Name').fill('');
      await again.getByRole('button', { name: 'Add topic' }).click();
      await expect(again.getByText('Name is required.')).toBeVisible();
      await again.getByRole('button', { name: 'Cancel' }).click();

      // Renamed, with a new slug.
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = row.getByRole('form', { name: `Edit ${name}` });
      await expect(edit.getByText('the old address redirects to the new one')).toBeVisible();
      await edit.getByLabel('Name').fill(`${name} and Recovery`);
      await edit.getByLabel('Slug').fill(`${slug}-recovery`);
      await edit.getByRole('button', { name: 'Save' }).click();
      const renamed = section.locator(`li[data-taxonomy-slug="${slug}-recovery"]`);
      await expect(renamed).toContainText(`${name} and Recovery`);
      await expect(renamed.getByRole('link')).toHaveAttribute('href', `/topic/${slug}-recovery`);

      // A post uses it: deleting is refused and names the post, then done from the post too.
      await signInThroughApi(request, baseURL!);
      const topicList = (await (await request.get('/api/admin/taxonomies')).json()) as {
        topics: { id: string; slug: string }[];
      };
      const topicId = topicList.topics.find((topic) => topic.slug === `${slug}-recovery`)!.id;
      const api = await postsApi(request, baseURL!);
      const title = `E2E: Restore drills ${width}`;
      await api.create({ slug: `e2e-restore-drills-${width}`, title, topicIds: [topicId] });
      await page.reload();
      await page.getByRole('button', { name: 'Topics & audiences' }).click();
      const used = topics(page).locator(`li[data-taxonomy-slug="${slug}-recovery"]`);
      await expect(used).toContainText('1 post');
      page.once('dialog', (dialog) => void dialog.accept());
      await used.getByRole('button', { name: `Delete ${name} and Recovery` }).click();
      const refusal = topics(page).getByRole('alert');
      await expect(refusal).toContainText(`“${name} and Recovery” is used by 1 post: “${title}”.`);
      await expect(used).toBeVisible();
      await expectNoAxeViolations(page);
      await refusal.getByRole('button', { name: 'Take it off those posts and delete it' }).click();
      await expect(used).toHaveCount(0);
      await expect(topics(page).getByText(`Deleted “${name} and Recovery”.`)).toBeVisible();

      // Every step is in the activity log.
      await page.getByRole('button', { name: 'Activity' }).click();
      await page.getByLabel('Show').selectOption('taxonomy');
      await expect(
        page.getByText(`Deleted the topic “${name} and Recovery” and took it off 1 post`),
      ).toBeVisible();
      await expect(
        page.getByText(
          `Edited the topic “${name} and Recovery” and moved it from /topic/${slug} to /topic/${slug}-recovery`,
        ),
      ).toBeVisible();
      await expectNoPageOverflow(page);
    });
  });
}
