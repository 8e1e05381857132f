import type { APIRoute } from 'astro';
import { getDb } from '#lib/db/client.ts';
import { getPost } from '#lib/posts/admin.ts';
import { getImageFile } from '#lib/media/admin.ts';
import { mediaIdOf, variantWidths } from '#lib/media/urls.ts';
import { imageVariant, VARIANT_CONTENT_TYPES } from '#lib/media/variants.ts';
import { postIdForShareToken } from '#lib/preview/preview-links.ts';
import { PREVIEW_HEADERS } from '#lib/preview/preview-response.ts';

export const prerender = false;

const notFound = () => new Response('Not found', { status: 404, headers: PREVIEW_HEADERS });

/**
 * The cover of a share link's post when it is a library image, before any build has made its
 * variants: re-encoded like them (WebP at the widest variant width), so nothing of the original's
 * metadata (EXIF, GPS position, XMP) leaves the server with it. Only that one image, and only while
 * the token is valid; an image that cannot be encoded answers 404.
 */
export const GET: APIRoute = async ({ params }) => {
  const db = await getDb();
  const postId = await postIdForShareToken(db, params.token ?? '');
  const post = postId ? await getPost(db, postId) : null;
  const imageId = post ? mediaIdOf(post.coverImageUrl) : null;
  const file = imageId ? await getImageFile(db, imageId) : null;
  if (!file) return notFound();
  const widest = variantWidths(file.width).at(-1)!;
  const cover = await imageVariant(
    { sha256: file.sha256, load: async () => file.data },
    widest,
    'webp',
  ).catch(() => null);
  if (!cover) return notFound();
  return new Response(new Uint8Array(cover), {
    headers: {
      'Content-Type': VARIANT_CONTENT_TYPES.webp,
      'Content-Length': String(cover.byteLength),
      'X-Content-Type-Options': 'nosniff',
      ...PREVIEW_HEADERS,
    },
  });
};
