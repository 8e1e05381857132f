import { getDb } from '#lib/db/client.ts';
import { createPost } from '#lib/posts/admin.ts';
import { postJson } from '#lib/posts/json.ts';
import { POST_CONTENT_MAX, postInput } from '#lib/posts/input.ts';
import { listPostsPage } from '#lib/posts/list.ts';
import {
  pageCountFor,
  postListParams,
  postListQuery,
  POSTS_PAGE_SIZE,
} from '#lib/posts/list-query.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, fieldErrors, json, jsonBodyLimitFor } from '#lib/http/api.ts';

export const prerender = false;

/**
 * GET /api/admin/posts?q&status&persona&stage&topic&sort&page: one page of 25 posts, drafts
 * included, with the total that matches. A page past the end is empty, not an error.
 */
export const GET = adminRoute(
  async ({ url }) => {
    const parsed = postListQuery.safeParse(postListParams(url.searchParams));
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return apiError(400, Object.values(fields)[0] ?? 'Invalid list parameters.', { fields });
    }
    const { posts, total } = await listPostsPage(await getDb(), parsed.data);
    return json({
      posts: posts.map((post) => postJson(post)),
      total,
      page: parsed.data.page,
      pageSize: POSTS_PAGE_SIZE,
      pageCount: pageCountFor(total),
    });
  },
  { resource: 'posts', action: 'read' },
);

export const POST = adminWrite(
  postInput,
  async (_context, user, input) => {
    const post = await createPost(await getDb(), user, input);
    return json({ post: postJson(post) }, 201);
  },
  { resource: 'posts', action: 'create', maxBodyBytes: jsonBodyLimitFor(POST_CONTENT_MAX) },
);
