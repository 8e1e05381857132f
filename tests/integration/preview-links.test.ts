/**
 * Share-preview links in the database (PGlite): valid, expired, revoked, unknown, deleted; and the
 * cover they show, which carries none of the original photo's metadata.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { createPost, deletePost } from '#lib/posts/admin.ts';
import { postInput } from '#lib/posts/input.ts';
import { createShareLink, postIdForShareToken } from '#lib/preview/preview-links.ts';
import type { APIContext } from 'astro';
import { insertImage } from '#lib/media/admin.ts';
import { imageVariant } from '#lib/media/variants.ts';
import * as shareCover from '#pages/preview/[token]/cover.ts';
import { metadataLeft, photoWithGps } from '#test-support/images.ts';

const editor = { id: randomUUID(), email: 'editor@example.com' };

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', setup: false, log: () => {} });
  await applyMigrations(handle.sql, migrationsDir());
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

const draft = (slug: string) =>
  createPost(
    handle.db,
    editor,
    postInput.parse({
      title: 'A draft to review',
      slug,
      excerpt: 'Not published yet.',
      content: 'Body.',
      coverImageUrl: '/images/insights/cloud.svg',
      category: 'Cybersecurity',
    }),
  );

describe('share-preview links', () => {
  it('open their post for 7 days, and no longer', async () => {
    const post = await draft('preview-expiry');
    const now = new Date();
    const link = await createShareLink(handle.db, post.id, now);
    expect(link).not.toBeNull();
    expect(await postIdForShareToken(handle.db, link!.token, now)).toBe(post.id);
    const sixDays = new Date(now.getTime() + 6 * 86_400_000);
    expect(await postIdForShareToken(handle.db, link!.token, sixDays)).toBe(post.id);
    const eightDays = new Date(now.getTime() + 8 * 86_400_000);
    expect(await postIdForShareToken(handle.db, link!.token, eightDays)).toBeNull();
  });

  it('stop working when the link is regenerated', async () => {
    const post = await draft('preview-revoke');
    const first = await createShareLink(handle.db, post.id);
    const second = await createShareLink(handle.db, post.id);
    expect(second!.token).not.toBe(first!.token);
    expect(await postIdForShareToken(handle.db, first!.token)).toBeNull();
    expect(await postIdForShareToken(handle.db, second!.token)).toBe(post.id);
  });

  it('open nothing for an unknown or deleted post, or a tampered token', async () => {
    expect(await createShareLink(handle.db, randomUUID())).toBeNull();
    const post = await draft('preview-deleted');
    const link = await createShareLink(handle.db, post.id);
    // A signature character well inside (the last one holds two unused bits).
    const at = link!.token.length - 10;
    const tampered = `${link!.token.slice(0, at)}${link!.token[at] === 'A' ? 'B' : 'A'}${link!.token.slice(at + 1)}`;
    expect(await postIdForShareToken(handle.db, tampered)).toBeNull();
    await deletePost(handle.db, editor, post.id, post.version);
    expect(await postIdForShareToken(handle.db, link!.token)).toBeNull();
  });
});

describe('the share-link cover', () => {
  const DATABASE_KEY = Symbol.for('northbeam.database');
  const g = globalThis as Record<symbol, unknown>;
  beforeAll(() => {
    g[DATABASE_KEY] = Promise.resolve(handle);
  });
  afterAll(() => {
    delete g[DATABASE_KEY];
  });

  it('is re-encoded: no EXIF, GPS position or XMP of the original leaves with it', async () => {
    const original = await photoWithGps();
    expect(await metadataLeft(original)).toEqual({
      exif: true,
      gps: true,
      xmp: true,
      names: ['Northbeam Test Camera', 'Dana the Photographer'],
    });
    const image = await insertImage(handle.db, {
      bytes: original,
      type: 'image/jpeg',
      width: 1000,
      height: 700,
      filename: 'street.jpg',
      alt: 'A street corner',
      uploadedBy: 'admin@example.com',
    });
    const post = await createPost(
      handle.db,
      editor,
      postInput.parse({
        title: 'A draft with a phone photo',
        slug: 'preview-phone-photo',
        excerpt: 'Not published yet.',
        content: 'Body.',
        coverImageUrl: `/media/${image.id}`,
        category: 'Cybersecurity',
      }),
    );
    const link = await createShareLink(handle.db, post.id);
    const url = new URL(`http://localhost:4321/preview/${link!.token}/cover`);
    const response = await shareCover.GET({
      params: { token: link!.token },
      request: new Request(url),
      url,
    } as unknown as APIContext);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const served = new Uint8Array(await response.arrayBuffer());
    expect(await metadataLeft(served)).toEqual({ exif: false, gps: false, xmp: false, names: [] });
  });

  it('is like every public variant the build writes', async () => {
    const original = await photoWithGps();
    for (const format of ['avif', 'webp'] as const) {
      const variant = await imageVariant(
        { sha256: 'metadata-test-photo-with-gps', load: async () => Buffer.from(original) },
        480,
        format,
      );
      expect(await metadataLeft(variant), format).toEqual({
        exif: false,
        gps: false,
        xmp: false,
        names: [],
      });
    }
  });
});
