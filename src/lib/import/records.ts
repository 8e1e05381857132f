/**
 * What imports have brought in, by where it came from (import_records): the key of a WordPress post
 * (`post:123`) or upload (`upload:2019/05/photo.jpg`), or of an exported record, and the record it
 * became. Importing the same file again finds every item here and creates nothing twice.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { importRecords } from '#lib/db/schema.ts';

/** What a key became: one of these, or a collection's record (named by its subject). */
export type ImportedEntity =
  'post' | 'media' | 'taxonomy' | 'lead' | 'redirects' | CollectionSubject;
/** A collection's subject ('location', 'industry'): src/lib/collections/define.ts. */
type CollectionSubject = string & {};

/** Every key this source has brought in, with the id of what it became. */
export async function importedFrom(
  db: Database | Transaction,
  source: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: importRecords.sourceKey, id: importRecords.entityId })
    .from(importRecords)
    .where(eq(importRecords.source, source));
  return new Map(rows.map((row) => [row.key, row.id]));
}

export async function importedRecord(
  db: Database | Transaction,
  source: string,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: importRecords.entityId })
    .from(importRecords)
    .where(and(eq(importRecords.source, source), eq(importRecords.sourceKey, key)));
  return row?.id ?? null;
}

/** Remembers what `key` became (a second import of it meets this row, in the same transaction). */
export async function rememberImport(
  tx: Transaction,
  source: string,
  key: string,
  entity: ImportedEntity,
  entityId: string,
): Promise<void> {
  await tx
    .insert(importRecords)
    .values({ source, sourceKey: key, entity, entityId })
    .onConflictDoUpdate({
      target: [importRecords.source, importRecords.sourceKey],
      set: { entity, entityId },
    });
}
