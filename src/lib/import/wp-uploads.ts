/**
 * Where a WordPress post's images come from (docs/moving-in-and-out.md): the uploads ZIP, by their
 * path below `uploads/` (the attachment's original first, then the size the post showed), or, when
 * the mapping asks, the old site itself; each checked as an upload before the post's transaction,
 * and one imported before (or already in the library) used again. An image is one file however
 * many posts show it: the dry run and the import count and remember it by that file.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { media } from '#lib/db/schema.ts';
import { IMAGE_TYPES } from '#lib/media/image-type.ts';
import { MAX_IMAGE_BYTES } from '#lib/media/rules.ts';
import { checkImage, type StoredImage } from './images.ts';
import { importedRecord } from './records.ts';
import { remoteImageProblem, type Download } from './remote-images.ts';
import { uploadPathOf, type Attachment, type ImageRef, type OldSite } from './wp-site.ts';
import type { SafeZip } from './zip.ts';

export { uploadPathOf } from './wp-site.ts';

/**
 * The uploads in a ZIP by their path below `uploads/` (the ZIP may hold the folder or its content,
 * or WordPress.com's media export: year/month folders, perhaps inside a folder of its own).
 */
export function uploadsIndex(zip: SafeZip | null): Map<string, string> {
  const index = new Map<string, string>();
  for (const name of zip?.names ?? []) {
    const below =
      /(?:^|\/)uploads\/(?:sites\/\d+\/)?(.+)$/.exec(name)?.[1] ??
      /(?:^|\/)(\d{4}\/\d{2}\/[^/]+)$/.exec(name)?.[1] ??
      name;
    if (!index.has(below)) index.set(below, name);
  }
  return index;
}

/** The files an image may be, best first: the attachment's original, then the size the post shows. */
export function imageCandidates(
  ref: Pick<ImageRef, 'src'>,
  attachment: Pick<Attachment, 'url'> | undefined,
  site?: OldSite,
): string[] {
  const shown = uploadPathOf(ref.src, site);
  const paths = [
    attachment ? uploadPathOf(attachment.url, site) : null,
    shown?.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1') ?? null,
    shown,
  ].filter((path): path is string => path !== null);
  const withUnscaled = paths.flatMap((path) => [
    path.replace(/-scaled(\.[a-z0-9]+)$/i, '$1'),
    path,
  ]);
  return [...new Set(withUnscaled)];
}

/** File name endings the library takes (it checks the bytes too, when the file is read). */
const LIBRARY_EXTENSIONS = new Set([
  ...Object.values(IMAGE_TYPES).map((type) => type.extension),
  'jpeg',
]);

export type LocatedImage =
  | { found: true; path: string; entry: string }
  | { found: false; reason: string; path: string | null };

/**
 * Where in the ZIP an image is, judged from the ZIP's directory alone (the dry run reads no image):
 * the first candidate there, within 5 MB, of a type the library takes.
 */
export function locateImage(
  ref: Pick<ImageRef, 'src'>,
  attachment: Pick<Attachment, 'url'> | undefined,
  { files, uploads, site }: { files: Map<string, string>; uploads: SafeZip | null; site?: OldSite },
): LocatedImage {
  const paths = imageCandidates(ref, attachment, site);
  let refusal: LocatedImage | null = null;
  for (const path of paths) {
    const entry = files.get(path);
    const size = entry === undefined ? undefined : uploads?.sizeOf(entry);
    if (entry === undefined || size === undefined) continue;
    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
    if (!LIBRARY_EXTENSIONS.has(extension)) {
      refusal ??= {
        found: false,
        path,
        reason: `${path} is not a JPEG, PNG, WebP or AVIF image, the kinds the media library takes.`,
      };
      continue;
    }
    if (size > MAX_IMAGE_BYTES) {
      refusal ??= { found: false, path, reason: `${path} is over 5 MB.` };
      continue;
    }
    return { found: true, path, entry };
  }
  if (refusal) return refusal;
  const path = paths[0] ?? null;
  return {
    found: false,
    path,
    reason: uploads ? `${path ?? ref.src} is not in the uploads ZIP.` : 'no uploads ZIP was given.',
  };
}

/** The record key an image file is remembered by, and the keys earlier imports used for it. */
export const fileKey = (path: string) => `file:${path}`;
const legacyKeys = (path: string, attachment: Attachment | undefined) => [
  ...(attachment ? [`attachment:${attachment.id}`] : []),
  `upload:${path}`,
];

export interface ReadyImage {
  ref: ImageRef;
  attachment: Attachment | undefined;
  /** The record key of the file (`file:2019/05/photo.jpg`, or `url:…` for a download). */
  key: string;
  existing: StoredImage | null;
  checked: Awaited<ReturnType<typeof checkImage>> | null;
}

/** Reads and checks a post's images before its transaction (decoding takes time). */
export async function readyImages(
  db: Database,
  source: string,
  {
    site,
    uploads,
    fetchImage,
  }: {
    site: OldSite;
    uploads: SafeZip | null;
    fetchImage?: ((address: string) => Promise<Download>) | undefined;
  },
  refs: { ref: ImageRef; attachment: Attachment | undefined }[],
  download: boolean,
): Promise<ReadyImage[]> {
  const files = uploadsIndex(uploads);
  const ready: ReadyImage[] = [];
  for (const { ref, attachment } of refs) {
    const located = locateImage(ref, attachment, { files, uploads, site });
    const address = attachment?.url ?? ref.src;
    const key = located.found ? fileKey(located.path) : `url:${address}`;
    const known = ready.find((image) => image.key === key);
    if (known) {
      ready.push({ ...known, ref });
      continue;
    }
    let existing: StoredImage | null = null;
    for (const recordKey of located.found
      ? [key, ...legacyKeys(located.path, attachment)]
      : [key]) {
      const recorded = await importedRecord(db, source, recordKey);
      existing = recorded ? await storedImage(db, recorded) : null;
      if (existing) break;
    }
    if (existing) {
      ready.push({ ref, attachment, key, existing, checked: null });
      continue;
    }
    let checked: ReadyImage['checked'] = located.found
      ? null
      : { ok: false, reason: located.reason };
    if (located.found && uploads) {
      // A damaged entry costs the post that image, never the post.
      const bytes = await uploads.read(located.entry, MAX_IMAGE_BYTES).catch(
        (error: unknown) =>
          ({
            unreadable: `${located.path} could not be read from the uploads ZIP: ${error instanceof Error ? error.message : String(error)}`,
          }) as const,
      );
      checked =
        bytes === 'too-large'
          ? { ok: false, reason: `${located.path} is over 5 MB.` }
          : 'unreadable' in bytes
            ? { ok: false, reason: bytes.unreadable }
            : await checkImage(
                bytes,
                located.path.split('/').pop()!,
                attachment?.alt || ref.alt || attachment?.title || '',
              );
    }
    if (!located.found && download && fetchImage) {
      const problem = remoteImageProblem(address, site.url.href, site.uploadHosts);
      const fetched = problem ? { reason: problem } : await fetchImage(address);
      checked = Buffer.isBuffer(fetched)
        ? await checkImage(
            fetched,
            new URL(address).pathname.split('/').pop() || 'image',
            attachment?.alt || ref.alt || attachment?.title || '',
          )
        : { ok: false, reason: fetched.reason };
    }
    ready.push({ ref, attachment, key, existing: null, checked });
  }
  return ready;
}

export async function storedImage(
  db: Database | Transaction,
  id: string,
): Promise<StoredImage | null> {
  const [row] = await db
    .select({ id: media.id, width: media.width, height: media.height, alt: media.alt })
    .from(media)
    .where(eq(media.id, id));
  return row ? { ...row, created: false } : null;
}
