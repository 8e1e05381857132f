/**
 * The collections this process knows: each registers itself when its definition is evaluated
 * (defineCollection). What iterates every content type — revisions, activity, export and import —
 * reads them here, after importing the site's definitions (src/lib/collections/site.ts), so a type
 * added later is found without editing any of them. A test may define a collection of its own; it
 * is found the same way.
 */
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '#lib/access/policy.ts';
import { kindOfTable } from '#lib/revisions/fields.ts';

/**
 * What the framework below the collections (revisions, access) reads of one; the whole definition
 * is `Collection` in define.ts, which this module does not import (define.ts writes through
 * versioned.ts, which keeps revisions, which look collections up here).
 */
export interface RegisteredCollection {
  name: string;
  table: PgTable & { id: PgColumn; version: PgColumn };
  nouns: { one: string; many: string };
  subject: string;
  resource: Resource;
}

const collections = new Map<string, RegisteredCollection>();

export function registerCollection(collection: RegisteredCollection): void {
  const there = collections.get(collection.name);
  if (there && there.table !== collection.table) {
    throw new Error(`Two collections are named "${collection.name}".`);
  }
  collections.set(collection.name, collection);
}

/** Every collection registered, in the order they were defined. */
export function registeredCollections(): RegisteredCollection[] {
  return [...collections.values()];
}

export function collectionNamed(name: string): RegisteredCollection | null {
  return collections.get(name) ?? null;
}

/** The collection whose records an activity entry's subject names ('industry'). */
export function collectionOfSubject(subject: string): RegisteredCollection | null {
  return registeredCollections().find((collection) => collection.subject === subject) ?? null;
}

/** The collection whose records a revision's kind (its table's name, hyphenated) names. */
export function collectionOfKind(kind: string): RegisteredCollection | null {
  return (
    registeredCollections().find(({ table }) => kindOfTable(getTableName(table)) === kind) ?? null
  );
}
