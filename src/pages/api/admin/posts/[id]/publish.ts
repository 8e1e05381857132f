import { z } from 'zod';
import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { setPublished } from '#lib/posts/admin.ts';
import { postJson } from '#lib/posts/json.ts';
import { publishInput } from '#lib/posts/input.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { expectedVersion, versionTag } from '#lib/http/precondition.ts';
import { sitePublisher } from '#lib/publishing/index.ts';
import { publishChange } from '#lib/posts/publish-plan.ts';
import { postStatus } from '#lib/posts/status.ts';

export const prerender = false;

const PUBLISH_ACTIONS = {
  published: 'post.published',
  scheduled: 'post.scheduled',
  draft: 'post.unpublished',
} as const;

/**
 * Publishes (now, or at `publishAt`: scheduled when ahead, backdated when past) or unpublishes;
 * If-Match names the version the admin showed (428 without, 409 when stale).
 */
export const POST = adminWrite(publishInput, async ({ params, request }, user, input) => {
  if (!z.uuid().safeParse(params.id).success || !params.id) {
    return apiError(404, 'That post does not exist (it may have been deleted).');
  }
  const expected = expectedVersion(request);
  if ('response' in expected) return expected.response;
  const id = params.id;
  const post = await withActivity(
    await getDb(),
    user,
    (tx) => setPublished(tx, id, input.published, expected.version, input.publishAt),
    (changed) => ({
      action: PUBLISH_ACTIONS[postStatus(changed)],
      subjectType: 'post',
      subjectId: changed.id,
      summary: publishChange(changed),
      details: { publishedAt: changed.publishedAt?.toISOString() ?? null },
    }),
  );
  sitePublisher().contentChanged(publishChange(post));
  return json({ post: postJson(post) }, 200, { ETag: versionTag(post.version) });
});
