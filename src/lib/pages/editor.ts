/**
 * What the admin's generic form needs to edit one document: the document, its form (the schema's
 * field descriptions), every fact with its value now (shown beside each reference), and the site's
 * pages (offered by link fields).
 */
import { pageLinks } from '#config/links.ts';
import type { Database } from '#lib/db/database.ts';
import { factList } from '#lib/facts/catalog.ts';
import { listAllIndustries } from '#lib/industries/admin.ts';
import { listAllLocations } from '#lib/locations/admin.ts';
import { currentSettings, readPageDocument } from './admin.ts';
import { describedForm } from './input.ts';
import { pageDocumentJson } from './json.ts';
import { PAGE_DOCUMENTS, type DocumentKey } from './registry.ts';

/** Every page a link field may offer: the site's own pages, cities and industries. */
export async function sitePaths(db: Database): Promise<string[]> {
  const [locations, industries] = await Promise.all([listAllLocations(db), listAllIndustries(db)]);
  return [
    ...new Set([
      '/',
      ...Object.values(pageLinks).map((link) => link.path),
      ...Object.values(PAGE_DOCUMENTS).flatMap((entry) => entry.paths),
      ...locations.map((row) => `/locations/${row.slug}`),
      ...industries.map((row) => `/industries/${row.slug}`),
    ]),
  ].sort();
}

export async function documentEditor(db: Database, key: DocumentKey) {
  const [row, settings, paths] = await Promise.all([
    readPageDocument(db, key),
    currentSettings(db),
    sitePaths(db),
  ]);
  return {
    page: pageDocumentJson(row),
    form: describedForm(PAGE_DOCUMENTS[key].schema),
    facts: factList(settings),
    paths,
  };
}

export type DocumentEditorJson = Awaited<ReturnType<typeof documentEditor>>;
