import { expect, test } from './support/worker-site.ts';
import { signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// The Industries tab: the seeded pages listed (the startups page among them), a new page whose
// lists grow and shrink within their limits, refusals shown on their fields with everything typed
// kept, then saved unpublished. What a published page does after the rebuild is in
// admin-publishing.spec.ts.

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a new industry page: lists within limits, refusals on their fields, saved unpublished', async ({
      page,
    }) => {
      await signInThroughForm(page);
      await page.getByRole('button', { name: 'Industries' }).click();
      await expect(page.getByRole('heading', { name: 'Industries' })).toBeVisible();
      for (const slug of ['healthcare', 'law-firms', 'vc-backed-startups']) {
        await expect(page.locator(`li[data-industry-slug="${slug}"]`)).toContainText('Published');
      }

      await page.getByRole('button', { name: 'Add industry' }).click();
      const form = page.getByRole('form', { name: 'New industry' });
      await form.getByLabel('Name', { exact: true }).fill('Dental Practices');
      await expect(form.getByLabel('Slug', { exact: true })).toHaveValue('dental-practices');
      await form.getByLabel('Slug', { exact: true }).fill('healthcare');
      await form
        .getByLabel(/^Summary/)
        .fill('IT for dental practices: imaging and practice software.');
      await form.getByLabel('Meta title').fill('Managed IT for Dental Practices');
      await form.getByLabel('Meta description').fill('Imaging uptime and Dentrix support.');
      await form
        .getByLabel('Intro')
        .fill('Dental offices run on imaging that must be up at 7 a.m.');
      for (const index of [1, 2, 3]) {
        await form.getByLabel(`Service ${index} title`).fill(`Dental service ${index}`);
        await form.getByLabel(`Service ${index} description`).fill(`What service ${index} covers.`);
      }
      // Three services is the least a page has; a fourth can be added and removed again.
      await expect(form.getByRole('button', { name: 'Remove service 1' })).toBeDisabled();
      await form.getByRole('button', { name: 'Add service' }).click();
      await expect(form.getByLabel('Service 4 title')).toBeVisible();
      await form.getByRole('button', { name: 'Remove service 4' }).click();
      await expect(form.getByLabel('Service 4 title')).toHaveCount(0);
      for (const index of [1, 2]) {
        await form.getByLabel(`Question ${index}`).fill(`Dental question ${index}?`);
        await form.getByLabel(`Answer ${index}`).fill(`Dental answer ${index}.`);
      }
      await form.getByLabel('Resource 1 title').fill('Cybersecurity services');
      await form.getByLabel('Resource 1 description').fill('EDR, email security and training.');
      await form.getByLabel('Resource 1 link', { exact: true }).fill('/cybersecurity-services');
      await form.getByLabel('Resource 1 link text').fill('See cybersecurity');
      await form.getByLabel(/^Image/).fill('/media/00000000-0000-4000-8000-000000000000');
      await form.getByLabel('Published on the site').check();

      // The slug is taken: said on the field, and nothing typed is lost.
      await form.getByRole('button', { name: 'Save industry' }).click();
      await expect(form.getByRole('alert')).toContainText(
        'Another industry already uses the slug "healthcare" (/industries/healthcare).',
      );
      await expect(form.getByLabel('Slug', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(form.getByLabel('Answer 2')).toHaveValue('Dental answer 2.');

      // The library image does not exist: said on the image field.
      await form.getByLabel('Slug', { exact: true }).fill(`dental-practices-${width}`);
      await form.getByRole('button', { name: 'Save industry' }).click();
      await expect(form.getByRole('alert')).toContainText('That image is not in the media library');
      await expect(form.getByLabel(/^Image/)).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await expectNoPageOverflow(page);

      // A built-in illustration instead, kept unpublished: listed, and not on the site.
      await form.getByLabel(/^Image/).fill('/images/industries/healthcare.svg');
      await form.getByLabel('Published on the site').uncheck();
      await form.getByRole('button', { name: 'Save industry' }).click();
      const row = page.locator(`li[data-industry-slug="dental-practices-${width}"]`);
      await expect(row).toContainText('Not published');
      expect((await page.request.get(`/industries/dental-practices-${width}`)).status()).toBe(404);
    });
  });
}
