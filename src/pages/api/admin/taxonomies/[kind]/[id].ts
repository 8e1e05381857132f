import { z } from 'zod';
import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { deleteTaxonomy, updateTaxonomy } from '#lib/taxonomies/admin.ts';
import { taxonomyInput } from '#lib/taxonomies/input.ts';
import { kindForSegment, TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import { adminDelete, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

function target(params: Record<string, string | undefined>) {
  const kind = kindForSegment(params.kind);
  if (!kind) return null;
  return z.uuid().safeParse(params.id).success ? { kind, id: params.id! } : null;
}
const NOT_FOUND = 'That audience, journey stage or topic does not exist.';

/** PUT {name, slug, intro}: a changed slug leaves a 301 from the old address. */
export const PUT = adminWrite(taxonomyInput, async ({ params }, user, input) => {
  const found = target(params);
  if (!found) return apiError(404, NOT_FOUND);
  const { kind, id } = found;
  const { noun, prefix } = TAXONOMY_TERMS[kind];
  const item = await withActivity(
    await getDb(),
    user,
    (tx) => updateTaxonomy(tx, kind, id, input),
    (updated) => ({
      action: 'taxonomy.updated',
      subjectType: 'taxonomy',
      subjectId: id,
      summary:
        updated.previousSlug === updated.slug
          ? `Edited the ${noun} “${updated.name}”`
          : `Edited the ${noun} “${updated.name}” and moved it from ${prefix}/${updated.previousSlug} to ${prefix}/${updated.slug}`,
      details: { kind, slug: [updated.previousSlug, updated.slug] },
    }),
  );
  sitePublisher().contentChanged(`Edited the ${noun} “${item.name}”`);
  const { previousSlug: _previous, ...fields } = item;
  return json({ item: fields });
});

/** DELETE [?detach=true]: refused with 409 naming the posts that use it, unless told to detach. */
export const DELETE = adminDelete(async ({ params, url }, user) => {
  const found = target(params);
  if (!found) return apiError(404, NOT_FOUND);
  const { kind, id } = found;
  const { noun } = TAXONOMY_TERMS[kind];
  const detach = url.searchParams.get('detach') === 'true';
  const deleted = await withActivity(
    await getDb(),
    user,
    (tx) => deleteTaxonomy(tx, kind, id, { detach }),
    (result) => ({
      action: 'taxonomy.deleted',
      subjectType: 'taxonomy',
      subjectId: id,
      summary:
        result.detachedFrom.length > 0
          ? `Deleted the ${noun} “${result.name}” and took it off ${result.detachedFrom.length} post${result.detachedFrom.length === 1 ? '' : 's'}`
          : `Deleted the ${noun} “${result.name}”`,
      details: { kind, detachedFrom: result.detachedFrom },
    }),
  );
  sitePublisher().contentChanged(`Deleted the ${noun} “${deleted.name}”`);
  return json({ ok: true, detachedFrom: deleted.detachedFrom });
});
