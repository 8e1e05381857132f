import { expect } from '@playwright/test';
import { signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { ownSiteTest } from './support/own-site-test.ts';

// Pages the marketer makes and retires, through the admin only, on a Node server of the test's own
// with its background rebuilds: a new city started as a copy of Hartford (kept unpublished, every
// copied answer there), and an industry page retired after the admin lists what links to it, a bad
// target refused on its field with what was typed kept, then its address redirecting once live.

const test = ownSiteTest('retire');

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a city duplicated from Hartford, and an industry page retired with a redirect', async ({
      page,
      request,
    }) => {
      test.setTimeout(420_000);
      await signInThroughForm(page);

      // Duplicate: the copy opens as a new page, at an address of its own, not published.
      await page.getByRole('button', { name: 'Locations', exact: true }).click();
      await page.getByRole('button', { name: 'Duplicate Hartford', exact: true }).click();
      const copy = page.getByRole('form', { name: 'New location (a copy of Hartford)' });
      await expect(copy.getByLabel('Slug')).toHaveValue('hartford-ct-copy');
      await expect(copy.getByLabel('Published on the site')).not.toBeChecked();
      const answer = await copy.getByLabel('Answer 5').inputValue();
      expect(answer.length).toBeGreaterThan(20);
      await copy.getByLabel('City').fill('Danbury');
      await copy.getByLabel('Slug').fill('danbury-ct');
      await copy.getByRole('button', { name: 'Save location' }).click();
      const danbury = page.locator('li[data-location-slug="danbury-ct"]');
      await expect(danbury).toContainText('Danbury, CT · Not published');

      // Retire: what links to the page first, then where its visitors go.
      await page.getByRole('button', { name: 'Industries', exact: true }).click();
      await page.getByRole('button', { name: 'Retire Law Firms', exact: true }).click();
      const retire = page.getByRole('form', { name: 'Retire Law Firms' });
      await expect(retire.getByText(/links? points? to \/industries\/law-firms\./)).toBeVisible();
      await expect(retire.getByRole('listitem').first()).toContainText(
        'Managed IT Services — industries › items › 1 › href: /industries/law-firms',
      );
      const target = retire.getByLabel('Send visitors to');
      await target.fill('/industries/law-firms');
      await retire.getByRole('button', { name: 'Retire and redirect' }).click();
      await expect(retire.getByRole('alert')).toHaveText(
        'Send visitors somewhere else: that is the address being retired.',
      );
      await expect(target).toHaveAttribute('aria-invalid', 'true');
      await expect(target).toHaveValue('/industries/law-firms');
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);

      await target.fill('/industries/financial-services');
      await retire.getByRole('button', { name: 'Retire and redirect' }).click();
      await expect(
        page.getByText(
          'Law Firms is retired: /industries/law-firms now redirects to /industries/financial-services.',
        ),
      ).toBeVisible();
      await expect(page.locator('li[data-industry-slug="law-firms"]')).toContainText(
        'Not published',
      );

      // Live: the old address answers with a permanent redirect to the page chosen.
      await expect
        .poll(
          async () => {
            const response = await request.get('/industries/law-firms', { maxRedirects: 0 });
            return `${response.status()} ${response.headers().location ?? ''}`;
          },
          { timeout: 300_000, intervals: [2_000] },
        )
        .toMatch(/^301 (https?:\/\/[^/]+)?\/industries\/financial-services$/);
    });
  });
}
