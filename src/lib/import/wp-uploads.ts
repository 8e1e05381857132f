/**
 * Where a WordPress post's images come from (docs/moving-in-and-out.md): the uploads ZIP, by their
 * path below `uploads/` (the attachment's original first, then the size the post showed), or, when
 * the mapping asks, the old site itself; each checked as an upload before the post's transaction,
 * and one imported before (or already in the library) used again.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { media } from '#lib/db/schema.ts';
import { MAX_IMAGE_BYTES } from '#lib/media/rules.ts';
import { checkImage, type StoredImage } from './images.ts';
import { importedRecord } from './records.ts';
import { remoteImageProblem, type Download } from './remote-images.ts';
import type { Attachment, ImageRef } from './wp-content.ts';
import { decodePercent, type WxrSite } from './wxr.ts';
import type { SafeZip } from './zip.ts';

/** The part of an upload's address after `wp-content/uploads/` (`2019/05/photo.jpg`), or null. */
export function uploadPathOf(address: string): string | null {
  const path = /\/wp-content\/uploads\/(?:sites\/\d+\/)?(.+)$/.exec(
    address.split(/[?#]/)[0] ?? '',
  )?.[1];
  return path ? decodePercent(path) : null;
}

/** The uploads in a ZIP by their path below `uploads/` (the ZIP may hold the folder or its content). */
export function uploadsIndex(zip: SafeZip | null): Map<string, string> {
  const index = new Map<string, string>();
  for (const name of zip?.names ?? []) {
    const below = /(?:^|\/)uploads\/(?:sites\/\d+\/)?(.+)$/.exec(name)?.[1] ?? name;
    if (!index.has(below)) index.set(below, name);
  }
  return index;
}

/** The files an image may be, best first: the attachment's original, then the size the post shows. */
export function imageCandidates(ref: ImageRef, attachment: Attachment | undefined): string[] {
  const paths = [
    attachment ? uploadPathOf(attachment.url) : null,
    uploadPathOf(ref.src)?.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1') ?? null,
    uploadPathOf(ref.src),
  ].filter((path): path is string => path !== null);
  const withUnscaled = paths.flatMap((path) => [
    path.replace(/-scaled(\.[a-z0-9]+)$/i, '$1'),
    path,
  ]);
  return [...new Set(withUnscaled)];
}

export interface ReadyImage {
  ref: ImageRef;
  attachment: Attachment | undefined;
  /** The record key the image is remembered by (`attachment:45` or `upload:2019/05/photo.jpg`). */
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
    site: WxrSite;
    uploads: SafeZip | null;
    fetchImage?: ((address: string) => Promise<Download>) | undefined;
  },
  refs: { ref: ImageRef; attachment: Attachment | undefined }[],
  download: boolean,
): Promise<ReadyImage[]> {
  const files = uploadsIndex(uploads);
  const ready: ReadyImage[] = [];
  for (const { ref, attachment } of refs) {
    const paths = imageCandidates(ref, attachment);
    const key = attachment ? `attachment:${attachment.id}` : `upload:${paths[0] ?? ref.src}`;
    const known = ready.find((image) => image.key === key);
    if (known) {
      ready.push({ ...known, ref });
      continue;
    }
    const recorded = await importedRecord(db, source, key);
    const existing = recorded ? await storedImage(db, recorded) : null;
    if (existing) {
      ready.push({ ref, attachment, key, existing, checked: null });
      continue;
    }
    let checked: ReadyImage['checked'] = null;
    for (const path of paths) {
      const name = files.get(path);
      if (!name || !uploads) continue;
      const bytes = await uploads.read(name, MAX_IMAGE_BYTES);
      if (bytes === 'too-large') {
        checked = { ok: false, reason: `${path} is over 5 MB.` };
        continue;
      }
      checked = await checkImage(
        bytes,
        path.split('/').pop()!,
        attachment?.alt || ref.alt || attachment?.title || '',
      );
      if (checked.ok) break;
    }
    if (!checked?.ok && download && fetchImage) {
      const address = attachment?.url ?? ref.src;
      const problem = remoteImageProblem(address, site.siteUrl);
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
