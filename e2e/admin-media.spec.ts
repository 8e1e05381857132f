import { expect, test } from './support/worker-site.ts';
import { signInThroughForm, writeMarkdown } from './support/admin.ts';
import { photoFile } from './support/images.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// The media library as the marketer uses it: uploads, every refusal (with what was chosen and typed
// kept), a cover chosen in the post form, and a delete refused while a post uses the image. What a
// build does with an uploaded cover is in admin-publishing.spec.ts.

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('upload, refusals, choose as a cover, and a delete refused while in use', async ({
      page,
    }) => {
      const filename = `e2e-team-${width}.jpg`;
      await signInThroughForm(page);
      await page.getByRole('button', { name: 'Media' }).click();
      await expect(page.getByRole('heading', { name: 'Media' })).toBeVisible();
      const uploader = page.getByRole('group', { name: 'Upload an image' });
      const fileInput = uploader.getByLabel('Image file');
      const upload = uploader.getByRole('button', { name: 'Upload' });

      // An SVG is refused in the browser already, and the server refuses one in disguise.
      await fileInput.setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      });
      await expect(uploader.getByRole('alert')).toContainText('SVG files are not accepted');
      await fileInput.setInputFiles({
        name: 'disguised.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      });
      await uploader.getByLabel('Alt text').fill('Not really a picture');
      await upload.click();
      await expect(uploader.getByRole('alert')).toContainText('SVG files are not accepted');
      await expect(uploader.getByLabel('Alt text')).toHaveValue('Not really a picture');

      // A real photo without alt text: refused until it has some.
      await fileInput.setInputFiles(await photoFile(filename, 1600, 900));
      await uploader.getByLabel('Alt text').fill('');
      await upload.click();
      await expect(uploader.getByText('Alt text is required.')).toBeVisible();
      await uploader.getByLabel('Alt text').fill('The support team at the Hartford office');
      await expectNoAxeViolations(page);
      await upload.click();
      const item = page.locator(`li[data-media-filename="${filename}"]`);
      await expect(item).toContainText('1600 × 900');
      await expect(item).toContainText('Not used yet');
      await expect(item.getByRole('img')).toHaveAttribute(
        'alt',
        'The support team at the Hartford office',
      );
      await expectNoPageOverflow(page);

      // Chosen as a new post's cover from the post form.
      await page.getByRole('button', { name: 'Posts' }).click();
      await page.getByRole('button', { name: 'New Post' }).click();
      const title = `E2E: Meet the team ${width}`;
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Excerpt').fill('Who answers when you call.');
      await writeMarkdown(page, '## Hello\n\nWe are the team.');
      await page.getByLabel('Category').selectOption('Managed Services');
      await page.getByRole('button', { name: 'Choose from the media library' }).click();
      await page
        .getByRole('button', {
          name: `Use “The support team at the Hartford office” (${filename})`,
        })
        .click();
      await expect(page.getByLabel('Image URL')).toHaveValue(/^\/media\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.locator(`li[data-post-slug="e2e-meet-the-team-${width}"]`)).toBeVisible();

      await page.getByRole('button', { name: 'Media' }).click();
      await expect(item).toContainText(`Used by “${title}”`);
      page.once('dialog', (dialog) => void dialog.accept());
      await item.getByRole('button', { name: `Delete ${filename}` }).click();
      await expect(page.getByRole('status')).toContainText(
        `“${filename}” is used by “${title}”. Choose another image there first.`,
      );
      await expect(item).toBeVisible();
    });
  });
}
