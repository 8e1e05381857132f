/**
 * How every admin change to content is made, whatever the entity: one transaction that writes the
 * change and logs it in the activity log, then one publish request once it is committed. A record
 * that already exists carries a version: a change names the version the editor read (the API's
 * If-Match), is refused as `stale` when the record has moved on since, and bumps it. Two saves made
 * from the same read cannot both succeed, and neither is ever silently lost.
 *
 *   lock the row ─► compare versions ─► write ─► bump ─► revision ─► activity ─┐ one transaction
 *                                                                              └─► publish request
 *
 * Every version written is kept as a revision (src/lib/revisions/), whole, with who wrote it. What
 * depends on the record is decided here by the access table (src/lib/access/policy.ts), whatever
 * the route: a contributor may create and change records that are not published and stay
 * unpublished, and never delete.
 *
 * An entity module (src/lib/<entity>/admin.ts) names its table with `versionedRecord` and says what
 * its write does, how the log describes it and how the publishing line announces it; the rest is
 * here, once.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordActivity, type ActivityEntry } from '#lib/audit/activity.ts';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { sitePublisher } from '#lib/publishing/index.ts';
import { keepRevision, keepUnrecordedVersion } from '#lib/revisions/admin.ts';
import { leastRoleFor, mayChange, type Action, type Resource } from '#lib/access/policy.ts';
import { roleRefusal } from '#lib/access/refusal.ts';
import { staleConflict, staleConflictMessage } from './conflict.ts';
import { ContentError } from './errors.ts';

/** A table whose rows carry a version that every write bumps. */
export interface VersionedRecord<Row> {
  table: PgTable & { id: PgColumn; version: PgColumn; $inferSelect: Row };
  /** What the admin calls one ("location page"), in the refusal of a stale write. */
  noun: string;
  /** The refusal when the record does not exist. */
  notFound: string;
  /** What the access table calls its records (a page document's depends on its key). */
  resource: Resource | ((id: string) => Resource);
}

export function versionedRecord<Row>(
  table: VersionedRecord<Row>['table'],
  words: Omit<VersionedRecord<Row>, 'table'>,
): VersionedRecord<Row> {
  return { table, ...words };
}

/** The refusal of a write made against a version that is no longer the record's. */
export const staleMessage = (noun: string) =>
  `This ${noun} was changed by someone else since you opened it. Reload it to see their version, or overwrite it with yours.`;

/** What a change writes, and what it says about itself in the activity log and publishing line. */
export interface ContentChange<T, Before = never> {
  /** How the activity log records the change (who is added from the actor). */
  activity: (result: T, before: Before) => ActivityEntry;
  /**
   * The publishing line's words for the change; the site is rebuilt with it. Null: the change is
   * one of a batch (an import's items), whose caller asks for one publish when the batch is done.
   */
  announce: (result: T) => string | null;
}

/** Contributors write drafts only: the refusals, by what they tried. */
export const CONTRIBUTOR_MESSAGES = {
  live: (noun: string) =>
    `Contributors can change drafts only, and this ${noun} is live on the site. Ask an editor or an owner to change it.`,
  publish: (noun: string) =>
    `Contributors can save drafts only: leave this ${noun} unpublished, and an editor or an owner will publish it.`,
  delete: (noun: string) =>
    `Contributors cannot delete. Ask an editor or an owner to delete this ${noun}.`,
};

/**
 * Refuses, inside the transaction, a change the actor's role may not make to this record: the
 * access table's record rule (a contributor's drafts) or no grant at all.
 */
function checkChange(
  actor: AdminUser,
  record: VersionedRecord<unknown>,
  id: string,
  action: Action,
  change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
): void {
  const resource = typeof record.resource === 'function' ? record.resource(id) : record.resource;
  // An actor without a role is the site's own process (`npm run import:wordpress`): the operator's.
  const role = actor.role ?? 'owner';
  const verdict = mayChange(role, resource, action, change);
  if (verdict === true) return;
  const message =
    verdict === 'live' || verdict === 'publish'
      ? CONTRIBUTOR_MESSAGES[verdict](record.noun)
      : action === 'delete' && role === 'contributor'
        ? CONTRIBUTOR_MESSAGES.delete(record.noun)
        : roleRefusal(role, leastRoleFor(resource, action));
  throw new ContentError('forbidden', message);
}

/**
 * Every create and update passes here inside its transaction, with the record as written (its new
 * version included) and who wrote it: the version is kept as a revision, whole, and the record's
 * older revisions are pruned. A change the actor may not leave the record in (a contributor's that
 * makes it public) is refused, and the transaction with it.
 */
async function recordRevision(
  tx: Transaction,
  actor: AdminUser,
  record: VersionedRecord<unknown>,
  id: string,
  action: 'create' | 'update',
): Promise<void> {
  const written = await keepRevision(tx, actor, record.table, id);
  checkChange(actor, record, id, action, { before: null, after: written });
}

/**
 * Before a change to a record that exists: the actor may change it as it stands (a contributor
 * may not touch a public one), and a version that was never recorded (seeded, imported) is kept
 * first, so the change can be undone.
 */
async function beforeChange(
  tx: Transaction,
  actor: AdminUser,
  record: VersionedRecord<unknown>,
  id: string,
  current: unknown,
): Promise<void> {
  const row = current as Record<string, unknown> & { version: number };
  checkChange(actor, record, id, 'update', { before: row, after: null });
  await keepUnrecordedVersion(tx, record.table, id, row.version);
}

/** Logs the change in its transaction, then asks for a publish once it is committed. */
async function committed<T, Before>(
  db: Database | Transaction,
  actor: AdminUser,
  change: ContentChange<T, Before>,
  write: (tx: Transaction) => Promise<{ result: T; before: Before } | null>,
): Promise<T | null> {
  const done = await db.transaction(async (tx) => {
    const written = await write(tx);
    if (written) await recordActivity(tx, actor, change.activity(written.result, written.before));
    return written;
  });
  if (!done) return null;
  const words = change.announce(done.result);
  if (words !== null) sitePublisher().contentChanged(words);
  return done.result;
}

/** The record as it stands now (its version included), or not-found. */
export async function readRecord<Row>(
  db: Database | Transaction,
  record: VersionedRecord<Row>,
  id: string,
): Promise<Row> {
  const { table } = record;
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Row[];
  if (!row) throw new ContentError('not-found', record.notFound);
  return row;
}

/**
 * Locks the record and checks it is still at `expectedVersion`: else not-found, or stale naming who
 * changed it since, when, and which fields.
 */
async function lockAt<Row>(
  tx: Transaction,
  record: VersionedRecord<Row>,
  id: string,
  expectedVersion: number,
): Promise<Row> {
  const { table } = record;
  const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
  if (!current) throw new ContentError('not-found', record.notFound);
  const { version } = current as unknown as { version: number };
  if (version !== expectedVersion) {
    const conflict = await staleConflict(tx, table, id, expectedVersion);
    throw new ContentError('stale', staleConflictMessage(record.noun, conflict), {
      currentVersion: version,
      conflict,
    });
  }
  return current;
}

/** A new record (it starts at version 1, the column's default). */
export async function createVersioned<T>(
  db: Database | Transaction,
  actor: AdminUser,
  record: VersionedRecord<unknown>,
  change: ContentChange<T, null> & {
    /** Inserts the record; returns it and its id. */
    insert: (tx: Transaction) => Promise<{ id: string; result: T }>;
  },
): Promise<T> {
  const result = await committed(db, actor, change, async (tx) => {
    const { id, result } = await change.insert(tx);
    await recordRevision(tx, actor, record, id, 'create');
    return { result, before: null };
  });
  return result!;
}

/**
 * A change to an existing record, made against `expectedVersion`. `write` changes the row (the
 * version aside) and may answer 'unchanged' when there was nothing to do: then nothing is bumped,
 * logged or published. `read` returns the record as it now stands, new version included.
 */
export async function updateVersioned<Row, T>(
  db: Database | Transaction,
  actor: AdminUser,
  record: VersionedRecord<Row>,
  id: string,
  expectedVersion: number,
  change: ContentChange<T, Row> & {
    write: (tx: Transaction, current: Row) => Promise<'changed' | 'unchanged' | void>;
    read: (db: Database | Transaction) => Promise<T>;
  },
): Promise<T> {
  const { table } = record;
  const result = await committed(db, actor, change, async (tx) => {
    const current = await lockAt(tx, record, id, expectedVersion);
    await beforeChange(tx, actor, record, id, current);
    if ((await change.write(tx, current)) === 'unchanged') return null;
    await tx
      .update(table)
      .set({ version: sql`${table.version} + 1` })
      .where(eq(table.id, id));
    await recordRevision(tx, actor, record, id, 'update');
    return { result: await change.read(tx), before: current };
  });
  return result ?? change.read(db);
}

/**
 * A change to many records at once (a CSV of redirects): one transaction, one activity entry, one
 * publish request. Each record it edits is written by `write`, which keeps their versions.
 */
export async function changeBatch<T>(
  db: Database | Transaction,
  actor: AdminUser,
  change: ContentChange<T, null> & { write: (tx: Transaction) => Promise<T> },
): Promise<T> {
  const result = await committed(db, actor, change, async (tx) => ({
    result: await change.write(tx),
    before: null,
  }));
  return result!;
}

/** Deletes a record that is still at `expectedVersion`; `remove` returns what the log and line name. */
export async function deleteVersioned<Row, T>(
  db: Database | Transaction,
  actor: AdminUser,
  record: VersionedRecord<Row>,
  id: string,
  expectedVersion: number,
  change: ContentChange<T, Row> & {
    remove: (tx: Transaction, current: Row) => Promise<T>;
  },
): Promise<T> {
  const result = await committed(db, actor, change, async (tx) => {
    const current = await lockAt(tx, record, id, expectedVersion);
    checkChange(actor, record, id, 'delete', {
      before: current as Record<string, unknown>,
      after: null,
    });
    // Its history outlives it: the version deleted is kept too.
    await keepUnrecordedVersion(tx, record.table, id, (current as { version: number }).version);
    return { result: await change.remove(tx, current), before: current };
  });
  return result!;
}
