import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { versionedJson } from '#lib/http/precondition.ts';
import { createLocation, listAllLocations } from '#lib/locations/admin.ts';
import { locationInput } from '#lib/locations/input.ts';
import { describedForm } from '#lib/pages/input.ts';

export const prerender = false;

/**
 * GET /api/admin/locations: every location row, published or not (the editor compares a page with
 * the published ones as the marketer types), and the form its schema describes.
 */
export const GET = adminRoute(
  async () =>
    json({ locations: await listAllLocations(await getDb()), form: describedForm(locationInput) }),
  { resource: 'locations', action: 'read' },
);

/** POST: a new location page at version 1; 409 for a taken slug or a published near duplicate. */
export const POST = adminWrite(
  locationInput,
  async (_context, user, input) => {
    const location = await createLocation(await getDb(), user, input);
    return versionedJson({ location }, location.version, 201);
  },
  { resource: 'locations', action: 'create' },
);
