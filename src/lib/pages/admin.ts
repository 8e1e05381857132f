/**
 * The admin's reads and writes of page documents and Settings, each write through the shared
 * versioned change (src/lib/content/versioned.ts): the document is replaced whole, against the
 * version the editor opened, and the activity log says who changed which fields in the same
 * transaction. A save that changes nothing changes no version and logs nothing.
 */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser } from '#lib/auth/types.ts';
import { readRecord, updateVersioned, versionedRecord } from '#lib/content/versioned.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { pageDocuments } from '#lib/db/schema.ts';
import { factValues } from '#lib/facts/catalog.ts';
import { settingsSchema, type SiteSettings } from './documents/settings.ts';
import { changedFields } from './changes.ts';
import { describedForm, shownLengthProblems } from './input.ts';
import { menuLinkProblems, siteLinksOf } from './menu-links.ts';
import { DOCUMENT_KEYS, PAGE_DOCUMENTS, type DocumentKey, type DocumentOf } from './registry.ts';
import { ContentError } from '#lib/content/errors.ts';
import { pageDocumentResource } from '#lib/access/policy.ts';

export type PageDocumentRow = typeof pageDocuments.$inferSelect;

export const PAGE_NOT_FOUND = 'That page document does not exist.';

const recordOf = (key: DocumentKey) =>
  versionedRecord<PageDocumentRow>(pageDocuments, {
    noun: key === 'settings' ? 'settings document' : 'page',
    resource: pageDocumentResource(key),
    notFound: PAGE_NOT_FOUND,
  });

/** Every document the database holds, in the registry's order. */
export async function listPageDocuments(db: Database): Promise<PageDocumentRow[]> {
  const rows = await db.select().from(pageDocuments).orderBy(asc(pageDocuments.id));
  const order = new Map(DOCUMENT_KEYS.map((key, index) => [key as string, index]));
  return rows
    .filter((row) => order.has(row.id))
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

export function readPageDocument(
  db: Database | Transaction,
  key: DocumentKey,
): Promise<PageDocumentRow> {
  return readRecord(db, recordOf(key), key);
}

/** The facts as Settings holds them now. */
export async function currentSettings(db: Database | Transaction): Promise<SiteSettings> {
  const row = await readPageDocument(db, 'settings');
  return settingsSchema.parse(row.document);
}

/** Every reference's value as Settings holds them now. */
export async function currentFactValues(
  db: Database | Transaction,
): Promise<Record<string, string>> {
  return factValues(await currentSettings(db));
}

/**
 * With these facts, the texts of every page document that would be too long as shown, each named
 * by its page and field (a Settings change can lengthen a search description it fills in).
 */
async function pagesTooLongWith(
  tx: Database | Transaction,
  facts: Record<string, string>,
): Promise<string[]> {
  const rows = await tx.select().from(pageDocuments);
  return rows.flatMap((row) => {
    if (row.id === 'settings' || !Object.hasOwn(PAGE_DOCUMENTS, row.id)) return [];
    const key = row.id as DocumentKey;
    const problems = shownLengthProblems(
      describedForm(PAGE_DOCUMENTS[key].schema),
      row.document,
      facts,
    );
    return Object.entries(problems).map(
      ([path, message]) => `${PAGE_DOCUMENTS[key].title} (${path}): ${message}`,
    );
  });
}

/**
 * Replaces a document (already checked by its schema) provided it is still at `expectedVersion`.
 * A page's search title and description are checked as shown with today's facts; new Settings are
 * checked against every page's.
 */
export async function savePageDocument(
  db: Database | Transaction,
  editor: AdminUser,
  key: DocumentKey,
  document: Record<string, unknown>,
  expectedVersion: number,
): Promise<PageDocumentRow> {
  const { title } = PAGE_DOCUMENTS[key];
  const record = recordOf(key);
  return updateVersioned(db, editor, record, key, expectedVersion, {
    write: async (tx, before) => {
      if (changedFields(before.document, document).length === 0) return 'unchanged';
      if (key === 'settings') {
        const tooLong = await pagesTooLongWith(tx, factValues(settingsSchema.parse(document)));
        if (tooLong.length > 0) {
          throw new ContentError(
            'invalid',
            `With these settings some page copy would be too long as shown: ${tooLong.join(' ')}`,
          );
        }
      } else {
        await refuseTooLongAsShown(tx, PAGE_DOCUMENTS[key].schema, document);
      }
      await tx
        .update(pageDocuments)
        .set({ document, updatedAt: new Date(), updatedBy: editor.email })
        .where(eq(pageDocuments.id, key));
      return 'changed';
    },
    read: (tx) => readRecord(tx, record, key),
    activity: (saved, before) => {
      const changes = changedFields(before.document, saved.document);
      return {
        action: key === 'settings' ? 'settings.updated' : 'page.updated',
        subjectType: key === 'settings' ? 'settings' : 'page',
        subjectId: key,
        summary: `Saved ${title}: ${describeChanges(changes)}`,
        details: { version: saved.version, changes: changes.slice(0, 50) },
      };
    },
    announce: () => `Saved ${title}`,
  });
}

/**
 * What a document's schema cannot check, by field: the database's side of it. The menus' links to
 * pages of this site must lead to pages that are there and published (menu-links.ts).
 */
export async function documentProblems<K extends DocumentKey>(
  db: Database,
  key: K,
  document: DocumentOf<K>,
): Promise<Record<string, string>> {
  if (key !== 'menus') return {};
  return menuLinkProblems(db, siteLinksOf(document as DocumentOf<'menus'>));
}

/** "hero.title" or "3 fields (hero.title, why.items.0.title, …)". */
function describeChanges(changes: readonly { path: string }[]): string {
  if (changes.length === 1) return changes[0]!.path;
  const shown = changes.slice(0, 3).map((change) => change.path);
  return `${changes.length} fields (${shown.join(', ')}${changes.length > 3 ? ', …' : ''})`;
}

/**
 * Refuses (400, on the field) a text of `value` that `schema` limits as shown (a search title or
 * description) and that is too long once today's facts fill in its references.
 */
export async function refuseTooLongAsShown(
  tx: Database | Transaction,
  schema: z.ZodType,
  value: unknown,
): Promise<void> {
  const [settings] = await tx
    .select({ document: pageDocuments.document })
    .from(pageDocuments)
    .where(eq(pageDocuments.id, 'settings'));
  // A database without Settings yet (before its first migration's seed) has nothing to fill in.
  const parsed = settingsSchema.safeParse(settings?.document);
  if (!parsed.success) return;
  const problems = shownLengthProblems(describedForm(schema), value, factValues(parsed.data));
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw new ContentError('invalid', message, { field });
}
