import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { deleteTaxonomy, updateTaxonomy } from '#lib/taxonomies/admin.ts';
import { taxonomyInput } from '#lib/taxonomies/input.ts';
import { kindForSegment } from '#lib/taxonomies/terms.ts';
import { adminDelete, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';

export const prerender = false;

function target(params: Record<string, string | undefined>) {
  const kind = kindForSegment(params.kind);
  if (!kind) return null;
  return z.uuid().safeParse(params.id).success ? { kind, id: params.id! } : null;
}
const NOT_FOUND = 'That audience, journey stage or topic does not exist.';

/**
 * PUT {name, slug, intro}: a changed slug leaves a 301 from the old address. If-Match names the
 * version the editor opened (428 without, 409 with the current version when stale).
 */
export const PUT = adminWrite(
  taxonomyInput,
  async ({ params, request }, user, input) => {
    const found = target(params);
    if (!found) return apiError(404, NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const item = await updateTaxonomy(
      await getDb(),
      user,
      found.kind,
      found.id,
      input,
      expected.version,
    );
    return versionedJson({ item }, item.version);
  },
  { resource: 'taxonomies', action: 'update' },
);

/**
 * DELETE [?detach=true]: refused with 409 naming the posts that use it, unless told to detach;
 * If-Match as for PUT.
 */
export const DELETE = adminDelete(
  async ({ params, url, request }, user) => {
    const found = target(params);
    if (!found) return apiError(404, NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const detach = url.searchParams.get('detach') === 'true';
    const deleted = await deleteTaxonomy(
      await getDb(),
      user,
      found.kind,
      found.id,
      expected.version,
      { detach },
    );
    return json({ ok: true, detachedFrom: deleted.detachedFrom });
  },
  { resource: 'taxonomies', action: 'delete' },
);
