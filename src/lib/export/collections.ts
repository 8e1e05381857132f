/**
 * Each exported collection in a site export: a file named after it ({name}.json), its records as
 * stored but for bookkeeping (version, updatedAt), each with its old slugs when the collection keeps
 * them. A content type defined later is exported with no code here.
 */
import { asc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Collection } from '#lib/collections/define.ts';
import { everyCollection } from '#lib/collections/site.ts';
import type { Database } from '#lib/db/database.ts';

export const collectionFile = (collection: Pick<Collection, 'name'>) => `${collection.name}.json`;

export const exportedCollections = (): Collection[] =>
  everyCollection().filter((collection) => collection.exported);

export interface CollectionExport {
  collection: Collection;
  file: string;
  records: Record<string, unknown>[];
}

export async function collectionExports(db: Database): Promise<CollectionExport[]> {
  return Promise.all(
    exportedCollections().map(async (collection) => {
      const { table, addresses } = collection;
      const [rows, old] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .orderBy(asc(table.slug)) as Promise<Record<string, unknown>[]>,
        addresses?.oldSlugs(db),
      ]);
      const records = rows.map(({ updatedAt: _updated, version: _version, ...row }) =>
        old ? { ...row, oldSlugs: old.get(row.id as string) ?? [] } : row,
      );
      return { collection, file: collectionFile(collection), records };
    }),
  );
}
