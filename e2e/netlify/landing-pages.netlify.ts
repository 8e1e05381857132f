import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '#e2e-support/admin-account.ts';
import { SUCCESS_TITLE } from '#lib/leads/fields.ts';
import { withDatabase } from './support.ts';

// Composed pages on Netlify: the seed's landing page served from the CDN with its tags; a lead sent
// through its own form reaches the contact function and is credited to the page, the form and the
// campaign; and, in the admin on the functions, a page made from a template and a city duplicated
// from Hartford are saved as drafts.

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

test('in the admin on the functions: a page from a template and a city from Hartford, saved as drafts', async ({
  page,
}) => {
  const slug = `netlify-offer-${Date.now().toString(36)}`;
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Landing pages' })
    .click();
  await page.getByRole('button', { name: 'New page' }).click({ timeout: 30_000 });
  const chooser = page.getByRole('form', { name: 'Start a new page' });
  await chooser.getByRole('radio', { name: 'Service page' }).check();
  await chooser.getByRole('button', { name: 'Start' }).click();
  const form = page.getByRole('form', { name: 'New page (from Service page)' });
  await form.getByLabel(/^Title in search results/).fill('Co-managed IT for in-house teams');
  await form.getByLabel(/^Address/).fill(slug);
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(page.locator(`li[data-landing-page-slug="${slug}"]`)).toContainText(
    'Not published',
    { timeout: 30_000 },
  );

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Locations' })
    .click();
  await page.getByRole('button', { name: 'Duplicate Hartford', exact: true }).click({
    timeout: 30_000,
  });
  const copy = page.getByRole('form', { name: 'New location (a copy of Hartford)' });
  await copy.getByLabel('City').fill('Waterbury');
  await copy.getByLabel('Slug').fill('waterbury-ct');
  await copy.getByRole('button', { name: 'Save location' }).click();
  await expect(page.locator('li[data-location-slug="waterbury-ct"]')).toContainText(
    'Waterbury, CT · Not published',
    { timeout: 30_000 },
  );

  const rows = await withDatabase(
    (sql) => sql<{ slug: string; is_published: boolean }[]>`
      select slug, is_published from landing_pages where slug = ${slug}
      union all select slug, is_published from locations where slug = 'waterbury-ct'`,
  );
  expect(rows).toEqual([
    { slug, is_published: false },
    { slug: 'waterbury-ct', is_published: false },
  ]);
});
