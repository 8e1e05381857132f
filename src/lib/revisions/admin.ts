/**
 * Revisions of versioned records: written by src/lib/content/versioned.ts inside each save's
 * transaction, read by the admin's history. A revision is the whole document of one version with
 * who wrote it and when; it is never changed, and pruning removes only what `revisionsToPrune`
 * allows (the database refuses anything else).
 */
import { and, desc, eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminUser } from '#lib/auth/types.ts';
import { ContentError } from '#lib/content/errors.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { contentRevisions } from '#lib/db/schema.ts';
import { collectionOfKind } from '#lib/collections/registry.ts';
import { readDocument, versionedTable, type RevisionDocument } from './document.ts';
import {
  deletedRecordMessage,
  isPublishedDocument,
  kindNoun,
  kindOfTable,
  revisionsToPrune,
} from './fields.ts';

type Table = PgTable & { id: PgColumn };

/** What the admin calls a record of the kind: its collection's noun, else the kind's own. */
const nounOf = (kind: string) => collectionOfKind(kind)?.nouns.one ?? kindNoun(kind);

const ofRecord = (kind: string, id: string) =>
  and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, id));

async function insertRevision(
  tx: Transaction,
  kind: string,
  id: string,
  document: RevisionDocument,
  actor: AdminUser | null,
): Promise<void> {
  await tx
    .insert(contentRevisions)
    .values({
      kind,
      recordId: id,
      version: document.version,
      document,
      published: isPublishedDocument(document),
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
    })
    .onConflictDoNothing();
}

/**
 * Keeps the record's version as it stands now, written by `actor`, then prunes its revisions.
 * Returns the document kept.
 */
export async function keepRevision(
  tx: Transaction,
  actor: AdminUser,
  table: Table,
  id: string,
): Promise<RevisionDocument> {
  const kind = kindOfTable(getTableName(table));
  const document = await readDocument(tx, table, id);
  if (!document) throw new Error(`${kind} ${id} vanished inside its own transaction`);
  await insertRevision(tx, kind, id, document, actor);
  const kept = await tx
    .select({ version: contentRevisions.version, published: contentRevisions.published })
    .from(contentRevisions)
    .where(ofRecord(kind, id));
  for (const version of revisionsToPrune(kept)) {
    await tx
      .delete(contentRevisions)
      .where(and(ofRecord(kind, id), eq(contentRevisions.version, version)));
  }
  return document;
}

/**
 * Before a change to a record whose current version has no revision (seeded, imported, or written
 * before revisions were kept): keeps that version first, with no author, so the change can be
 * undone. The record is locked by the caller.
 */
export async function keepUnrecordedVersion(
  tx: Transaction,
  table: Table,
  id: string,
  version: number,
): Promise<void> {
  const kind = kindOfTable(getTableName(table));
  const [recorded] = await tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(and(ofRecord(kind, id), eq(contentRevisions.version, version)))
    .limit(1);
  if (recorded) return;
  const document = await readDocument(tx, table, id);
  if (document) await insertRevision(tx, kind, id, document, null);
}

export interface RevisionEntry {
  version: number;
  published: boolean;
  actorEmail: string | null;
  at: Date;
}

/** The record as it stands now; 404 for an unknown kind or a record that no longer exists. */
async function currentOf(db: Database, kind: string, id: string): Promise<RevisionDocument> {
  const table = versionedTable(kind);
  const current = table ? await readDocument(db, table, id) : null;
  if (!current) throw new ContentError('not-found', deletedRecordMessage(kind, nounOf(kind)));
  return current;
}

/** A record's revisions, newest first, with the record as it stands now. */
export async function listRevisions(
  db: Database,
  kind: string,
  id: string,
): Promise<{ current: RevisionDocument; revisions: RevisionEntry[] }> {
  const current = await currentOf(db, kind, id);
  const revisions = await db
    .select({
      version: contentRevisions.version,
      published: contentRevisions.published,
      actorEmail: contentRevisions.actorEmail,
      at: contentRevisions.at,
    })
    .from(contentRevisions)
    .where(ofRecord(kind, id))
    .orderBy(desc(contentRevisions.version));
  return { current, revisions };
}

/** One revision, whole, with the record as it stands now (to compare and restore). */
export async function getRevision(
  db: Database,
  kind: string,
  id: string,
  version: number,
): Promise<{
  current: RevisionDocument;
  revision: RevisionEntry & { document: RevisionDocument };
}> {
  const current = await currentOf(db, kind, id);
  const [revision] = await db
    .select({
      version: contentRevisions.version,
      published: contentRevisions.published,
      actorEmail: contentRevisions.actorEmail,
      at: contentRevisions.at,
      document: contentRevisions.document,
    })
    .from(contentRevisions)
    .where(and(ofRecord(kind, id), eq(contentRevisions.version, version)))
    .limit(1);
  if (!revision) {
    throw new ContentError(
      'not-found',
      `There is no version ${version} of this ${nounOf(kind)} in its history: it was never kept, or it was pruned.`,
    );
  }
  return { current, revision: { ...revision, document: revision.document as RevisionDocument } };
}
