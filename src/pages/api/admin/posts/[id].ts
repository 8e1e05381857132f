import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { deletePost, getPost, updatePost } from '#lib/posts/admin.ts';
import { postJson } from '#lib/posts/json.ts';
import { POST_CONTENT_MAX, postInput } from '#lib/posts/input.ts';
import { adminDelete, adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json, jsonBodyLimitFor } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';

export const prerender = false;

const NOT_FOUND = 'That post does not exist (it may have been deleted).';
const postId = (id: string | undefined) => (z.uuid().safeParse(id).success ? id : undefined);

export const GET = adminRoute(
  async ({ params }) => {
    const id = postId(params.id);
    const post = id ? await getPost(await getDb(), id) : null;
    return post ? versionedJson({ post: postJson(post) }, post.version) : apiError(404, NOT_FOUND);
  },
  { resource: 'posts', action: 'read' },
);

/** Replaces the post; If-Match names the version the editor opened (428 without, 409 when stale). */
export const PUT = adminWrite(
  postInput,
  async ({ params, request }, user, input) => {
    const id = postId(params.id);
    if (!id) return apiError(404, NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const post = await updatePost(await getDb(), user, id, input, expected.version);
    return versionedJson({ post: postJson(post) }, post.version);
  },
  { resource: 'posts', action: 'update', maxBodyBytes: jsonBodyLimitFor(POST_CONTENT_MAX) },
);

export const DELETE = adminDelete(
  async ({ params, request }, user) => {
    const id = postId(params.id);
    if (!id) return apiError(404, NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    await deletePost(await getDb(), user, id, expected.version);
    return json({ ok: true });
  },
  { resource: 'posts', action: 'delete' },
);
