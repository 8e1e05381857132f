/** The build's read of page documents: every document, by key, in one query. */
import type { Database } from '#lib/db/database.ts';
import { pageDocuments } from '#lib/db/schema.ts';

export async function readPageDocuments(db: Database): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ id: pageDocuments.id, document: pageDocuments.document })
    .from(pageDocuments);
  return new Map(rows.map((row) => [row.id, row.document]));
}
