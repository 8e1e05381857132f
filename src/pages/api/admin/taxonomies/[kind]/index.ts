import { getDb } from '#lib/db/client.ts';
import { createTaxonomy, taxonomiesInUse } from '#lib/taxonomies/admin.ts';
import { taxonomyInput } from '#lib/taxonomies/input.ts';
import { kindForSegment } from '#lib/taxonomies/terms.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { versionedJson } from '#lib/http/precondition.ts';

export const prerender = false;

const UNKNOWN_KIND = 'Use /api/admin/taxonomies/audiences, /stages or /topics.';

/** GET /api/admin/taxonomies/{audiences|stages|topics}: the records by name, with how many posts use each. */
export const GET = adminRoute(
  async ({ params }) => {
    const kind = kindForSegment(params.kind);
    if (!kind) return apiError(404, UNKNOWN_KIND);
    return json({ items: (await taxonomiesInUse(await getDb()))[kind] });
  },
  { resource: 'taxonomies', action: 'read' },
);

/** POST {name, slug, intro}: a new record at version 1; 409 when the slug is taken or an old address. */
export const POST = adminWrite(
  taxonomyInput,
  async ({ params }, user, input) => {
    const kind = kindForSegment(params.kind);
    if (!kind) return apiError(404, UNKNOWN_KIND);
    const item = await createTaxonomy(await getDb(), user, kind, input);
    return versionedJson({ item: { ...item, postCount: 0 } }, item.version, 201);
  },
  { resource: 'taxonomies', action: 'create' },
);
