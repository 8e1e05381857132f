/**
 * The site's content types defined as collections, in the order an import creates them (what
 * others link to first). Importing this module registers each (src/lib/collections/registry.ts);
 * what iterates every type reads this list. Adding a type is a definition file and a line here.
 */
import { industries } from '#lib/industries/collection.ts';
import { locations } from '#lib/locations/collection.ts';

export const SITE_COLLECTIONS = [locations, industries] as const;
