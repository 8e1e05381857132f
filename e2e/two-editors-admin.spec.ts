import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import {
  E2E_ADMIN,
  jsonWrite,
  signInThroughApi,
  signInThroughForm,
  writeMarkdown,
} from './support/admin.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// Two admins in two browsers edit one post: the later save is refused instead of silently
// overwriting the earlier one, and the second admin chooses Reload or Overwrite without losing text.
const slug = 'e2e-two-editors-post';

const rowOf = (page: Page) => page.locator(`li[data-post-slug="${slug}"]`);

async function openEditor(page: Page) {
  await signInThroughForm(page);
  await rowOf(page).getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
}

async function save(page: Page, content: string) {
  await writeMarkdown(page, content);
  await page.getByRole('button', { name: 'Save' }).click();
}

/**
 * The second editor's save was refused: the conflict opens with the focus on its choice, says who
 * changed the record and which field (`changedField`, as the history labels it), the typed text
 * stays in `field`, the stored record is the first editor's, and axe finds nothing.
 */
async function expectConflict(
  page: Page,
  scope: Page | Locator,
  field: string,
  typed: string,
  stored: () => Promise<unknown>,
  expected: Record<string, unknown>,
  changedField: string,
): Promise<Locator> {
  const conflict = scope.getByRole('alert').filter({ hasText: 'since you opened it' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toBeFocused();
  await expect(conflict).toContainText(
    new RegExp(`was changed by ${E2E_ADMIN.email} on .+ ET since you opened it\\.`),
  );
  await expect(conflict).toContainText(`They changed: ${changedField}.`);
  await expect(scope.getByLabel(field)).toHaveValue(typed);
  expect(await stored()).toMatchObject(expected);
  await expectNoAxeViolations(page);
  return conflict;
}

/** Reload: the first editor's text in `field`, the typed text set aside below, the conflict gone. */
async function expectReloadKeeps(
  scope: Page | Locator,
  conflict: Locator,
  field: string,
  theirs: string,
  setAside: string,
) {
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(scope.getByLabel(field)).toHaveValue(theirs);
  await expect(scope.getByLabel(/Copy what you need/)).toHaveValue(setAside);
  await expect(conflict).toHaveCount(0);
}

test('a stale save gets a conflict with Reload and Overwrite, and nothing typed is lost', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const setup = await browser.newContext({ baseURL: baseURL! });
  await signInThroughApi(setup.request, baseURL!);
  const headers = jsonWrite(baseURL!);
  const created = await setup.request.post('/api/admin/posts', {
    headers,
    data: {
      title: 'Two Editors, One Post',
      slug,
      excerpt: 'Who saves last does not win by accident.',
      content: 'The first draft.',
      coverImageUrl: '/images/insights/cloud.svg',
      category: 'Cloud Solutions',
    },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: string } };
  const current = async () =>
    (
      (await (await setup.request.get(`/api/admin/posts/${post.id}`)).json()) as {
        post: { content: string; version: number };
      }
    ).post;

  const alice = await (await browser.newContext({ baseURL: baseURL! })).newPage();
  const bob = await (await browser.newContext({ baseURL: baseURL! })).newPage();
  await openEditor(alice);
  await openEditor(bob);

  // Alice saves first; Bob's save against the version he opened is refused.
  await save(alice, 'Alice rewrote the intro.');
  await expect(rowOf(alice)).toBeVisible();
  await save(bob, 'Bob added a section.');
  const conflict = await expectConflict(
    bob,
    bob,
    'Content',
    'Bob added a section.',
    current,
    { content: 'Alice rewrote the intro.', version: 2 },
    'Content',
  );

  // Reload shows Alice's version in the editor and keeps Bob's text beside it.
  await expectReloadKeeps(
    bob,
    conflict,
    'Content',
    'Alice rewrote the intro.',
    'Bob added a section.',
  );

  // Alice saves again; this time Bob overwrites deliberately.
  await rowOf(alice).getByRole('button', { name: /^Edit/ }).click();
  await save(alice, 'Alice, second pass.');
  await expect(rowOf(alice)).toBeVisible();
  await save(bob, 'Bob, final word.');
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await expect(rowOf(bob)).toBeVisible();
  expect(await current()).toMatchObject({ content: 'Bob, final word.', version: 4 });

  // Alice's list still holds version 3: her delete is refused, the list refreshes, then it works.
  alice.on('dialog', (dialog) => void dialog.accept());
  await rowOf(alice)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(alice.getByRole('alert')).toContainText('changed since this list was loaded');
  await expect(rowOf(alice)).toBeVisible();
  expect((await current()).version).toBe(4);
  await rowOf(alice)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(rowOf(alice)).toHaveCount(0);
  expect((await setup.request.get(`/api/admin/posts/${post.id}`)).status()).toBe(404);
});

// The same choice on every other content type: here a topic, whose editor is shared with audiences,
// stages, locations and industries (src/islands/admin/page-form.tsx).
test('a stale save of a topic offers the same Reload and Overwrite, keeping the typed intro', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const setup = await browser.newContext({ baseURL: baseURL! });
  await signInThroughApi(setup.request, baseURL!);
  const created = await setup.request.post('/api/admin/taxonomies/topics', {
    headers: jsonWrite(baseURL!),
    data: { name: 'Two Editors Topic', slug: 'e2e-two-editors-topic', intro: 'The first intro.' },
  });
  expect(created.status()).toBe(201);
  const current = async () => {
    const { items } = (await (await setup.request.get('/api/admin/taxonomies/topics')).json()) as {
      items: { slug: string; intro: string; version: number }[];
    };
    return items.find((item) => item.slug === 'e2e-two-editors-topic')!;
  };

  const editTopic = async (page: Page) => {
    const row = page.locator('li[data-taxonomy-slug="e2e-two-editors-topic"]');
    await row.getByRole('button', { name: 'Edit Two Editors Topic' }).click();
    return row.getByRole('form', { name: 'Edit Two Editors Topic' });
  };
  const openTopic = async (page: Page) => {
    await signInThroughForm(page);
    await page.getByRole('button', { name: 'Topics & audiences' }).click();
    return editTopic(page);
  };
  const saveTopic = async (form: Locator, intro: string) => {
    await form.getByLabel('Intro (optional)').fill(intro);
    await form.getByRole('button', { name: 'Save' }).click();
  };
  const alice = await (await browser.newContext({ baseURL: baseURL! })).newPage();
  const bob = await (await browser.newContext({ baseURL: baseURL! })).newPage();
  const aliceForm = await openTopic(alice);
  const bobForm = await openTopic(bob);

  // Alice saves first; Bob's save against the version he opened is refused, his text kept.
  await saveTopic(aliceForm, 'Alice rewrote the intro.');
  await expect(aliceForm).toHaveCount(0);
  await saveTopic(bobForm, 'Bob wrote his own.');
  const conflict = await expectConflict(
    bob,
    bobForm,
    'Intro (optional)',
    'Bob wrote his own.',
    current,
    { intro: 'Alice rewrote the intro.', version: 2 },
    'Intro',
  );

  // Reload shows Alice's version and keeps Bob's text below it for copying.
  await expectReloadKeeps(
    bobForm,
    conflict,
    'Intro (optional)',
    'Alice rewrote the intro.',
    'Intro (optional):\nBob wrote his own.',
  );

  // Alice saves again; this time Bob overwrites deliberately.
  const again = await editTopic(alice);
  await saveTopic(again, 'Alice, second pass.');
  await expect(again).toHaveCount(0);
  await saveTopic(bobForm, 'Bob, final word.');
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await expect(bobForm).toHaveCount(0);
  expect(await current()).toMatchObject({ intro: 'Bob, final word.', version: 4 });
});
