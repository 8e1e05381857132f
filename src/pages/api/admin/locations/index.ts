import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { listAllLocations, saveLocation } from '#lib/locations/admin.ts';
import { locationInput } from '#lib/locations/input.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

/**
 * GET /api/admin/locations: every location row, published or not (the editor compares a page with
 * the published ones as the marketer types).
 */
export const GET = adminRoute(async () =>
  json({ locations: await listAllLocations(await getDb()) }),
);

/** POST: a new location page; 409 for a taken slug or a published near duplicate. */
export const POST = adminWrite(locationInput, async (_context, user, input) => {
  const db = await getDb();
  const location = await withActivity(
    db,
    user,
    (tx) => saveLocation(tx, null, input),
    (saved) => ({
      action: 'location.created',
      subjectType: 'location',
      subjectId: saved.id,
      summary: `Created the ${saved.isPublished ? '' : 'unpublished '}location page for ${saved.city}, ${saved.state}`,
    }),
  );
  sitePublisher().contentChanged(`Created the location page for ${location.city}`);
  return json({ location }, 201);
});
