import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { setPublished } from '#lib/content/admin-posts.ts';
import { postJson } from '#lib/content/admin-json.ts';
import { publishInput } from '#lib/content/post-input.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { expectedVersion, versionTag } from '#lib/http/precondition.ts';
import { sitePublisher } from '#lib/publishing/index.ts';
import { publishChange } from '#lib/content/publish-plan.ts';

export const prerender = false;

/**
 * Publishes (now, or at `publishAt`: scheduled when ahead, backdated when past) or unpublishes;
 * If-Match names the version the admin showed (428 without, 409 when stale).
 */
export const POST = adminWrite(publishInput, async ({ params, request }, _user, input) => {
  if (!z.uuid().safeParse(params.id).success || !params.id) {
    return apiError(404, 'That post does not exist (it may have been deleted).');
  }
  const expected = expectedVersion(request);
  if ('response' in expected) return expected.response;
  const post = await setPublished(
    await getDb(),
    params.id,
    input.published,
    expected.version,
    input.publishAt,
  );
  sitePublisher().contentChanged(publishChange(post));
  return json({ post: postJson(post) }, 200, { ETag: versionTag(post.version) });
});
