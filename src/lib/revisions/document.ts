/**
 * A versioned record as one document: its row, as JSON (dates as ISO strings), plus the parts kept
 * in other tables that belong to it (a post's audience, stage and topic ids). Every table with an
 * `id` and a `version` column is versioned; its revisions go by the table's name (`kindOfTable`),
 * so a content type added later is read, recorded and listed with no code here unless it keeps
 * parts elsewhere.
 */
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#lib/db/database.ts';
import * as schema from '#lib/db/schema.ts';
import { readPostLinks } from '#lib/posts/links.ts';
import { registeredCollections } from '#lib/collections/registry.ts';
import { kindOfTable } from './fields.ts';

export type RevisionDocument = Record<string, unknown> & { version: number };

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** What a kind keeps outside its own row, read into its document. */
const DOCUMENT_PARTS: Readonly<
  Record<string, (db: Database | Transaction, id: string) => Promise<object>>
> = {
  posts: readPostLinks,
};

const versionedTables: ReadonlyMap<string, VersionedTable> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is VersionedTable => {
      if (!is(value, PgTable)) return false;
      const columns = getTableColumns(value);
      return 'id' in columns && 'version' in columns;
    })
    .map((table) => [kindOfTable(getTableName(table)), table]),
);

/** The tables of collections defined outside the schema (a test's own collection). */
const collectionTables = (): [string, VersionedTable][] =>
  registeredCollections().map(({ table }) => [kindOfTable(getTableName(table)), table]);

/** The versioned table a kind names, or null for anything else. */
export function versionedTable(kind: string): VersionedTable | null {
  return versionedTables.get(kind) ?? new Map(collectionTables()).get(kind) ?? null;
}

/** The kind of every versioned table (the kinds revisions are kept for). */
export function versionedKinds(): string[] {
  return [
    ...new Set([...versionedTables.keys(), ...collectionTables().map(([kind]) => kind)]),
  ].sort();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a row of `table` at all (a uuid column takes only uuids). */
export function fitsIdColumn(table: PgTable & { id: PgColumn }, id: string): boolean {
  return table.id.columnType !== 'PgUUID' || UUID.test(id);
}

/** The record as it stands now, as one JSON document; null when it does not exist. */
export async function readDocument(
  db: Database | Transaction,
  table: PgTable & { id: PgColumn },
  id: string,
): Promise<RevisionDocument | null> {
  if (!fitsIdColumn(table, id)) return null;
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as object[];
  if (!row) return null;
  const parts = DOCUMENT_PARTS[kindOfTable(getTableName(table))];
  const whole = parts ? { ...row, ...(await parts(db, id)) } : row;
  return JSON.parse(JSON.stringify(whole)) as RevisionDocument;
}
