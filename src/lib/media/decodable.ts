/**
 * One image must never stop the public site from building. A library image that no longer decodes
 * (stored before uploads were decoded in full, written around the admin, damaged since) is left out
 * of every page: covers fall back to the post's generated cover, an industry page shows no image,
 * the build writes no variants of it, and the admin's publishing status names it.
 *
 * The verdict is kept per image content (its SHA-256): in memory, and on disk beside the variants
 * so a later build and the server's publishing status reuse the build's own.
 */
import { diskCache } from '#lib/runtime/disk-cache.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import { decodeProblem } from './decode.ts';

/** Bump when the decoding check changes. */
const CHECK_VERSION = 1;
const onDisk = diskCache('northbeam-media');
const verdicts = processSingleton('northbeam.imageVerdicts', () => new Map<string, string>());
const OK = '';

export interface CheckedImage {
  id: string;
  sha256: string;
}

/**
 * Why the image cannot be shown, or null when it decodes. `load` reads its bytes, only when no
 * verdict is kept; an image whose bytes cannot be read now is reported without keeping a verdict.
 * Each image left out is logged once per process.
 */
export async function imageProblem(
  image: CheckedImage,
  load: () => Promise<Uint8Array | null>,
): Promise<string | null> {
  const known = verdicts.get().get(image.sha256);
  if (known !== undefined) return known || null;
  let unreadable = 'its bytes are missing';
  const checked = await onDisk(
    `${image.sha256.slice(0, 32)}-decode-v${CHECK_VERSION}`,
    'txt',
    async () => {
      const bytes = await load().catch((error: unknown) => {
        unreadable = error instanceof Error ? error.message : String(error);
        return null;
      });
      if (!bytes) throw new Error(unreadable);
      return Buffer.from((await decodeProblem(bytes)) ?? OK);
    },
  ).catch(() => null);
  if (!checked) return `it could not be read (${unreadable})`;
  const verdict = checked.toString();
  verdicts.get().set(image.sha256, verdict);
  if (verdict) console.warn(`[media] image ${image.id} is left out of the site: ${verdict}`);
  return verdict || null;
}

/** The images of `images` that decode, in order. */
export async function decodableImages<T extends CheckedImage>(
  images: readonly T[],
  load: (id: string) => Promise<Uint8Array | null>,
): Promise<T[]> {
  const kept: T[] = [];
  for (const image of images) {
    if ((await imageProblem(image, () => load(image.id))) === null) kept.push(image);
  }
  return kept;
}
