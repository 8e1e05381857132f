/**
 * Library images with their bytes in a Supabase Storage bucket (MEDIA_STORAGE=supabase), on PGlite
 * and a real Postgres 15, against a local stand-in for the Storage API: the bytes go to the bucket
 * under the image's id with the service-role key and the row keeps none; reads and deletes go to the
 * bucket; a bucket that refuses leaves no row behind, and a refused delete keeps the image; an image
 * stored in the database before the switch still loads.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#config/env.ts';
import { media } from '#lib/db/schema.ts';
import {
  mediaStorageFor,
  SUPABASE_STORAGE_SETTINGS_REQUIRED,
  type MediaStorage,
} from '#lib/media/storage.ts';
import { deleteImage, getImageFile, insertImage, listMedia } from '#lib/media/admin.ts';
import { adminDatabase } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { startFakeStorage, type FakeStorage } from '#test-support/storage-bucket.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const KEY = 'service-role-key-for-tests';

const image = (name: string, bytes: number[]) => ({
  bytes: new Uint8Array(bytes),
  type: 'image/png' as const,
  width: 1200,
  height: 800,
  filename: name,
  alt: `The ${name} picture`,
  uploadedBy: admin.id,
});

let bucket: FakeStorage;
let storage: MediaStorage;
beforeAll(async () => {
  bucket = await startFakeStorage();
  storage = mediaStorageFor(
    loadEnv({
      MEDIA_STORAGE: 'supabase',
      SUPABASE_URL: bucket.url,
      SUPABASE_SERVICE_ROLE_KEY: KEY,
      SUPABASE_STORAGE_BUCKET: 'site-media',
    }),
  );
});
afterAll(() => bucket.close());

describe('media storage settings', () => {
  it('keeps images in the database unless told otherwise, and names what Supabase needs', () => {
    expect(mediaStorageFor(loadEnv({})).kind).toBe('database');
    expect(() => mediaStorageFor(loadEnv({ MEDIA_STORAGE: 'supabase' }))).toThrow(
      SUPABASE_STORAGE_SETTINGS_REQUIRED,
    );
    expect(() => loadEnv({ MEDIA_STORAGE: 's3' })).toThrow('must be database or supabase');
  });
});

describe.each(engines)('images in a Supabase Storage bucket on $name', (engine) => {
  const database = adminDatabase(engine, admin);

  it('stores the bytes in the bucket under the image id, and reads and deletes them there', async () => {
    const db = database.handle.db;
    const stored = await insertImage(db, image('rack', [1, 2, 3, 4]), storage);
    expect(stored.storage).toBe('supabase');
    expect(bucket.objects.get(`site-media/${stored.id}`)).toEqual(Buffer.from([1, 2, 3, 4]));
    const upload = bucket.requests.at(-1)!;
    expect(upload).toMatchObject({
      method: 'POST',
      path: `/storage/v1/object/site-media/${stored.id}`,
      authorization: `Bearer ${KEY}`,
      contentType: 'image/png',
    });
    const [row] = await database.handle.sql.query<{ data: unknown }>(
      `select data from media where id = '${stored.id}'`,
    );
    expect(row?.data).toBeNull();

    const file = await getImageFile(db, stored.id, storage);
    expect(file?.data).toEqual(Buffer.from([1, 2, 3, 4]));
    expect(bucket.requests.at(-1)?.method).toBe('GET');

    await deleteImage(db, stored.id, storage);
    expect(bucket.objects.has(`site-media/${stored.id}`)).toBe(false);
    expect((await listMedia(db)).some((item) => item.id === stored.id)).toBe(false);
  });

  it('a bucket that refuses an upload leaves no row, and one that refuses a delete keeps the image', async () => {
    const db = database.handle.db;
    const before = (await listMedia(db)).length;
    bucket.failWith(503);
    await expect(insertImage(db, image('refused', [9]), storage)).rejects.toThrow(
      'Supabase Storage could not store',
    );
    bucket.failWith(null);
    expect((await listMedia(db)).length).toBe(before);

    const kept = await insertImage(db, image('kept', [5, 6]), storage);
    bucket.failWith(503);
    await expect(deleteImage(db, kept.id, storage)).rejects.toThrow(
      'Supabase Storage could not delete',
    );
    bucket.failWith(null);
    expect((await listMedia(db)).some((item) => item.id === kept.id)).toBe(true);
    expect(bucket.objects.has(`site-media/${kept.id}`)).toBe(true);
  });

  it('an image stored in the database before the switch still loads and deletes', async () => {
    const db = database.handle.db;
    const inRow = await insertImage(db, image('older', [7, 7]), mediaStorageFor(loadEnv({})));
    expect(inRow.storage).toBe('database');
    const requestsBefore = bucket.requests.length;
    expect((await getImageFile(db, inRow.id, storage))?.data).toEqual(Buffer.from([7, 7]));
    await deleteImage(db, inRow.id, storage);
    expect(bucket.requests.length).toBe(requestsBefore);
    const left = await db.select({ id: media.id }).from(media);
    expect(left.some((row) => row.id === inRow.id)).toBe(false);
  });
});
