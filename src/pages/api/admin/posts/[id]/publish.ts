import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { setPublished } from '#lib/posts/admin.ts';
import { postJson } from '#lib/posts/json.ts';
import { publishInput } from '#lib/posts/input.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';

export const prerender = false;

/**
 * Publishes (now, or at `publishAt`: scheduled when ahead, backdated when past) or unpublishes;
 * If-Match names the version the admin showed (428 without, 409 when stale).
 */
export const POST = adminWrite(
  publishInput,
  async ({ params, request }, user, input) => {
    if (!z.uuid().safeParse(params.id).success || !params.id) {
      return apiError(404, 'That post does not exist (it may have been deleted).');
    }
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const post = await setPublished(
      await getDb(),
      user,
      params.id,
      input.published,
      expected.version,
      input.publishAt,
    );
    return versionedJson({ post: postJson(post) }, post.version);
  },
  { resource: 'posts', action: 'publish' },
);
