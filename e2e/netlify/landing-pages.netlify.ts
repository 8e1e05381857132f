import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '#e2e-support/admin-account.ts';
import { SUCCESS_TITLE } from '#lib/leads/fields.ts';
import { env, recorded, withDatabase } from './support.ts';

// Composed pages on Netlify: the seed's landing page served from the CDN with its tags; a lead sent
// through its own form reaches the contact function and is credited to the page, the form and the
// campaign; and, in the admin on the functions at a desktop's and a phone's width, a page made from
// a template is previewed unsaved in the admin's frame, published, linked from a menu and retired
// with a redirect (answered at once by the catch-all function), its menu link then taken out, and a
// city duplicated from Hartford is saved as a draft. Each public change asks Netlify for a build;
// the page and its menu entry are live after that build, which this step does not run (the Node
// server's e2e checks them live).

const CAMPAIGN = 'netlify-law-firms';
const SEEDED = '/law-firm-security-assessment';

test('the seed’s landing page, and a lead through its own form credited to page, form and campaign', async ({
  page,
}) => {
  const email = `netlify-landing-${Date.now().toString(36)}@example.com`;
  await page.goto(`${SEEDED}?utm_source=linkedin&utm_medium=paid&utm_campaign=${CAMPAIGN}`);
  await expect(page.locator('h1')).toHaveText('Free security assessment for law firms');
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (block) => (JSON.parse(block) as { '@type': string })['@type'],
  );
  expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage']));

  await page.getByLabel('Name', { exact: true }).fill('Morgan Hale');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone (optional)').fill('(203) 555-0188');
  await page.getByLabel(/^Which practice management software/).fill('Clio');
  await page.getByRole('button', { name: 'Book my assessment' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS_TITLE })).toBeVisible({
    timeout: 30_000,
  });

  const [lead] = await withDatabase(
    (sql) =>
      sql<{ source_page: string; utm: Record<string, string>; context: Record<string, string> }[]>`
        select source_page, utm, context from leads where email = ${email}`,
  );
  expect(lead).toMatchObject({
    source_page: SEEDED,
    utm: { utm_campaign: CAMPAIGN },
    context: { form: 'Law firm assessment', answer: 'Clio' },
  });
});

const MENUS = 'Menus: the header’s menus and the footer’s columns';
const CITIES = { 1280: ['Waterbury', 'waterbury-ct'], 390: ['Danbury', 'danbury-ct'] } as const;

for (const width of [1280, 390] as const) {
  test(`at ${width} px, in the admin on the functions: a page from a template previewed, published, in a menu and retired; a city from Hartford`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const slug = `netlify-offer-${width}-${Date.now().toString(36)}`;
    const title = `Co-managed IT for in-house teams (${width})`;
    const hooksBefore = (await recorded(env('NETLIFY_E2E_BUILD_HOOK'))).length;
    await page.goto('/admin');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });

    const section = async (name: string) => {
      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('button', { name, exact: true })
        .click();
    };
    await section('Landing pages');
    await page.getByRole('button', { name: 'New page' }).click({ timeout: 30_000 });
    const chooser = page.getByRole('form', { name: 'Start a new page' });
    await chooser.getByRole('radio', { name: 'Service page' }).check();
    await chooser.getByRole('button', { name: 'Start' }).click();
    const form = page.getByRole('form', { name: 'New page (from Service page)' });
    await form.getByLabel(/^Title in search results/).fill(title);
    await form.getByLabel(/^Address/).fill(slug);
    // The function renders the unsaved page into the admin's frame: framed by the site only.
    await form.getByRole('button', { name: 'Preview at phone width' }).click();
    const frame = form.locator('iframe[title^="Preview of the page at phone width"]');
    await expect(frame.contentFrame().locator('h1')).toBeVisible({ timeout: 30_000 });
    await form.getByLabel('Published on the site').check();
    await form.getByRole('button', { name: 'Save page' }).click();
    await expect(page.locator(`li[data-landing-page-slug="${slug}"]`)).toBeVisible({
      timeout: 30_000,
    });

    // A link to it in the header's second menu.
    await section('Pages');
    await page.getByRole('button', { name: `Edit ${MENUS}`, exact: true }).click();
    const menus = page.getByRole('form', { name: /^Edit / });
    await menus.getByRole('button', { name: 'Add menu 2 link', exact: true }).click();
    await menus
      .getByLabel(/^Menu 2 link \d+ text$/)
      .last()
      .fill('Co-managed IT');
    await menus
      .getByLabel(/^Menu 2 link \d+ goes to$/)
      .last()
      .fill(`/${slug}`);
    await menus.getByRole('button', { name: 'Save page' }).click();
    await expect(menus.getByText(/ is now version \d+\.$/)).toBeVisible({ timeout: 30_000 });

    // Retired to the contact page.
    await section('Landing pages');
    await page.getByRole('button', { name: `Retire ${title}`, exact: true }).click();
    const retire = page.getByRole('form', { name: `Retire ${title}` });
    // The retire asks the function for every link to the page: seconds on a loaded machine.
    await expect(retire.getByText(new RegExp(`to /${slug}\\.`))).toBeVisible({ timeout: 30_000 });
    // It names the menu link to the page, with where it is.
    await expect(retire.getByRole('listitem').filter({ hasText: /^Menus: .*›/ })).toHaveCount(1);
    await retire.getByLabel('Send visitors to').fill('/contact');
    await retire.getByRole('button', { name: 'Retire and redirect' }).click();
    await expect(
      page.getByText(`${title} is retired: /${slug} now redirects to /contact.`),
    ).toBeVisible({ timeout: 30_000 });
    // Live at once: the address no build has a file for reaches the catch-all function, which
    // answers with the kept redirect.
    const retired = await page.request.get(`/${slug}`, { maxRedirects: 0 });
    expect(retired.status()).toBe(301);
    expect(retired.headers().location).toMatch(/\/contact$/);
    // The retire listed the menu's link to it, which now leads to a redirect: taken out.
    await section('Pages');
    await page.getByRole('button', { name: `Edit ${MENUS}`, exact: true }).click();
    await menus
      .getByRole('button', { name: /^Remove menu 2 link \d+$/ })
      .last()
      .click();
    await menus.getByRole('button', { name: 'Save page' }).click();
    await expect(menus.getByText(/ is now version \d+\.$/)).toBeVisible({ timeout: 30_000 });

    // A city duplicated from Hartford, saved as a draft.
    const [city, citySlug] = CITIES[width];
    await section('Locations');
    await page.getByRole('button', { name: 'Duplicate Hartford', exact: true }).click({
      timeout: 30_000,
    });
    const copy = page.getByRole('form', { name: 'New location (a copy of Hartford)' });
    await copy.getByLabel('City').fill(city);
    await copy.getByLabel('Slug').fill(citySlug);
    await copy.getByRole('button', { name: 'Save location' }).click();
    await expect(page.locator(`li[data-location-slug="${citySlug}"]`)).toContainText(
      `${city}, CT · Not published`,
      { timeout: 30_000 },
    );

    const [stored] = await withDatabase(
      (sql) => sql<{ published: boolean; redirect: string; menus: string; city: boolean }[]>`
        select
          (select is_published from landing_pages where slug = ${slug}) as published,
          (select to_target from redirects where from_path = ${`/${slug}`}) as redirect,
          (select document::text from page_documents where id = 'menus') as menus,
          (select is_published from locations where slug = ${citySlug}) as city`,
    );
    expect(stored).toMatchObject({ published: false, redirect: '/contact', city: false });
    // Its menu link was saved (version noted above) and taken out after the retire.
    expect(stored!.menus).not.toContain(`/${slug}`);
    // Each public change asked Netlify for a build.
    await expect
      .poll(async () => (await recorded(env('NETLIFY_E2E_BUILD_HOOK'))).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(hooksBefore);
  });
}
