import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';
import { updateLocation } from '#lib/locations/admin.ts';
import { locationInput } from '#lib/locations/input.ts';

export const prerender = false;

/**
 * PUT: replaces the page (publish or unpublish with isPublished); 409 as for POST. If-Match names
 * the version the editor opened (428 without, 409 with the current version when stale).
 */
export const PUT = adminWrite(
  locationInput,
  async ({ params, request }, user, input) => {
    const id = z.uuid().safeParse(params.id).success ? params.id! : null;
    if (!id) return apiError(404, 'That location does not exist.');
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const location = await updateLocation(await getDb(), user, id, input, expected.version);
    return versionedJson({ location }, location.version);
  },
  { resource: 'locations', action: 'update' },
);
