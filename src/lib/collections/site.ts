/**
 * The site's content types defined as collections, in the order an import creates them (what
 * others link to first). Importing this module registers each (src/lib/collections/registry.ts);
 * what iterates every type reads this list. Adding a type is a definition file and a line here.
 */
import { definedCollections, type Collection } from './define.ts';
import { industries } from '#lib/industries/collection.ts';
import { landingPages } from '#lib/landing-pages/collection.ts';
import { locations } from '#lib/locations/collection.ts';

export const SITE_COLLECTIONS = [locations, industries, landingPages] as const;

/**
 * Every collection of this process: the site's, then any defined after them (a test's own). What
 * iterates every content type (export, import) reads this.
 */
export function everyCollection(): Collection[] {
  return [
    ...SITE_COLLECTIONS,
    ...definedCollections().filter((c) => !SITE_COLLECTIONS.includes(c as never)),
  ];
}
