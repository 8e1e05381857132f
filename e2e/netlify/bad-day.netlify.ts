import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '#e2e-support/admin-account.ts';
import { damagedPng, metadataLeft, photoWithGps, truncatedJpeg } from '#test-support/images.ts';
import { withDatabase } from './support.ts';

// A bad day on Netlify's runtime, where the case exists there: damaged uploads refused by the
// function, and the share-link cover re-encoded without the photo's metadata. (A malformed Host
// header does not reach the site on Netlify, whose CDN answers it; netlify serve's own proxy, the
// local stand-in for the CDN, crashes on one, so this smoke does not send it.)

const slug = `netlify-bad-day-${Date.now().toString(36)}`;

async function signIn(request: APIRequestContext, baseURL: string) {
  const headers = { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin };
  expect((await request.post('/api/auth/login', { headers, data: E2E_ADMIN })).status()).toBe(200);
  return headers;
}

const upload = (
  request: APIRequestContext,
  baseURL: string,
  file: { name: string; mimeType: string; bytes: Uint8Array },
) =>
  request.post('/api/admin/media', {
    headers: { Origin: new URL(baseURL).origin },
    multipart: {
      file: { name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.bytes) },
      alt: 'A photo',
    },
  });

test('an upload that does not decode completely is refused with 400, and nothing is stored', async ({
  request,
  baseURL,
}) => {
  await signIn(request, baseURL!);
  const count = () =>
    withDatabase(async (sql) => Number((await sql`select count(*) from media`)[0]!.count));
  const before = await count();
  for (const [name, mimeType, bytes, reason] of [
    ['cut-short.jpg', 'image/jpeg', await truncatedJpeg(), /premature end of JPEG/],
    ['damaged.png', 'image/png', await damagedPng(), /libpng read error/],
  ] as const) {
    const answer = await upload(request, baseURL!, { name, mimeType, bytes });
    expect(answer.status(), name).toBe(400);
    const body = (await answer.json()) as { error: string; fields: { file: string } };
    expect(body.error).toMatch(/^The image could not be decoded completely/);
    expect(body.error).toMatch(reason);
    expect(body.fields.file).toBe(body.error);
  }
  expect(await count()).toBe(before);
});

test('the share-link cover carries no EXIF, GPS position or XMP of the photo', async ({
  request,
  baseURL,
  playwright,
}) => {
  const headers = await signIn(request, baseURL!);
  const original = await photoWithGps();
  const uploaded = await upload(request, baseURL!, {
    name: 'street.jpg',
    mimeType: 'image/jpeg',
    bytes: original,
  });
  expect(uploaded.status()).toBe(201);
  const { image } = (await uploaded.json()) as { image: { id: string } };
  const created = await request.post('/api/admin/posts', {
    headers,
    data: {
      title: 'A draft with a phone photo',
      slug,
      excerpt: 'Shared for review.',
      content: 'Body text.',
      coverImageUrl: `/media/${image.id}`,
      category: 'Cloud Solutions',
    },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: string } };
  const shared = await request.post(`/api/admin/posts/${post.id}/preview-link`, {
    headers,
    data: {},
  });
  const { url } = (await shared.json()) as { url: string };

  const reviewer = await playwright.request.newContext({ baseURL: baseURL! });
  const cover = await reviewer.get(`${new URL(url).pathname}/cover`);
  expect(cover.status()).toBe(200);
  expect(cover.headers()['content-type']).toBe('image/webp');
  expect(await metadataLeft(await cover.body())).toEqual({
    exif: false,
    gps: false,
    xmp: false,
    names: [],
  });
  await reviewer.dispose();

  // The admin still has the original, metadata and all, on purpose.
  const kept = await request.get(`/api/admin/media/${image.id}/file`);
  expect(new Uint8Array(await kept.body())).toEqual(original);
});
