import { z } from 'zod';
import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { createShareLink } from '#lib/preview/preview-links.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';

export const prerender = false;

/**
 * A new share-preview link for the post, valid for 7 days; the post's previous link stops working.
 * The answer is private: the token is the only key to the preview.
 */
export const POST = adminWrite(
  z.object({}),
  async ({ params, url }, user) => {
    const id = z.uuid().safeParse(params.id).success ? params.id : undefined;
    const link = id
      ? await withActivity(
          await getDb(),
          user,
          (tx) => createShareLink(tx, id),
          (created) =>
            created && {
              action: 'post.share-link',
              subjectType: 'post',
              subjectId: id,
              // Never the token: the log is read by every admin, the link is a key.
              summary: `Created a share-preview link for “${created.title}”, valid until ${formatSiteTime(created.expiresAt)}`,
            },
        )
      : null;
    if (!link) return apiError(404, 'That post does not exist (it may have been deleted).');
    return json(
      { url: new URL(`/preview/${link.token}`, url).href, expiresAt: link.expiresAt.toISOString() },
      201,
      { 'Cache-Control': 'no-store' },
    );
  },
  { resource: 'posts', action: 'share' },
);
