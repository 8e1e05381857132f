import { expect, type APIRequestContext } from '@playwright/test';
import { SUCCESS_TITLE } from '#lib/leads/fields.ts';
import { openAdminTab, signInThroughApi, signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';
import { ownSiteTest } from './support/own-site-test.ts';

// A campaign's landing page made in the admin only, at a phone's width and a desktop's, on a Node
// server of the test's own with its background rebuilds: started from the campaign template, an
// address the site uses refused on its field with what was typed kept, a fact inserted from the
// picker, previewed unsaved at a phone's and a desktop's width, published and checked live (one
// h1, search and social tags, FAQPage, noindex, axe, no overflow); a lead sent through its own
// form, credited to the page, the form and the campaign; an unsaved headline shared by a link a
// reviewer opens without an account; a menu link to it, live in the header; then the page retired,
// its address redirecting once live.

const test = ownSiteTest('landing');
const MENUS = 'Menus: the header’s menus and the footer’s columns';
const CAMPAIGN = 'accountants-spring';

/** Waits until the live site answers `path` with `status` (a publish takes a few seconds). */
async function untilLive(request: APIRequestContext, path: string, expected: RegExp) {
  await expect
    .poll(
      async () => {
        const response = await request.get(path, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location ?? ''}`;
      },
      { timeout: 300_000, intervals: [2_000] },
    )
    .toMatch(expected);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a campaign landing page made in the admin: live, its lead credited, in the menu, then retired', async ({
      page,
      request,
      baseURL,
      browser,
    }) => {
      test.setTimeout(600_000);
      const slug = `accountants-assessment-${width}`;
      const title = `Security assessment for accountants (${width})`;
      await signInThroughForm(page);
      await openAdminTab(page, 'Landing pages', 'Landing pages');

      // From the campaign template: hero, cards, a testimonial, questions and a lead form.
      await page.getByRole('button', { name: 'New page' }).click();
      const chooser = page.getByRole('form', { name: 'Start a new page' });
      await chooser.getByRole('radio', { name: 'Campaign landing page' }).check();
      await chooser.getByRole('button', { name: 'Start' }).click();
      const form = page.getByRole('form', { name: 'New page (from Campaign landing page)' });
      await expect(form.getByRole('region')).toHaveCount(5);
      await form.getByLabel(/^Title in search results/).fill(title);
      const address = form.getByLabel(/^Address/);
      await address.fill('admin');
      await form.getByLabel('Section 3 testimonial 1 name').fill('Dana Whitfield');
      await form.getByLabel('Section 3 testimonial 1 role').fill('Managing partner');
      await form.getByLabel('Section 3 testimonial 1 company').fill('Whitfield & Ames CPAs');
      await form
        .getByLabel('Section 3 testimonial 1 quote')
        .fill('Tax season ran without a single outage, and our auditors finally had answers.');

      // The hero's intro ends with a fact, chosen from the picker rather than typed in braces.
      const intro = form.getByLabel('Section 1 intro');
      await intro.fill('A senior engineer answers within ');
      await intro.press('End');
      await form.getByRole('button', { name: 'Insert a fact' }).first().click();
      await form.getByLabel('Fact', { exact: true }).selectOption('responseMinutes');
      await form.getByRole('button', { name: 'Insert', exact: true }).click();
      await expect(intro).toHaveValue('A senior engineer answers within {responseMinutes}');
      await intro.press('End');
      await intro.pressSequentially(' minutes, and reviews your firm for free.');

      await form.getByLabel('Published on the site').check();
      await form.getByRole('button', { name: 'Save page' }).click();
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('The site already uses /admin.', { exact: false })).toBeVisible();
      await expect(form.getByLabel('Section 3 testimonial 1 name')).toHaveValue('Dana Whitfield');
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);
      await address.fill(slug);

      // Previewed unsaved: its search result, then in the admin's frame as a phone and a desktop
      // lay it out.
      await expect(form.locator('[data-snippet-title]')).toHaveText(`${title} | Northbeam IT`);
      for (const [device, frameWidth] of [
        ['phone', 390],
        ['desktop', 1280],
      ] as const) {
        await form.getByRole('button', { name: `Preview at ${device} width` }).click();
        const frame = form.locator(`iframe[title^="Preview of the page at ${device} width"]`);
        await expect(frame.contentFrame().locator('h1')).toHaveText(
          'Find out where your business is exposed',
        );
        await expect(frame.contentFrame().getByText(/answers within \d+ minutes/)).toBeVisible();
        const inside = await (await frame.elementHandle()).contentFrame();
        expect(await inside!.evaluate(() => window.innerWidth)).toBe(frameWidth);
      }
      await expect(form.getByRole('button', { name: 'Refresh at desktop width' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoPageOverflow(page);
      await expect(form.getByText('Save the page to share a preview link.')).toBeVisible();
      await form.getByRole('button', { name: 'Save page' }).click();
      await expect(page.locator(`li[data-landing-page-slug="${slug}"]`)).toBeVisible();

      // Live, as the build makes every page: one h1, its tags, FAQPage, hidden from search engines.
      await untilLive(request, `/${slug}`, /^200 $/);
      await page.goto(`/${slug}?utm_source=google&utm_medium=cpc&utm_campaign=${CAMPAIGN}`);
      await expectSeoBasics(page, `/${slug}`);
      await expect(page.locator('h1')).toHaveText('Find out where your business is exposed');
      await expect(page.getByText(/answers within \d+ minutes, and reviews/)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const types = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((block) => (JSON.parse(block) as { '@type': string })['@type'])
        .sort();
      expect(types).toEqual(expect.arrayContaining(['FAQPage', 'WebPage']));
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);

      // A lead through the page's own form: credited to the page, its form and the campaign.
      const email = `accountant-${width}@example.com`;
      await page.getByLabel('Name', { exact: true }).fill('Rita Okafor');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Company size (optional)').selectOption('11-50 employees');
      await page.getByRole('button', { name: 'Book my assessment' }).click();
      await expect(page.getByRole('heading', { name: SUCCESS_TITLE })).toBeVisible();
      await signInThroughApi(request, baseURL!);
      const leads = (await (await request.get('/api/admin/leads?status=all&limit=500')).json()) as {
        leads: { email: string; sourcePage: string; utm: object; context: object }[];
      };
      expect(leads.leads.find((lead) => lead.email === email)).toMatchObject({
        sourcePage: `/${slug}`,
        utm: { utm_campaign: CAMPAIGN },
        context: { form: 'Security assessment' },
      });

      // A share link to an unsaved headline, read without an account; then the headline saved.
      await page.goto('/admin');
      await openAdminTab(page, 'Landing pages', 'Landing pages');
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      const editor = page.getByRole('form', { name: `Edit ${title}` });
      await editor.getByLabel('Section 1 heading (h1)').fill('Where is your firm exposed?');
      await editor.getByRole('button', { name: 'Share preview link' }).click();
      const link = await editor.getByLabel('Share link').inputValue();
      expect(link).toMatch(/\/preview\/pages\/landing-page-/);
      const reviewer = await browser.newContext();
      const shared = await reviewer.newPage();
      await shared.goto(link);
      await expect(shared.locator('h1')).toHaveText('Where is your firm exposed?');
      await reviewer.close();
      await editor.getByRole('button', { name: 'Save page' }).click();
      await expect(page.locator(`li[data-landing-page-slug="${slug}"]`)).toBeVisible();

      // A menu link to it, live in the header's Pricing menu.
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Pages', exact: true }).click();
      await page.getByRole('button', { name: `Edit ${MENUS}`, exact: true }).click();
      const menus = page.getByRole('form', { name: /^Edit / });
      await menus.getByRole('button', { name: 'Add menu 2 link', exact: true }).click();
      await menus.getByLabel('Menu 2 link 3 text', { exact: true }).fill('Free assessment');
      await menus.getByLabel('Menu 2 link 3 goes to', { exact: true }).fill(`/${slug}`);
      await menus.getByRole('button', { name: 'Save page' }).click();
      await expect(menus.getByText(/^.+ is now version 2\.$/)).toBeVisible();
      await expect
        .poll(
          async () => (await (await request.get('/pricing')).text()).includes(`href="/${slug}"`),
          {
            timeout: 300_000,
            intervals: [2_000],
          },
        )
        .toBe(true);

      // Retired: unpublished, its address redirecting to the contact page once live.
      await page.goto('/admin');
      await openAdminTab(page, 'Landing pages', 'Landing pages');
      await page.getByRole('button', { name: `Retire ${title}`, exact: true }).click();
      const retire = page.getByRole('form', { name: `Retire ${title}` });
      await expect(retire.getByText(new RegExp(`to /${slug}\\.`))).toBeVisible();
      await retire.getByLabel('Send visitors to').fill('/contact');
      await retire.getByRole('button', { name: 'Retire and redirect' }).click();
      await expect(
        page.getByText(`${title} is retired: /${slug} now redirects to /contact.`),
      ).toBeVisible();
      await untilLive(request, `/${slug}`, /^301 (https?:\/\/[^/]+)?\/contact$/);
    });
  });
}
