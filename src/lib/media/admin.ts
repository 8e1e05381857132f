/**
 * The media library's table: one row per image, with its bytes by default, so PGlite, Postgres and
 * Supabase all keep images the same way (or with the bytes in a Supabase Storage bucket, see
 * storage.ts). Reads for lists leave the bytes out.
 */
import { createHash, randomUUID } from 'node:crypto';
import { desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { ContentError } from '#lib/content/errors.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { industries, landingPages, media, posts, type MediaRow } from '#lib/db/schema.ts';
import { landingPageImagePaths } from '#lib/landing-pages/images.ts';
import { namedList } from '#lib/text/named-list.ts';
import type { ImageType } from './image-type.ts';
import { mediaStorage, type MediaStorage } from './storage.ts';
import { mediaIdOf, mediaPath, mediaPathsIn } from './urls.ts';

export type MediaInfo = Omit<MediaRow, 'data'>;
export interface MediaUse {
  kind: 'post' | 'industry' | 'landing-page';
  id: string;
  title: string;
}
export type MediaListItem = MediaInfo & { usedBy: MediaUse[] };

/** Every column but the bytes. */
const infoColumns = {
  id: media.id,
  filename: media.filename,
  contentType: media.contentType,
  byteSize: media.byteSize,
  width: media.width,
  height: media.height,
  alt: media.alt,
  sha256: media.sha256,
  storage: media.storage,
  uploadedBy: media.uploadedBy,
  createdAt: media.createdAt,
};

export interface NewImage {
  bytes: Uint8Array;
  type: ImageType;
  width: number;
  height: number;
  filename: string;
  alt: string;
  uploadedBy: string;
  /** The id to store it under (an import of another instance's export keeps its ids). */
  id?: string;
}

/** A file name safe to show and to send in Content-Disposition. */
export const cleanFilename = (name: string) =>
  name.replace(/[^\w.\- ]+/g, '_').slice(-120) || 'image';

/**
 * Stores an image: its row, and its bytes in the row or the bucket. A bucket object whose row could
 * not be written is removed again, so a refusal leaves nothing behind.
 */
export async function insertImage(
  db: Database | Transaction,
  image: NewImage,
  storage: MediaStorage = mediaStorage(),
): Promise<MediaInfo> {
  const data = Buffer.from(image.bytes);
  const id = image.id ?? randomUUID();
  const inBucket = storage.kind === 'supabase' ? storage.objects : null;
  if (inBucket) await inBucket.put(id, data, image.type);
  try {
    const [row] = await db
      .insert(media)
      .values({
        id,
        filename: cleanFilename(image.filename),
        contentType: image.type,
        byteSize: data.byteLength,
        width: image.width,
        height: image.height,
        alt: image.alt,
        sha256: createHash('sha256').update(data).digest('hex'),
        storage: storage.kind,
        data: inBucket ? null : data,
        uploadedBy: image.uploadedBy,
      })
      .returning(infoColumns);
    return row!;
  } catch (error) {
    await inBucket?.remove(id).catch(() => undefined);
    throw error;
  }
}

/**
 * Where each library image is used: post covers, images in post bodies, industry images and
 * composed pages' images (social, beside a text, in a text).
 */
async function usage(db: Database | Transaction): Promise<Map<string, MediaUse[]>> {
  const [postRows, bodyRows, industryRows, landingRows] = await Promise.all([
    db
      .select({ id: posts.id, title: posts.title, path: posts.coverImageUrl })
      .from(posts)
      .where(like(posts.coverImageUrl, '/media/%')),
    db
      .select({ id: posts.id, title: posts.title, content: posts.content })
      .from(posts)
      .where(like(posts.content, '%/media/%')),
    db
      .select({ id: industries.id, title: industries.name, path: industries.imageUrl })
      .from(industries)
      .where(like(industries.imageUrl, '/media/%')),
    db
      .select({
        id: landingPages.id,
        title: landingPages.title,
        socialImage: landingPages.socialImage,
        sections: landingPages.sections,
      })
      .from(landingPages)
      .where(
        or(
          like(landingPages.socialImage, '/media/%'),
          sql`${landingPages.sections}::text like '%/media/%'`,
        ),
      ),
  ]);
  const byImage = new Map<string, MediaUse[]>();
  const add = (
    kind: MediaUse['kind'],
    rows: { id: string; title: string; paths: readonly (string | null)[] }[],
  ) => {
    for (const row of rows) {
      for (const path of row.paths) {
        const imageId = path ? mediaIdOf(path) : null;
        if (!imageId) continue;
        const uses = byImage.get(imageId) ?? [];
        // A post that shows an image as its cover and in its body uses it once.
        if (uses.some((use) => use.kind === kind && use.id === row.id)) continue;
        byImage.set(imageId, [...uses, { kind, id: row.id, title: row.title }]);
      }
    }
  };
  add('post', [
    ...postRows.map((row) => ({ ...row, paths: [row.path] })),
    ...bodyRows.map((row) => ({ ...row, paths: mediaPathsIn(row.content) })),
  ]);
  add(
    'industry',
    industryRows.map((row) => ({ ...row, paths: [row.path] })),
  );
  add(
    'landing-page',
    landingRows.map((row) => ({ id: row.id, title: row.title, paths: landingPageImagePaths(row) })),
  );
  return byImage;
}

export type ImageInUse = Pick<MediaInfo, 'id' | 'filename' | 'width' | 'height' | 'sha256'> & {
  usedBy: MediaUse[];
};

/** The images pages use (post covers, industry images), with what uses each. */
export async function imagesInUse(db: Database): Promise<ImageInUse[]> {
  const used = await usage(db);
  if (used.size === 0) return [];
  const rows = await db
    .select({
      id: media.id,
      filename: media.filename,
      width: media.width,
      height: media.height,
      sha256: media.sha256,
    })
    .from(media)
    .where(inArray(media.id, [...used.keys()]))
    .orderBy(media.id);
  return rows.map((row) => ({ ...row, usedBy: used.get(row.id) ?? [] }));
}

/** Newest first, with where each is used. */
export async function listMedia(db: Database): Promise<MediaListItem[]> {
  const [rows, used] = await Promise.all([
    db.select(infoColumns).from(media).orderBy(desc(media.createdAt), desc(media.id)),
    usage(db),
  ]);
  return rows.map((row) => ({ ...row, usedBy: used.get(row.id) ?? [] }));
}

export async function getImageInfo(
  db: Database | Transaction,
  id: string,
): Promise<MediaInfo | null> {
  const [row] = await db.select(infoColumns).from(media).where(eq(media.id, id));
  return row ?? null;
}

/** An image's bytes and type, from its row or its bucket; null when either has none. */
export async function getImageFile(
  db: Database,
  id: string,
  storage: MediaStorage = mediaStorage(),
): Promise<
  (Pick<MediaRow, 'contentType' | 'filename' | 'sha256' | 'width'> & { data: Buffer }) | null
> {
  const [row] = await db
    .select({
      data: media.data,
      storage: media.storage,
      contentType: media.contentType,
      filename: media.filename,
      sha256: media.sha256,
      width: media.width,
    })
    .from(media)
    .where(eq(media.id, id));
  if (!row) return null;
  const { storage: where, data, ...file } = row;
  if (where === 'database') return data ? { ...file, data } : null;
  if (!storage.objects)
    throw new Error(`Image ${id} is in Supabase Storage, which is not configured here.`);
  const fromBucket = await storage.objects.get(id);
  return fromBucket ? { ...file, data: fromBucket } : null;
}

export async function updateImageAlt(
  db: Database | Transaction,
  id: string,
  alt: string,
): Promise<MediaInfo | null> {
  const [row] = await db.update(media).set({ alt }).where(eq(media.id, id)).returning(infoColumns);
  return row ?? null;
}

/** How the refusal to delete an image in use names what uses it. */
export function inUseByMessage(filename: string, users: readonly MediaUse[]): string {
  const names = namedList(users.map((user) => user.title));
  return `“${filename}” is used by ${users.length === 1 ? '' : `${users.length} pages: `}${names}. Choose another image there first.`;
}

/** Deletes an image nothing uses; refused (409) with the names of what uses it. */
export async function deleteImage(
  db: Database | Transaction,
  id: string,
  storage: MediaStorage = mediaStorage(),
): Promise<MediaInfo> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(infoColumns).from(media).where(eq(media.id, id)).for('update');
    if (!row)
      throw new ContentError('not-found', 'That image does not exist (it may have been deleted).');
    const users = (await usage(tx)).get(id) ?? [];
    if (users.length > 0) throw new ContentError('in-use', inUseByMessage(row.filename, users));
    await tx.delete(media).where(eq(media.id, id));
    // Removed before the row's deletion commits: if the bucket refuses, the image stays listed.
    if (row.storage === 'supabase') {
      if (!storage.objects)
        throw new Error(`Image ${id} is in Supabase Storage, which is not configured here.`);
      await storage.objects.remove(id);
    }
    return row;
  });
}

/** A library original as an HTTP answer, never sniffed as another type; `headers` add the caching. */
export function imageFileResponse(
  file: { data: Buffer; contentType: MediaRow['contentType'] },
  headers: Record<string, string>,
): Response {
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.byteLength),
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

export { libraryImageExists } from './exists.ts';
export { mediaPath };
