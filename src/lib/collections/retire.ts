/**
 * Retiring a page: it is unpublished and its address redirects where the marketer chose, in one
 * change (one transaction, one version, one activity entry, one publish). Either both happen or
 * neither: a redirect the rules refuse (a loop, a target that is itself retired away) leaves the
 * page as it was. Before, `linksPointingAt` (inbound-links.ts) lists what links to it.
 */
import { eq } from 'drizzle-orm';
import type { ActivityAction, ActivitySubject } from '#lib/audit/activity.ts';
import type { AdminUser } from '#lib/auth/types.ts';
import { ContentError } from '#lib/content/errors.ts';
import { readRecord, updateVersioned } from '#lib/content/versioned.ts';
import type { Database } from '#lib/db/database.ts';
import { addKeptRedirects } from '#lib/redirects/admin.ts';
import { retireInput, retireTarget, RETIRE_TARGET_MESSAGES } from '#lib/redirects/retire-target.ts';
import type { Collection, CollectionRow } from './define.ts';

export const RETIRE_MESSAGES = {
  ...RETIRE_TARGET_MESSAGES,
  noAddress: (noun: string) => `A ${noun} has no address of its own to retire.`,
  noDrafts: (noun: string) => `A ${noun} cannot be unpublished, so it cannot be retired.`,
};

export { retireInput };

export interface Retired<Row> {
  row: Row;
  from: string;
  to: string;
}

/** Unpublishes the record at `expectedVersion` and redirects its address to `redirectTo`. */
export async function retireRecord<Row extends CollectionRow>(
  db: Database,
  actor: AdminUser,
  collection: Collection<Row>,
  id: string,
  expectedVersion: number,
  redirectTo: string,
): Promise<Retired<Row>> {
  const { table, nouns, subject } = collection;
  if (!('isPublished' in table))
    throw new ContentError('invalid', RETIRE_MESSAGES.noDrafts(nouns.one));
  let from = '';
  let to = '';
  const row = await updateVersioned(db, actor, collection.record, id, expectedVersion, {
    write: async (tx, before) => {
      const path = collection.path(before);
      if (!path) throw new ContentError('invalid', RETIRE_MESSAGES.noAddress(nouns.one));
      const target = retireTarget(redirectTo, path);
      await tx
        .update(table)
        .set({ isPublished: false, updatedAt: new Date() })
        .where(eq(table.id, id));
      const [outcome] = await addKeptRedirects(
        tx,
        [
          {
            source: { path, query: '' },
            to: target,
            note: `Retired the ${nouns.one} for ${collection.title(before)}`,
          },
        ],
        'manual',
      );
      if (outcome?.outcome === 'skipped') {
        throw new ContentError('conflict', outcome.reason ?? RETIRE_MESSAGES.target, {
          field: 'redirectTo',
        });
      }
      from = path;
      to = outcome?.to ?? target;
    },
    read: (tx) => readRecord(tx, collection.record, id),
    activity: (saved) => ({
      action: `${subject}.updated` as ActivityAction,
      subjectType: subject as ActivitySubject,
      subjectId: saved.id,
      summary: `Retired the ${nouns.one} for ${collection.title(saved)}: ${from} now redirects to ${to}`,
      details: { retired: true, from, to },
    }),
    announce: (saved) => `Retired the ${nouns.one} for ${collection.shortTitle(saved)}`,
  });
  return { row, from, to };
}
