import { expect, test } from '@playwright/test';
import { openPosts, signInThroughForm } from './support/admin.ts';
import { photoFile } from './support/images.ts';
import { selectionSettled } from './support/islands.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { postsApi } from './support/posts-api.ts';

// Images in a post's body, on the real Node server with its background rebuilds: chosen from the
// media library or uploaded there from the editor, refused without alt text, and shown on the
// published page as the same <picture> of built AVIF and WebP widths as a cover.

test('library images inserted with alt text show on the published page as pictures', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
  const origin = { Origin: new URL(baseURL!).origin };
  const uploaded = await page.request.post('/api/admin/media', {
    headers: origin,
    multipart: {
      file: await photoFile('e2e-body-rack.jpg', 1800, 1200),
      alt: 'Server rack',
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { image: rack } = (await uploaded.json()) as { image: { id: string } };
  const api = await postsApi(page.request, baseURL!);
  const slug = 'e2e-body-images';
  await api.publish(
    await api.create({ slug, title: 'E2E: Pictures in the body', content: 'Before the move.' }),
  );
  await page.reload();
  await openPosts(page);

  const body = page.getByRole('textbox', { name: 'Content', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await page.getByRole('button', { name: 'Edit E2E: Pictures in the body' }).click();

  // Desktop: an image already in the library; its alt text is required.
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Image' })
    .click();
  await dialog.getByRole('button', { name: 'Choose “Server rack” (e2e-body-rack.jpg)' }).click();
  const alt = dialog.getByLabel('Alt text for this image');
  await expect(alt).toHaveValue('Server rack');
  await alt.fill('  ');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(
    dialog.getByText('Alt text is required: describe what the image shows'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await alt.fill('The rack labelled before the move');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
  await expect(body.getByRole('img')).toHaveAttribute('alt', 'The rack labelled before the move');

  // Phone: a new image, uploaded to the library from the editor.
  await page.setViewportSize({ width: 390, height: 844 });
  // Into the text, not the middle of the field: a click that lands on the first image selects it, and
  // an image inserted then would take its place.
  await body.getByText('Before the move.').click();
  await page.keyboard.press('End');
  await selectionSettled(page);
  await page.keyboard.press('Enter');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Image' })
    .click();
  await dialog.getByText('Upload a new image').click();
  await dialog
    .getByLabel('Image file')
    .setInputFiles(await photoFile('e2e-body-desk.jpg', 900, 600));
  await dialog.getByLabel('Alt text', { exact: true }).fill('Help desk');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByLabel('Alt text for this image')).toHaveValue('Help desk');
  await expectNoPageOverflow(page);
  await dialog.getByLabel('Alt text for this image').fill('The help desk on moving day');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(body.getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();

  const saved = (await api.list(`?slug=${slug}`))[0]!;
  expect(saved.content).toContain(`![The rack labelled before the move](/media/${rack.id})`);
  const desk = /!\[The help desk on moving day\]\(\/media\/([0-9a-f-]{36})\)/.exec(
    saved.content,
  )?.[1];
  expect(desk).toBeTruthy();

  await expect
    .poll(async () => (await page.request.get(`/insights/${slug}`)).text(), {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toContain(`/media/${desk}/`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/insights/${slug}`);
  const pictures = page.locator('.prose-content picture');
  await expect(pictures).toHaveCount(2);
  for (const [id, text, width] of [
    [rack.id, 'The rack labelled before the move', 1800],
    [desk!, 'The help desk on moving day', 900],
  ] as const) {
    const picture = pictures.filter({ has: page.locator(`img[alt="${text}"]`) });
    // MEDIA_WIDTHS below the original's width, then the original's own (at most 1600).
    const widest = Math.min(width, 1600);
    const widths = [480, 800, 1200, 1600].filter((w) => w < widest).concat(widest);
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      widths.map((w) => `/media/${id}/${w}.avif ${w}w`).join(', '),
    );
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      new RegExp(`/media/${id}/\\d+\\.avif$`),
    );
  }
});
