import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { revisionResource } from '#lib/revisions/access.ts';
import { getRevision } from '#lib/revisions/admin.ts';
import { revisionEntryJson, type RevisionJson } from '#lib/revisions/json.ts';

export const prerender = false;

/**
 * GET /api/admin/revisions/{kind}/{id}/{version}: one revision, whole, with the record as it stands
 * now. What "Restore" loads into the editor (nothing is written: saving it makes a new version);
 * 404 with a message when the record was deleted. Only for whoever may read the record itself.
 */
export const GET = adminRoute(
  async ({ params }) => {
    const version = Number(params.version);
    if (!Number.isSafeInteger(version) || version < 1) {
      return apiError(
        404,
        'A version is a whole number from 1, e.g. /api/admin/revisions/posts/{id}/3.',
      );
    }
    const { current, revision } = await getRevision(
      await getDb(),
      params.kind ?? '',
      params.id ?? '',
      version,
    );
    return json({
      revision: { ...revisionEntryJson(revision), document: revision.document },
      current,
    } satisfies RevisionJson);
  },
  {
    resource: ({ params }) => revisionResource(params.kind ?? '', params.id ?? ''),
    action: 'read',
  },
);
