import { getDb } from '#lib/db/client.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';

export const prerender = false;

export const GET = adminRoute(async () => json(await allTaxonomies(await getDb())), {
  resource: 'taxonomies',
  action: 'read',
});
