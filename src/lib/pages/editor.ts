/**
 * What the admin's generic form needs to edit one document: the document, its form (the schema's
 * field descriptions), every fact with its value now (shown beside each reference), and the site's
 * pages (offered by link fields).
 */
import { pageLinks } from '#config/links.ts';
import type { Database } from '#lib/db/database.ts';
import { factList } from '#lib/facts/catalog.ts';
import type { Collection } from '#lib/collections/define.ts';
import { currentSettings, readPageDocument } from './admin.ts';
import { describedForm } from './input.ts';
import { pageDocumentJson } from './json.ts';
import { PAGE_DOCUMENTS, type DocumentKey } from './registry.ts';

/** Every page a link field may offer: the site's own pages and each collection's records. */
export async function sitePaths(
  db: Database,
  collections: readonly Collection[],
): Promise<string[]> {
  const records = await Promise.all(
    collections.map(async (collection) =>
      (await collection.listAll(db)).map((row) => collection.path(row)),
    ),
  );
  return [
    ...new Set([
      '/',
      ...Object.values(pageLinks).map((link) => link.path),
      ...Object.values(PAGE_DOCUMENTS).flatMap((entry) => entry.paths),
      ...records.flat().filter((path) => path !== null),
    ]),
  ].sort();
}

export async function documentEditor(
  db: Database,
  key: DocumentKey,
  collections: readonly Collection[],
) {
  const [row, settings, paths] = await Promise.all([
    readPageDocument(db, key),
    currentSettings(db),
    sitePaths(db, collections),
  ]);
  return {
    page: pageDocumentJson(row),
    form: describedForm(PAGE_DOCUMENTS[key].schema),
    facts: factList(settings),
    paths,
  };
}

export type DocumentEditorJson = Awaited<ReturnType<typeof documentEditor>>;
