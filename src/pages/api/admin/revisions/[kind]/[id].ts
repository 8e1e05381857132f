import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { revisionResource } from '#lib/revisions/access.ts';
import { listRevisions } from '#lib/revisions/admin.ts';
import { revisionEntryJson, type RevisionListJson } from '#lib/revisions/json.ts';

export const prerender = false;

/**
 * GET /api/admin/revisions/{kind}/{id}: the record's revisions, newest first (kind: its table, e.g.
 * posts, locations, journey-stages: a table's name with hyphens). Only for whoever may read the
 * record itself (403 otherwise, before anything is looked up); 404 with a message when the record
 * no longer exists.
 */
export const GET = adminRoute(
  async ({ params }) => {
    const kind = params.kind ?? '';
    const id = params.id ?? '';
    const { current, revisions } = await listRevisions(await getDb(), kind, id);
    return json({
      kind,
      id,
      currentVersion: current.version,
      revisions: revisions.map(revisionEntryJson),
    } satisfies RevisionListJson);
  },
  {
    resource: ({ params }) => revisionResource(params.kind ?? '', params.id ?? ''),
    action: 'read',
  },
);
