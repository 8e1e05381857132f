import type { APIRoute } from 'astro';
import { getDb } from '#lib/db/client.ts';
import { getPost } from '#lib/posts/admin.ts';
import { getImageFile, imageFileResponse } from '#lib/media/admin.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { postIdForShareToken } from '#lib/preview/preview-links.ts';
import { PREVIEW_HEADERS } from '#lib/preview/preview-response.ts';

export const prerender = false;

const notFound = () => new Response('Not found', { status: 404 });

/**
 * The cover of a share link's post when it is a library image: the original, before any build has
 * made its variants. Only that one image, and only while the token is valid.
 */
export const GET: APIRoute = async ({ params }) => {
  const db = await getDb();
  const postId = await postIdForShareToken(db, params.token ?? '');
  const post = postId ? await getPost(db, postId) : null;
  const imageId = post ? mediaIdOf(post.coverImageUrl) : null;
  const file = imageId ? await getImageFile(db, imageId) : null;
  if (!file) return notFound();
  return imageFileResponse(file, PREVIEW_HEADERS);
};
