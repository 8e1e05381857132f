import { collectionRetireRoutes } from '#lib/collections/routes.ts';
import { landingPages } from '#lib/landing-pages/collection.ts';

export const prerender = false;

/** GET: what links to the page; POST: unpublish it and redirect its address (routes.ts). */
export const { GET, POST } = collectionRetireRoutes(landingPages);
