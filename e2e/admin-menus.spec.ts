import { expect } from '@playwright/test';
import { signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { ownSiteTest } from './support/own-site-test.ts';

// The menus in the admin's Pages tab, on a Node server of the test's own with its background
// rebuilds: a link added to a header menu is refused while it leads to no page, then saved to a
// real one with a footer column renamed; after the rebuild the header's dropdown, the mobile menu and
// the footer all show them.

const test = ownSiteTest('menus');

const MENUS = 'Menus: the header’s menus and the footer’s columns';
// Words no page shows before the save, so the public pages show them only once the menus do.
const LINK_TEXT = 'Staff changes, handled';
const LINK_PATH = '/employee-lifecycle';
const COLUMN = 'Solutions we run';

test.use({ viewport: { width: 1280, height: 900 } });

test('a menu link edited in the admin: refused to nowhere, then live in the header, the mobile menu and the footer', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await signInThroughForm(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${MENUS}`, exact: true }).click();
  const form = page.getByRole('form', { name: /^Edit / });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // A third link in the Pricing menu, first to a page that does not exist: refused, naming it.
  await form.getByRole('button', { name: 'Add menu 2 link', exact: true }).click();
  await form.getByLabel('Menu 2 link 3 text', { exact: true }).fill(LINK_TEXT);
  const goesTo = form.getByLabel('Menu 2 link 3 goes to', { exact: true });
  await goesTo.fill('/no-such-page');
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByText(/No page on this site is at \/no-such-page\./)).toBeVisible();
  await expect(goesTo).toHaveAttribute('aria-invalid', 'true');

  // Then to a real page, with the footer's first column renamed.
  await goesTo.fill(LINK_PATH);
  await form.getByLabel('Column 1 heading', { exact: true }).fill(COLUMN);
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByText(/^.+ is now version 2\.$/)).toBeVisible();

  await expect
    .poll(
      async () => {
        const home = await (await request.get('/')).text();
        return home.includes(LINK_TEXT) && home.includes(COLUMN);
      },
      { timeout: 300_000, intervals: [2_000] },
    )
    .toBe(true);

  // The header's Pricing dropdown and the footer, on a desktop.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Pricing' });
  await trigger.focus();
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name: LINK_TEXT })).toHaveAttribute('href', LINK_PATH);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: COLUMN })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Solutions', exact: true })).toHaveCount(0);

  // The mobile menu, on a phone.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('link', { name: LINK_TEXT }).click();
  await expect(page).toHaveURL(new RegExp(`${LINK_PATH}$`));
  await expectNoPageOverflow(page);
});
