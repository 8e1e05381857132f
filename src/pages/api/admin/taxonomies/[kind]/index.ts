import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { createTaxonomy, taxonomiesInUse } from '#lib/taxonomies/admin.ts';
import { taxonomyInput } from '#lib/taxonomies/input.ts';
import { kindForSegment, TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

const UNKNOWN_KIND = 'Use /api/admin/taxonomies/audiences, /stages or /topics.';

/** GET /api/admin/taxonomies/{audiences|stages|topics}: the records by name, with how many posts use each. */
export const GET = adminRoute(async ({ params }) => {
  const kind = kindForSegment(params.kind);
  if (!kind) return apiError(404, UNKNOWN_KIND);
  return json({ items: (await taxonomiesInUse(await getDb()))[kind] });
});

/** POST {name, slug, intro}: a new record; 409 when the slug is taken or an old address. */
export const POST = adminWrite(taxonomyInput, async ({ params }, user, input) => {
  const kind = kindForSegment(params.kind);
  if (!kind) return apiError(404, UNKNOWN_KIND);
  const { noun } = TAXONOMY_TERMS[kind];
  const item = await withActivity(
    await getDb(),
    user,
    (tx) => createTaxonomy(tx, kind, input),
    (created) => ({
      action: 'taxonomy.created',
      subjectType: 'taxonomy',
      subjectId: created.id,
      summary: `Created the ${noun} “${created.name}”`,
      details: { kind, slug: created.slug },
    }),
  );
  sitePublisher().contentChanged(`Created the ${noun} “${item.name}”`);
  return json({ item: { ...item, postCount: 0 } }, 201);
});
