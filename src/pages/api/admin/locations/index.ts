import { collectionRoutes } from '#lib/collections/routes.ts';
import { locations } from '#lib/locations/collection.ts';

export const prerender = false;

/** GET: every record and its form; POST: a new one (src/lib/collections/routes.ts). */
export const { GET, POST } = collectionRoutes(locations);
