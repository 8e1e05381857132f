import { z } from 'zod';
import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { saveLocation } from '#lib/locations/admin.ts';
import { locationInput } from '#lib/locations/input.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

/** PUT: replaces the page (publish or unpublish with isPublished); 409 as for POST. */
export const PUT = adminWrite(locationInput, async ({ params }, user, input) => {
  const id = z.uuid().safeParse(params.id).success ? params.id! : null;
  if (!id) return apiError(404, 'That location does not exist.');
  const location = await withActivity(
    await getDb(),
    user,
    (tx) => saveLocation(tx, id, input),
    (saved) => ({
      action: 'location.updated',
      subjectType: 'location',
      subjectId: saved.id,
      summary: `Saved the location page for ${saved.city}, ${saved.state} (${saved.isPublished ? 'published' : 'not published'})`,
    }),
  );
  sitePublisher().contentChanged(`Saved the location page for ${location.city}`);
  return json({ location });
});
