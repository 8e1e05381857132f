/**
 * The records of each exported collection in an import of a site export: planned (what is there
 * already is left as it is) and created through the collection's own create, with its own checks,
 * its id kept, its old addresses kept, and its images mapped to this site's library.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Collection } from '#lib/collections/define.ts';
import { mapStringsAt } from '#lib/collections/field-paths.ts';
import { ContentError } from '#lib/content/errors.ts';
import type { Database } from '#lib/db/database.ts';
import type { CollectionRecord } from '#lib/export/format.ts';
import { firstIssue, type ItemOutcome } from './outcome.ts';
import { rememberImport } from './records.ts';

export interface CollectionItem {
  kind: 'collection';
  key: string;
  title: string;
  collection: Collection;
  record: CollectionRecord;
}

/** One item per record, keyed by the collection's subject and the record's id (`location:{id}`). */
export function collectionItems(
  collection: Collection,
  records: readonly CollectionRecord[],
): CollectionItem[] {
  return records.map((record) => ({
    kind: 'collection',
    key: `${collection.subject}:${record.id}`,
    title: `The ${collection.nouns.one} “${collection.title(record as never)}”`,
    collection,
    record,
  }));
}

/** Where the record goes ("At /locations/hartford."). */
export function placeOf({ collection, record }: CollectionItem): string {
  const path = collection.path(record);
  return path ? `At ${path}.` : `As the ${collection.nouns.one} “${record.slug}”.`;
}

/** Why an item is left out when this database has a record with its id or at its address. */
export function alreadyThere({ collection, record }: CollectionItem): string {
  const path = collection.path(record);
  return path
    ? `There is a page at ${path} already.`
    : `There is a ${collection.nouns.one} “${record.slug}” already.`;
}

/** The ids and the slugs of the records already here, for the items of one collection. */
export async function recordsThere(
  db: Database,
  collection: Collection,
  items: readonly CollectionItem[],
): Promise<{ ids: Set<string>; slugs: Set<string> }> {
  const { table } = collection;
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (let at = 0; at < items.length; at += 1000) {
    const batch = items.slice(at, at + 1000);
    const rows = (await db
      .select({ id: table.id, slug: table.slug })
      .from(table)
      .where(
        or(
          inArray(
            table.id,
            batch.map((item) => item.record.id),
          ),
          inArray(
            table.slug,
            batch.map((item) => item.record.slug),
          ),
        ),
      )) as { id: string; slug: string }[];
    for (const row of rows) {
      ids.add(row.id);
      slugs.add(row.slug);
    }
  }
  return { ids, slugs };
}

/** Imports one record; what is there already (same id or address) is left as it is. */
export async function applyCollectionItem(
  db: Database,
  actor: AdminUser,
  item: CollectionItem,
  context: {
    source: string;
    /** The site the export came from, as the activity log names it. */
    site: string;
    /** Maps a library image address of the export to this site's. */
    remapMedia: (text: string) => string;
  },
): Promise<ItemOutcome> {
  const { collection, record } = item;
  const { table } = collection;
  const [there] = (await db
    .select({ id: table.id })
    .from(table)
    .where(or(eq(table.slug, record.slug), eq(table.id, record.id)))) as { id: string }[];
  if (there) {
    await db.transaction((tx) =>
      rememberImport(tx, context.source, item.key, collection.subject, there.id),
    );
    return { outcome: 'unchanged', message: alreadyThere(item) };
  }
  const mapped = (collection.mediaFields ?? []).reduce<unknown>(
    (mapping, field) => mapStringsAt(mapping, field, context.remapMedia),
    record,
  );
  const input = (collection.importInput ?? collection.input).safeParse(mapped);
  if (!input.success) return { outcome: 'skipped', message: firstIssue(input.error) };
  try {
    await collection.create(db, actor, input.data, {
      id: record.id,
      alongside: async (tx, row) => {
        await collection.addresses?.keepOld(tx, row.id, record.oldSlugs);
        await rememberImport(tx, context.source, item.key, collection.subject, row.id);
      },
      activity: (row) => ({
        action: 'import.item',
        subjectType: collection.subject as never,
        subjectId: row.id,
        summary: `Imported ${item.title} from an export of ${context.site}`,
      }),
      announce: false,
    });
  } catch (error) {
    // The collection's own checks refused it (an address taken by an old one, a near duplicate).
    if (error instanceof ContentError) return { outcome: 'skipped', message: error.message };
    throw error;
  }
  return {
    outcome: 'created',
    message: placeOf(item),
    counts: { [collection.name]: 1 },
  };
}
