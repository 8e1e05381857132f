import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';
import { updateIndustry } from '#lib/industries/admin.ts';
import { industryInput } from '#lib/industries/input.ts';

export const prerender = false;

/**
 * PUT: replaces the page (publish or unpublish with isPublished); 404, 409 and 400 as for POST.
 * If-Match names the version the editor opened (428 without, 409 with the current version when
 * stale).
 */
export const PUT = adminWrite(
  industryInput,
  async ({ params, request }, user, input) => {
    const id = z.uuid().safeParse(params.id).success ? params.id! : null;
    if (!id) return apiError(404, 'That industry does not exist.');
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const industry = await updateIndustry(await getDb(), user, id, input, expected.version);
    return versionedJson({ industry }, industry.version);
  },
  { resource: 'industries', action: 'update' },
);
