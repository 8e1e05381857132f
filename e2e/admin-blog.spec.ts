import { expect, type Page } from '@playwright/test';
import { signInThroughForm } from './support/admin.ts';
import { openHydrated, selectionSettled } from './support/islands.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { ownSiteTest } from './support/own-site-test.ts';

// The blog in the admin's Pages tab, on a Node server of the test's own with its background
// rebuilds: a paragraph of a /blog article rewritten and its category changed (its address and read
// time stay; the other article, now of its category, becomes its related one), and an outline added to the blog generator, each live after the rebuild. At 390 px the
// Blog list and the outlines' form fit the screen.

const test = ownSiteTest('blog');

const ARTICLE = 'Managed IT Services for Small Business: The Complete 2025 Guide';
const ARTICLE_PATH = '/blog/managed-it-services-small-business-guide';
const OLD_OPENING = 'If you run a business of 10 to 150 people';
const NEW_OPENING = 'If your company has between 10 and 150 people on payroll';
const OUTLINE_TITLE = 'Backup and Disaster Recovery: A Plan Small Businesses Actually Test';

async function openDocument(page: Page, title: string) {
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const form = page.getByRole('form', { name: /^Edit / });
  await expect(form).toBeVisible();
  return form;
}

async function save(page: Page) {
  const form = page.getByRole('form', { name: /^Edit / });
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByText(/^.+ is now version \d+\.$/)).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a blog article’s paragraph and a new outline, each edited in the admin and live', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await signInThroughForm(page);

  // The article: its opening words rewritten in the rich-text editor posts use (formatted, no
  // Markdown showing), and filed under Cybersecurity.
  let form = await openDocument(page, ARTICLE);
  const body = form.getByRole('textbox', { name: 'Article', exact: true });
  await expect(body.locator('h2').first()).toBeVisible();
  await expect(body).not.toContainText('## ');
  await expect(body).not.toContainText('**');
  const opening = body.getByText(OLD_OPENING).first();
  await opening.click();
  await opening.evaluate((paragraph, words) => {
    const text = [...paragraph.childNodes].find((node) => node.textContent?.includes(words))!;
    const start = text.textContent!.indexOf(words);
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + words.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  }, OLD_OPENING);
  await selectionSettled(page);
  await page.keyboard.type(NEW_OPENING);
  await expect(body).toContainText(NEW_OPENING);
  await expect(form.getByLabel('Category')).toHaveValue('Managed Services');
  await form.getByLabel('Category').selectOption('Cybersecurity');
  await save(page);
  // Its preview renders the saved article in the live layout at once, before any rebuild.
  const preview = await page.request.get(
    '/admin/preview/pages/blog-managed-it-services-small-business-guide',
  );
  expect(preview.status()).toBe(200);
  const previewHtml = await preview.text();
  expect(previewHtml).toContain(NEW_OPENING);
  expect(previewHtml).toContain('id="related"');

  // The generator's outlines: a third one, with its three sections.
  await page.getByRole('button', { name: '← All pages' }).click();
  form = await openDocument(page, 'Blog generator outlines');
  await form.getByRole('button', { name: 'Add outline', exact: true }).click();
  await form.getByLabel('Outline 3 short name').fill('backup-disaster-recovery');
  await form.getByLabel('Outline 3 article headline').fill(OUTLINE_TITLE);
  await form.getByLabel('Outline 3 primary keyword').fill('backup and disaster recovery');
  await form
    .getByLabel('Outline 3 secondary keywords (one per line)')
    .fill('backup testing\nransomware recovery');
  await form
    .getByLabel('Outline 3 meta description')
    .fill(
      'How a small business plans, tests and proves its backups and disaster recovery, with targets it can meet.',
    );
  await form.getByLabel('Outline 3 address').fill('/blog/backup-disaster-recovery-plan');
  const sections = [
    ['Why Untested Backups Fail', 'Open with a restore that failed on the day it was needed.'],
    ['Set Recovery Targets', 'Explain recovery time and recovery point in plain words.'],
    ['Test Every Quarter', 'Close with a restore drill and the services that run it.'],
  ] as const;
  for (const [index, [heading, content]] of sections.entries()) {
    await form.getByLabel(`Outline 3 section ${index + 1} heading (h2)`).fill(heading);
    await form.getByLabel(`Outline 3 section ${index + 1} what it covers`).fill(content);
  }
  await save(page);

  // The publishing line follows the saves to the live site.
  await expect
    .poll(
      async () => {
        const [article, generator] = await Promise.all([
          (await request.get(ARTICLE_PATH)).text(),
          (await request.get('/blog-generator')).text(),
        ]);
        return article.includes(NEW_OPENING) && generator.includes(OUTLINE_TITLE);
      },
      { timeout: 300_000, intervals: [2_000] },
    )
    .toBe(true);
  await expect(page.locator('[data-publish-state]')).toHaveAttribute('data-publish-state', 'live', {
    timeout: 120_000,
  });

  // The article, at its address, with its new category, its read time, and the other article
  // (same category) related to it.
  await page.goto(ARTICLE_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE);
  await expect(page.getByText(NEW_OPENING)).toBeVisible();
  await expect(page.getByText(OLD_OPENING)).toHaveCount(0);
  const meta = page.locator('main').getByText('12 min read').first();
  await expect(meta.locator('xpath=..')).toContainText('Cybersecurity');
  await expect(page.locator('#related')).toContainText(
    'Top Cybersecurity Threats Facing Small and Mid-Sized Businesses in 2025',
  );
  await page.goto('/blog');
  await expect(page.locator('#categories li.card')).toHaveCount(1);
  await expect(
    page.locator('#categories').getByRole('heading', { name: /^Cybersecurity\s*2 articles$/ }),
  ).toBeVisible();

  // The generator offers the new outline, and builds its skeleton.
  await openHydrated(page, '/blog-generator', 'BlogGenerator');
  await expect(page.getByRole('radio')).toHaveCount(3);
  await page.getByRole('radio', { name: /Backup and Disaster Recovery/ }).check();
  await page.getByRole('button', { name: 'Generate Content' }).click();
  const skeleton = page.getByTestId('blog-preview');
  await expect(skeleton.getByRole('heading', { name: OUTLINE_TITLE })).toBeVisible();
  await expect(skeleton.getByRole('heading', { name: 'Set Recovery Targets' })).toBeVisible();

  // At 390 px: the Blog list and the outlines' form fit the screen, and pass axe.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Blog articles/ })).toBeVisible();
  await expectNoPageOverflow(page);
  form = await openDocument(page, 'Blog generator outlines');
  await expect(form.getByLabel('Outline 3 short name')).toHaveValue('backup-disaster-recovery');
  await expectNoAxeViolations(page);
  await expectNoPageOverflow(page);
});
