import { z } from 'zod';
import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { deletePost, getPost, updatePost } from '#lib/content/admin-posts.ts';
import { postJson } from '#lib/content/admin-json.ts';
import { POST_CONTENT_MAX, postInput } from '#lib/content/post-input.ts';
import { adminDelete, adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json, jsonBodyLimitFor } from '#lib/http/api.ts';
import { expectedVersion, versionTag } from '#lib/http/precondition.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

const NOT_FOUND = 'That post does not exist (it may have been deleted).';
const postId = (id: string | undefined) => (z.uuid().safeParse(id).success ? id : undefined);

export const GET = adminRoute(async ({ params }) => {
  const id = postId(params.id);
  const post = id ? await getPost(await getDb(), id) : null;
  return post
    ? json({ post: postJson(post) }, 200, { ETag: versionTag(post.version) })
    : apiError(404, NOT_FOUND);
});

/** Replaces the post; If-Match names the version the editor opened (428 without, 409 when stale). */
export const PUT = adminWrite(
  postInput,
  async ({ params, request }, user, input) => {
    const id = postId(params.id);
    if (!id) return apiError(404, NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const db = await getDb();
    const before = await getPost(db, id);
    const post = await withActivity(
      db,
      user,
      (tx) => updatePost(tx, id, input, expected.version),
      (saved) => ({
        action: 'post.saved',
        subjectType: 'post',
        subjectId: saved.id,
        summary: `Saved “${saved.title}”`,
        details: before && before.slug !== saved.slug ? { slug: [before.slug, saved.slug] } : {},
      }),
    );
    sitePublisher().contentChanged(`Saved “${post.title}”`);
    return json({ post: postJson(post) }, 200, { ETag: versionTag(post.version) });
  },
  { maxBodyBytes: jsonBodyLimitFor(POST_CONTENT_MAX) },
);

export const DELETE = adminDelete(async ({ params, request }, user) => {
  const id = postId(params.id);
  if (!id) return apiError(404, NOT_FOUND);
  const expected = expectedVersion(request);
  if ('response' in expected) return expected.response;
  const db = await getDb();
  const before = await getPost(db, id);
  await withActivity(
    db,
    user,
    (tx) => deletePost(tx, id, expected.version),
    () => ({
      action: 'post.deleted',
      subjectType: 'post',
      subjectId: id,
      summary: `Deleted “${before?.title ?? 'a post'}”`,
      details: before ? { slug: before.slug } : {},
    }),
  );
  sitePublisher().contentChanged('Deleted a post');
  return json({ ok: true });
});
