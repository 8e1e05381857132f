import { collectionRoutes } from '#lib/collections/routes.ts';
import { landingPages } from '#lib/landing-pages/collection.ts';

export const prerender = false;

/** GET: every record and its form; POST: a new one (src/lib/collections/routes.ts). */
export const { GET, POST } = collectionRoutes(landingPages);
