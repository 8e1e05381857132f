/**
 * What a stale save is told: who changed the record since the editor opened it, when, and which
 * fields, read from the record's revisions (docs/content-integrity.md, "Record versions"). Only a
 * real conflict gets here: the editor sends the version its last save left, so a second save on the
 * same screen is never stale.
 */
import { and, asc, eq, getTableName, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '#lib/db/database.ts';
import { contentRevisions } from '#lib/db/schema.ts';
import { documentDiff } from '#lib/revisions/diff.ts';
import { readDocument } from '#lib/revisions/document.ts';
import { kindOfTable } from '#lib/revisions/fields.ts';
import { CONFLICT_FIELDS_NAMED, type StaleConflict } from './conflict-words.ts';

export { staleConflictMessage, type StaleConflict } from './conflict-words.ts';

// Bookkeeping a row carries that is not what anybody edited.
const NOT_EDITED = new Set(['updatedBy']);

/**
 * The conflict between the version an editor opened (`opened`) and the record as it now stands,
 * inside the refused save's transaction. A version pruned from the history, or never kept, leaves
 * the fields unnamed rather than guessed.
 */
export async function staleConflict(
  tx: Transaction,
  table: PgTable & { id: PgColumn },
  id: string,
  opened: number,
): Promise<StaleConflict> {
  const kind = kindOfTable(getTableName(table));
  const ofRecord = and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, id));
  const [before] = await tx
    .select({ document: contentRevisions.document })
    .from(contentRevisions)
    .where(and(ofRecord, eq(contentRevisions.version, opened)))
    .limit(1);
  const since = await tx
    .select({ actorEmail: contentRevisions.actorEmail, at: contentRevisions.at })
    .from(contentRevisions)
    .where(and(ofRecord, gt(contentRevisions.version, opened)))
    .orderBy(asc(contentRevisions.version));
  const now = await readDocument(tx, table, id);
  const labels =
    before && now
      ? [
          ...new Set(
            documentDiff(before.document, now)
              .filter((change) => !NOT_EDITED.has(change.path.split('.')[0]!))
              .map((change) => change.label),
          ),
        ]
      : [];
  return {
    changedBy: [...new Set(since.map((row) => row.actorEmail).filter((email) => email !== null))],
    changedAt: since.at(-1)?.at.toISOString() ?? null,
    changes: labels.slice(0, CONFLICT_FIELDS_NAMED),
    moreChanges: Math.max(0, labels.length - CONFLICT_FIELDS_NAMED),
  };
}
