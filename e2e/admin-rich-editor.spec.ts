import type { Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import { openPosts, signInThroughApi, signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { openHydrated, selectionSettled } from './support/islands.ts';
import { postsApi } from './support/posts-api.ts';
import { photoFile } from './support/images.ts';

// The post body's rich-text editor, at a desktop and a phone width: formatting from the toolbar
// and the keyboard stays Markdown; unsaved work survives a closed tab; a blog outline becomes a
// draft. (Images in the body, which need a rebuild to reach the public page, are in
// admin-body-image.spec.ts.)

const WIDTHS = [1280, 390] as const;

const body = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });
const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
const source = (page: Page) => page.getByRole('button', { name: 'Markdown source' });

/** axe from the top of the page: scrolled, the phone's sticky header covers the admin's tabs. */
async function expectAxeCleanFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

async function newPost(page: Page, title: string) {
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(body(page)).toBeVisible();
}

for (const width of WIDTHS) {
  test(`formats text from the toolbar and the keyboard, and keeps Markdown (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await newPost(page, `E2E: Formatted at ${width}`);

    await body(page).click();
    await page.keyboard.type('Backup basics');
    await tool(page, 'Heading 2').click();
    await expect(tool(page, 'Heading 2')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await tool(page, 'Bold').click();
    await page.keyboard.type('Keep three copies.');
    await tool(page, 'Bold').click();
    await expect(body(page).locator('strong')).toHaveText('Keep three copies.');
    await page.keyboard.press('Enter');
    await tool(page, 'Bulleted list').click();
    await page.keyboard.type('Nightly');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+i');
    await page.keyboard.type('Off site');
    await page.keyboard.press('ControlOrMeta+i');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Plans and costs: see our prices');

    // A link to one of the site's own pages, found by its name.
    for (let i = 0; i < 'our prices'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await selectionSettled(page);
    await tool(page, 'Link').click();
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    await dialog.getByLabel('Find a page or post').fill('Pricing');
    await dialog.getByRole('button', { name: /Pricing Calculator/ }).click();
    await expect(dialog.getByLabel('Address')).toHaveValue('/pricing');
    await expectAxeCleanFromTop(page);
    await dialog.getByRole('button', { name: 'Apply link' }).click();
    await expect(dialog).toBeHidden();
    await expect(body(page).getByRole('link', { name: 'our prices' })).toHaveAttribute(
      'href',
      '/pricing',
    );

    // An address on this site that leads nowhere is refused, with why.
    await tool(page, 'Link').click();
    const edit = page.getByRole('dialog', { name: 'Edit link' });
    await edit.getByLabel('Address').fill('/no-such-page');
    await edit.getByRole('button', { name: 'Apply link' }).click();
    await expect(edit.getByRole('alert')).toHaveText(
      'No page on this site is at /no-such-page. Choose one from the list, or check the address.',
    );
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await expectNoPageOverflow(page);
    await expectAxeCleanFromTop(page);

    // The preview renders the same Markdown as the site.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Backup basics');
    await expect(preview.locator('em')).toHaveText('Off site');

    await source(page).click();
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue(
      [
        '## Backup basics',
        '',
        '**Keep three copies.**',
        '',
        '- Nightly',
        '- *Off site*',
        '',
        'Plans and costs: see [our prices](/pricing)',
      ].join('\n'),
    );
    // Back to the formatted view, with the same text.
    await source(page).click();
    await expect(body(page).getByRole('heading', { level: 2 })).toHaveText('Backup basics');
  });
}

for (const width of WIDTHS) {
  test(`typing in a post shaped like most posts (text, an image on its own line, text, a list at the end) is saved (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page.request, baseURL!);
    const uploaded = await page.request.post('/api/admin/media', {
      headers: { Origin: new URL(baseURL!).origin },
      multipart: { file: await photoFile(`e2e-shape-${width}.jpg`, 800, 600), alt: 'A rack' },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { image } = (await uploaded.json()) as { image: { id: string } };
    const content = [
      'Our first paragraph.',
      `![A rack](/media/${image.id})`,
      'Our second paragraph.',
      '- one\n- two',
    ].join('\n\n');
    const api = await postsApi(page.request, baseURL!);
    const post = await api.create({
      slug: `e2e-shaped-${width}`,
      title: `E2E: Shaped ${width}`,
      content,
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await openPosts(page);
    await page.getByRole('button', { name: `Edit E2E: Shaped ${width}` }).click();
    // Opens formatted, not as source.
    await expect(source(page)).toHaveAttribute('aria-pressed', 'false');
    await body(page).getByText('Our second paragraph.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Typed here.');
    await body(page).getByText('two', { exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' three');
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByText('Our second paragraph. Typed here.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
    expect((await api.get(post.id)).content).toBe(
      [
        'Our first paragraph.',
        `![A rack](/media/${image.id})`,
        'Our second paragraph. Typed here.',
        '- one\n- two three',
      ].join('\n\n'),
    );
    expect(problems.filter((text) => /contentMatchAt|invalid content/i.test(text))).toEqual([]);
  });
}

test('Markdown the formatted view would change opens as source and stays so', async ({ page }) => {
  await newPost(page, 'E2E: A table');
  await source(page).click();
  const table = '| Plan | Price |\n| --- | --- |\n| Startup | $2,500 |';
  await page.getByLabel('Content', { exact: true }).fill(table);
  await source(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'such as a table' })).toBeVisible();
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(table);
  await expect(source(page)).toHaveAttribute('aria-pressed', 'true');
});

for (const width of WIDTHS) {
  test(`unsaved work survives a closed tab and is offered back, the saved post untouched (${width} px)`, async ({
    context,
    page,
    baseURL,
  }) => {
    await signInThroughApi(page.request, baseURL!);
    const api = await postsApi(page.request, baseURL!);
    const post = await api.create({
      slug: `e2e-recover-${width}`,
      title: `E2E: Recover me ${width}`,
      content: '## Saved\n\nThe saved text.',
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await openPosts(page);
    await page.getByRole('button', { name: `Edit E2E: Recover me ${width}` }).click();
    await body(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typed, never saved.');
    // Kept in the browser as it is typed.
    await expect
      .poll(() =>
        page.evaluate((id) => localStorage.getItem(`northbeam.unsaved-post.${id}`) ?? '', post.id),
      )
      .toContain('Typed, never saved.');
    await page.close();

    const again = await context.newPage();
    await again.setViewportSize({ width, height: 900 });
    await again.goto('/admin');
    await openPosts(again);
    await again.getByRole('button', { name: `Edit E2E: Recover me ${width}` }).click();
    const offer = again.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText(
      /This browser kept unsaved changes to this post from \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET\. The editor shows the saved version, saved /,
    );
    await expect(body(again)).not.toContainText('Typed, never saved.');
    await expectAxeCleanFromTop(again);
    await expectNoPageOverflow(again);
    await offer.getByRole('button', { name: 'Restore my unsaved changes' }).click();
    await expect(body(again)).toContainText('Typed, never saved.');
    await expect(again.getByText(/You are editing your unsaved changes kept/)).toBeVisible();
    // Nothing reached the saved post until Save.
    expect((await api.get(post.id)).content).toBe('## Saved\n\nThe saved text.');

    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
    expect((await api.get(post.id)).content).toContain('Typed, never saved.');
    expect(
      await again.evaluate((id) => localStorage.getItem(`northbeam.unsaved-post.${id}`), post.id),
    ).toBeNull();
    await again.getByRole('button', { name: `Edit E2E: Recover me ${width}` }).click();
    await expect(again.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });
}

for (const width of WIDTHS) {
  test(`a blog outline becomes a draft for signed-in staff (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // A visitor who never signed in sees no such action.
    await openHydrated(page, '/blog-generator', 'BlogGenerator');
    await page.getByRole('radio', { name: /Cloud Migration Strategy/ }).check();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(page.getByRole('button', { name: 'Download .md' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a draft' })).toHaveCount(0);

    await signInThroughForm(page);
    await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
    await openHydrated(page, '/blog-generator', 'BlogGenerator');
    await page.getByRole('radio', { name: /Cloud Migration Strategy/ }).check();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.getByRole('link', { name: 'Start a draft' }).click();

    await page.getByRole('button', { name: 'Start the draft' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
      'Cloud Migration Strategy: A Step-by-Step Guide for Small and Mid-Sized Businesses',
    );
    await expect(page.getByLabel('Meta description')).toHaveValue(
      /^Plan your cloud migration strategy in four phases/,
    );
    await expect(page.getByLabel('Focus keyword')).toHaveValue('cloud migration strategy');
    await expect(
      body(page).getByRole('heading', {
        level: 2,
        name: 'Why a Cloud Migration Strategy Matters Before You Move',
      }),
    ).toBeVisible();
    // The guidance scores it at once: the outline's description fits, the words are still to write.
    const guidance = page.locator('[data-guidance]');
    await expect(guidance.locator('[data-guideline="metaDescription"]')).toHaveAttribute(
      'data-status',
      'pass',
    );
    await expect(guidance.locator('[data-guideline="words"]')).toHaveAttribute(
      'data-status',
      'warn',
    );
    await expectAxeCleanFromTop(page);

    // A draft, on the list, not on the site.
    const api = await postsApi(page.request, baseURL!);
    const drafts = await api.list('?q=Cloud%20Migration%20Strategy&status=draft');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts[0]).toMatchObject({ focusKeyword: 'cloud migration strategy' });
  });
}
