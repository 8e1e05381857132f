import { collectionRoutes } from '#lib/collections/routes.ts';
import { industries } from '#lib/industries/collection.ts';

export const prerender = false;

/** GET: every record and its form; POST: a new one (src/lib/collections/routes.ts). */
export const { GET, POST } = collectionRoutes(industries);
