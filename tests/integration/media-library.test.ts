/**
 * The media library through the admin routes, on PGlite and a real Postgres 15: an upload checked by
 * its bytes and stored whole (the same bytes come back), every refusal (413, 415, 400) storing
 * nothing, an image that does not decode refused on upload and, stored anyway, left out of every
 * page and named by the publishing status, covers that must exist, usage named when a delete is
 * refused, and the activity log.
 */
import { randomUUID } from 'node:crypto';
import type { APIContext } from 'astro';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { listActivity } from '#lib/audit/activity.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { MEDIA_MESSAGES } from '#lib/media/rules.ts';
import { imagesInUse, insertImage, listMedia } from '#lib/media/admin.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { coverFor, generatedCover } from '#lib/brand/cover-choice.ts';
import { shownImagesInUse } from '#lib/media/left-out.ts';
import * as publish from '#pages/api/admin/posts/[id]/publish.ts';
import * as publishing from '#pages/api/admin/publishing.ts';
import { damagedPng, truncatedJpeg } from '#test-support/images.ts';
import * as library from '#pages/api/admin/media/index.ts';
import * as image from '#pages/api/admin/media/[id].ts';
import * as file from '#pages/api/admin/media/[id]/file.ts';
import * as posts from '#pages/api/admin/posts/index.ts';
import { adminDatabase, callRoute, ORIGIN } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };

/** A multipart upload as a browser sends it. */
async function upload(parts: {
  file?: { bytes: Uint8Array; name: string; type?: string };
  alt?: string;
}) {
  const form = new FormData();
  if (parts.file) {
    form.set(
      'file',
      new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? 'image/png' }),
      parts.file.name,
    );
  }
  if (parts.alt !== undefined) form.set('alt', parts.alt);
  const url = new URL('/api/admin/media', ORIGIN);
  const request = new Request(url, { method: 'POST', headers: { origin: ORIGIN }, body: form });
  const context = { request, url, params: {}, cookies: {}, clientAddress: '127.0.0.1' };
  const response = await library.POST(context as unknown as APIContext);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe.each(engines)('media library on $name', (engine) => {
  const database = adminDatabase(engine, admin, async (handle) => {
    await handle.sql.exec(`
      insert into personas (slug, name) values ('owners', 'Owners');
      insert into journey_stages (slug, name) values ('learn', 'Learn');
      insert into topics (slug, name) values ('cloud', 'Cloud');`);
  });

  const count = async () => (await listMedia(database.handle.db)).length;

  async function newPost(slug: string, coverImageUrl: string) {
    const taxonomies = await allTaxonomies(database.handle.db);
    return callRoute(posts.POST, {
      method: 'POST',
      path: '/api/admin/posts',
      body: {
        title: `Post ${slug}`,
        slug,
        excerpt: 'E.',
        content: 'Body.',
        coverImageUrl,
        category: 'Cloud Solutions',
        personaIds: [taxonomies.personas[0]!.id],
        journeyStageIds: [taxonomies.journeyStages[0]!.id],
        topicIds: [taxonomies.topics[0]!.id],
      },
    });
  }

  it('stores an upload whole, with its real type and size, and gives the same bytes back', async () => {
    const bytes = await photo(1800, 1200, 'avif');
    // The browser's claimed type and the name are ignored: the bytes say AVIF.
    const stored = await upload({
      file: { bytes, name: 'rack photo.png', type: 'image/png' },
      alt: '  Two engineers at a server rack  ',
    });
    expect(stored.status).toBe(201);
    const json = stored.json.image as Record<string, unknown>;
    expect(json).toMatchObject({
      filename: 'rack photo.png',
      contentType: 'image/avif',
      byteSize: bytes.byteLength,
      width: 1800,
      height: 1200,
      alt: 'Two engineers at a server rack',
      uploadedBy: admin.email,
      usedBy: [],
    });
    const id = json.id as string;
    const url = new URL(`/api/admin/media/${id}/file`, ORIGIN);
    const request = new Request(url);
    const response = await file.GET({
      request,
      url,
      params: { id },
      cookies: {},
    } as unknown as APIContext);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('refuses what it cannot use, and stores nothing', async () => {
    const before = await count();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases: [string, Parameters<typeof upload>[0], number, string][] = [
      [
        'an SVG named .png',
        { file: { bytes: svg, name: 'logo.png' }, alt: 'Logo' },
        415,
        MEDIA_MESSAGES.svg,
      ],
      [
        'text',
        { file: { bytes: new TextEncoder().encode('hello'), name: 'a.jpg' }, alt: 'A' },
        415,
        MEDIA_MESSAGES.unknown,
      ],
      ['no file', { alt: 'A' }, 400, MEDIA_MESSAGES.noFile],
      [
        'no alt text',
        { file: { bytes: await photo(40, 40, 'png'), name: 'a.png' }, alt: '   ' },
        400,
        'Alt text is required.',
      ],
      [
        'a file over 5 MB',
        {
          file: { bytes: new Uint8Array(5 * 1024 * 1024 + 70 * 1024), name: 'big.jpg' },
          alt: 'Big',
        },
        413,
        MEDIA_MESSAGES.bodyTooLarge,
      ],
    ];
    for (const [name, parts, status, message] of cases) {
      const answer = await upload(parts);
      expect(answer.status, name).toBe(status);
      expect(answer.json.error, name).toBe(message);
    }
    expect(await count()).toBe(before);

    const json = await callRoute(library.POST, {
      method: 'POST',
      path: '/api/admin/media',
      body: { file: 'x' },
    });
    expect(json.status).toBe(415);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a JPEG cut to 40 % of its length', truncatedJpeg, 'image/jpeg', /premature end of JPEG/],
    ['a PNG with a valid header and damaged data', damagedPng, 'image/png', /libpng read error/],
  ])('refuses %s with 400 and stores nothing', async (_, make, type, reason) => {
    const before = await count();
    const answer = await upload({ file: { bytes: await make(), name: 'photo', type }, alt: 'A' });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/^The image could not be decoded completely \(/);
    expect(answer.json.error).toMatch(reason);
    expect(answer.json.fields).toEqual({ file: answer.json.error });
    expect(await count()).toBe(before);
  });

  it('leaves a stored image that does not decode out of every page and names it', async () => {
    // Stored around the upload's check, as before it existed.
    const broken = await insertImage(database.handle.db, {
      bytes: await truncatedJpeg(),
      type: 'image/jpeg',
      width: 1200,
      height: 800,
      filename: 'cut-short.jpg',
      alt: 'Cut short',
      uploadedBy: admin.email,
    });
    const { json: good } = await upload({
      file: { bytes: await photo(800, 500), name: 'fine.jpg' },
      alt: 'Fine',
    });
    const goodId = (good.image as { id: string }).id;
    const publishNew = async (slug: string, cover: string) => {
      const { post } = (await newPost(slug, cover)).json as {
        post: { id: string; version: number };
      };
      const answer = await callRoute(publish.POST, {
        method: 'POST',
        path: `/api/admin/posts/${post.id}/publish`,
        params: { id: post.id },
        body: { published: true },
        headers: { 'if-match': `"${post.version}"` },
      });
      expect(answer.status).toBe(200);
    };
    await publishNew('broken-cover', `/media/${broken.id}`);
    await publishNew('good-cover', `/media/${goodId}`);

    const insights = await allInsights(database.handle.db);
    const withBroken = insights.find((insight) => insight.slug === 'broken-cover')!;
    const withGood = insights.find((insight) => insight.slug === 'good-cover')!;
    expect(withBroken.coverImage).toBeNull();
    expect(coverFor(withBroken)).toBe(generatedCover('broken-cover').small);
    expect(withGood.coverImage?.id).toBe(goodId);

    const variants = (await shownImagesInUse(database.handle.db)).map((item) => item.id);
    expect(variants).toContain(goodId);
    expect(variants).not.toContain(broken.id);

    const status = await callRoute(publishing.GET, {
      method: 'GET',
      path: '/api/admin/publishing',
    });
    expect(status.status).toBe(200);
    expect((status.json as { leftOutImages: unknown }).leftOutImages).toEqual([
      {
        id: broken.id,
        filename: 'cut-short.jpg',
        reason: expect.stringMatching(/premature end of JPEG/) as unknown,
        usedBy: [{ kind: 'post', id: expect.any(String) as unknown, title: 'Post broken-cover' }],
      },
    ]);
  });

  it('saves a post only with a cover that exists, and names it when a delete is refused', async () => {
    const missing = await newPost('missing-cover', `/media/${randomUUID()}`);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      fields: {
        coverImageUrl:
          'That image is not in the media library (it may have been deleted). Choose another cover.',
      },
    });

    const { json } = await upload({
      file: { bytes: await photo(900, 600), name: 'team.jpg' },
      alt: 'The team',
    });
    const id = (json.image as { id: string }).id;
    expect((await newPost('with-cover', `/media/${id}`)).status).toBe(201);
    expect(
      (await listMedia(database.handle.db)).find((item) => item.id === id)?.usedBy,
    ).toMatchObject([{ kind: 'post', title: 'Post with-cover' }]);
    expect((await imagesInUse(database.handle.db)).map((item) => item.id)).toContain(id);

    const refused = await callRoute(image.DELETE, {
      method: 'DELETE',
      path: `/api/admin/media/${id}`,
      params: { id },
    });
    expect(refused.status).toBe(409);
    expect((refused.json as { error: string }).error).toBe(
      '“team.jpg” is used by “Post with-cover”. Choose another image there first.',
    );

    const alt = await callRoute(image.PATCH, {
      method: 'PATCH',
      path: `/api/admin/media/${id}`,
      params: { id },
      body: { alt: 'The support team at the Hartford office' },
    });
    expect(alt.status).toBe(200);
    expect((await listMedia(database.handle.db)).find((item) => item.id === id)?.alt).toBe(
      'The support team at the Hartford office',
    );
  });

  it('deletes an image nothing uses, and logs each change', async () => {
    const { json } = await upload({
      file: { bytes: await photo(300, 200, 'webp'), name: 'spare.webp' },
      alt: 'Spare',
    });
    const id = (json.image as { id: string }).id;
    const removed = await callRoute(image.DELETE, {
      method: 'DELETE',
      path: `/api/admin/media/${id}`,
      params: { id },
    });
    expect(removed.status).toBe(200);
    expect((await listMedia(database.handle.db)).some((item) => item.id === id)).toBe(false);
    const { entries } = await listActivity(database.handle.db, { page: 1, subject: 'media' });
    expect(entries.slice(0, 2).map((entry) => entry.summary)).toEqual([
      'Deleted the image “spare.webp”',
      'Uploaded “spare.webp” (300 × 200)',
    ]);
  });
});
