import { collectionItemRoutes } from '#lib/collections/routes.ts';
import { landingPages } from '#lib/landing-pages/collection.ts';

export const prerender = false;

/** PUT: replaces a record at the version the editor opened (src/lib/collections/routes.ts). */
export const { PUT } = collectionItemRoutes(landingPages);
