import { expect, test } from './support/worker-site.ts';
import { signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// The Locations tab: the seeded cities listed, a new page that copies Hartford's warned about while
// typing and refused publication, then kept unpublished with everything typed. What a published
// page does after the rebuild is in admin-publishing.spec.ts.

interface Row {
  slug: string;
  introText: string;
  details: {
    highlights: { title: string; description: string }[];
    services: { title: string; description: string; linkLabel: string }[];
    faqs: { question: string; answer: string }[];
  };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a copy of another city’s page is warned about, refused publication, kept unpublished', async ({
      page,
    }) => {
      await signInThroughForm(page);
      await page.getByRole('button', { name: 'Locations' }).click();
      await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
      for (const slug of ['hartford-ct', 'new-haven-ct', 'long-island-ny']) {
        await expect(page.locator(`li[data-location-slug="${slug}"]`)).toContainText('Published');
      }
      const { locations } = (await (await page.request.get('/api/admin/locations')).json()) as {
        locations: Row[];
      };
      const hartford = locations.find((row) => row.slug === 'hartford-ct')!;
      const swap = (text: string) => text.replaceAll('Hartford', 'Waterbury');

      await page.getByRole('button', { name: 'Add location' }).click();
      const form = page.getByRole('form', { name: 'New location' });
      await form.getByLabel('City').fill('Waterbury');
      await form.getByLabel('State (two letters)').fill('ct');
      await expect(form.getByLabel('Slug')).toHaveValue(`waterbury-ct`);
      await form.getByLabel('Slug').fill(`waterbury-${width}`);
      await form.getByLabel('Meta title').fill('Managed IT Services in Waterbury');
      await form.getByLabel('Meta description').fill('IT support for Waterbury businesses.');
      await form.getByLabel('Intro').fill(swap(hartford.introText));
      await form.getByLabel('Areas served (one per line)').fill('Downtown Waterbury\nCheshire');
      for (const [index, card] of hartford.details.highlights.entries()) {
        await form.getByLabel(`Highlight ${index + 1} title`).fill(swap(card.title));
        await form.getByLabel(`Highlight ${index + 1} description`).fill(swap(card.description));
      }
      for (const [index, card] of hartford.details.services.entries()) {
        await form.getByLabel(`Service ${index + 1} title`).fill(swap(card.title));
        await form.getByLabel(`Service ${index + 1} description`).fill(swap(card.description));
        await form.getByLabel('Link text').nth(index).fill(card.linkLabel);
      }
      for (const [index, faq] of hartford.details.faqs.entries()) {
        await form.getByLabel(`Question ${index + 1}`).fill(swap(faq.question));
        await form.getByLabel(`Answer ${index + 1}`).fill(swap(faq.answer));
      }

      // Warned while typing, and refused publication by the server.
      await expect(form.getByRole('status')).toContainText(
        'This page reads 100% like /locations/hartford-ct once the city names are removed.',
      );
      await form.getByLabel('Published on the site').check();
      await form.getByRole('button', { name: 'Save location' }).click();
      await expect(form.getByRole('alert')).toContainText(
        'This page reads too much like /locations/hartford-ct (100% the same)',
      );
      await expect(form.getByLabel('Answer 5')).toHaveValue(swap(hartford.details.faqs[4]!.answer));
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);

      // Kept as a draft: listed, not published.
      await form.getByLabel('Published on the site').uncheck();
      await form.getByRole('button', { name: 'Save location' }).click();
      const row = page.locator(`li[data-location-slug="waterbury-${width}"]`);
      await expect(row).toContainText('Not published');
      expect((await page.request.get(`/locations/waterbury-${width}`)).status()).toBe(404);
    });
  });
}
