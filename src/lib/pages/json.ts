/** How the admin API sends page documents: dates as strings, with what the admin's list shows. */
import type { PageDocumentRow } from './admin.ts';
import { PAGE_DOCUMENTS, type DocumentKey } from './registry.ts';
import { retirablePath } from './retirable.ts';

/**
 * A page document as the Pages tab lists it; `retired`: the site's retired pages (their address →
 * where it redirects), for whether its page may be retired or already is.
 */
export function pageDocumentSummary(
  row: PageDocumentRow,
  retired: ReadonlyMap<string, string> = new Map(),
) {
  const key = row.id as DocumentKey;
  const { title, area, paths } = PAGE_DOCUMENTS[key];
  const retirable = retirablePath(key);
  return {
    key: row.id,
    title,
    area,
    paths: [...paths],
    /** Its page's address when it may be retired; null otherwise. */
    retirable,
    /** Where its retired page redirects; null while it is on the site. */
    retiredTo: (retirable && retired.get(retirable)) ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export function pageDocumentJson(row: PageDocumentRow) {
  return { ...pageDocumentSummary(row), document: row.document };
}

export type PageDocumentSummary = ReturnType<typeof pageDocumentSummary>;
export type PageDocumentJson = ReturnType<typeof pageDocumentJson>;

/** A fact as the editor shows it beside a reference: its name, what it is and its value now. */
export interface FactJson {
  name: string;
  label: string;
  value: string;
}
