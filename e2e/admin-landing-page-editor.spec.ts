import { NO_HEADING_MESSAGE } from '#lib/composed-pages/composition.ts';
import { expect, test } from './support/worker-site.ts';
import { openAdminTab, signInThroughForm } from './support/admin.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// The Landing pages tab: a new page started blank, its sections added, moved and removed with the
// keyboard (focus staying on the moved section's button, each change announced), a page without a
// hero refused on its sections, then saved unpublished; its copy scheduled for a time ahead.

test('a landing page composed with the keyboard, then saved unpublished', async ({ page }) => {
  await signInThroughForm(page, undefined, { opens: 'overview' });
  await openAdminTab(page, 'Landing pages', 'Landing pages');

  await page.getByRole('button', { name: 'New page' }).focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('form', { name: 'Start a new page' });
  const blank = chooser.getByRole('radio', { name: 'Blank page' });
  await expect(blank).toBeFocused();
  await expect(blank).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(chooser.getByRole('button', { name: 'Start' })).toBeFocused();
  await page.keyboard.press('Enter');

  const form = page.getByRole('form', { name: 'New page', exact: true });
  const title = form.getByLabel(/^Title in search results/);
  await expect(title).toBeFocused();
  await page.keyboard.type('Cloud backup for law firms');

  // A Hero (the first kind offered), then Cards: each added section takes focus to its heading.
  const kind = form.getByLabel('Add a section');
  await kind.focus();
  await expect(kind).toHaveValue('hero');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Add section', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'Section 1: Hero' })).toBeFocused();
  await kind.focus();
  await page.keyboard.press('ArrowDown');
  await expect(kind).toHaveValue('cards');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'Section 2: Cards' })).toBeFocused();
  const sections = form.getByRole('region');
  await expect(sections).toHaveCount(2);

  // Cards up: focus stays with it (on Move down, as it is now first), and the move is announced.
  await form.getByRole('button', { name: 'Move section 2 (Cards) up' }).focus();
  await page.keyboard.press('Enter');
  await expect(sections.nth(0)).toHaveAccessibleName('Section 1: Cards');
  await expect(sections.nth(1)).toHaveAccessibleName('Section 2: Hero');
  await expect(form.getByRole('button', { name: 'Move section 1 (Cards) down' })).toBeFocused();
  await expect(form.getByText('Section 2 (Cards) moved up to 1.')).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(sections.nth(0)).toHaveAccessibleName('Section 1: Hero');
  await expect(form.getByRole('button', { name: 'Move section 2 (Cards) up' })).toBeFocused();
  await expect(form.getByText('Section 1 (Cards) moved down to 2.')).toBeAttached();

  // The hero removed: focus goes to the section that took its place.
  await form.getByRole('button', { name: 'Remove section 1 (Hero)' }).focus();
  await page.keyboard.press('Enter');
  await expect(sections).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Section 1: Cards' })).toBeFocused();
  await expect(form.getByText('Section 1 (Hero) removed.')).toBeAttached();
  await expectNoAxeViolations(page);

  // Without a hero the page has no main heading: refused, said on the sections.
  await form.getByLabel(/^Description in search results/).fill('Backups a judge would accept.');
  await form.getByLabel('Section 1 heading').fill('What we back up');
  await form.getByLabel('Section 1 card 1 title').fill('Document management');
  await form.getByLabel('Section 1 card 1 description').fill('Every matter, every night.');
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByText(NO_HEADING_MESSAGE)).toBeVisible();
  await expect(form.getByLabel('Section 1 card 1 title')).toHaveValue('Document management');

  // A hero added and moved to the top, filled in: saved, not published.
  await kind.selectOption('hero');
  await form.getByRole('button', { name: 'Add section', exact: true }).click();
  await form.getByRole('button', { name: 'Move section 2 (Hero) up' }).click();
  await form.getByLabel('Section 1 heading (h1)').fill('Cloud backup for law firms');
  await form.getByLabel('Section 1 intro').fill('Nightly, encrypted and tested every month.');
  await expect(form.getByLabel('Section 2 card 1 title')).toHaveValue('Document management');
  await form.getByRole('button', { name: 'Save page' }).click();
  const row = page.locator('li[data-landing-page-slug="cloud-backup-for-law-firms"]');
  await expect(row).toContainText('Not published');

  // Duplicate starts a copy at its own address, unpublished.
  await row.getByRole('button', { name: 'Duplicate Cloud backup for law firms' }).click();
  const copy = page.getByRole('form', { name: 'New page (a copy of Cloud backup for law firms)' });
  await expect(copy.getByLabel(/^Address/)).toHaveValue('cloud-backup-for-law-firms-copy');
  await expect(copy.getByRole('button', { name: 'Section 2: Cards' })).toBeVisible();
  await expect(copy.getByLabel('Published on the site')).not.toBeChecked();

  // Published for a time ahead: scheduled, said in the list with its New York time.
  await copy.getByLabel('Published on the site').check();
  await copy.getByLabel(/^Go live at/).fill('2030-06-03T09:30');
  await expect(copy.getByText(/^Goes live by itself on .*2030/)).toBeVisible();
  await copy.getByRole('button', { name: 'Save page' }).click();
  await expect(
    page.locator('li[data-landing-page-slug="cloud-backup-for-law-firms-copy"]'),
  ).toContainText(/Scheduled for .*2030.* ET/);
});
