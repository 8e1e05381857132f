/** How the admin API sends page documents: dates as strings, with what the admin's list shows. */
import type { PageDocumentRow } from './admin.ts';
import { PAGE_DOCUMENTS, type DocumentKey } from './registry.ts';

export function pageDocumentSummary(row: PageDocumentRow) {
  const { title, area, paths } = PAGE_DOCUMENTS[row.id as DocumentKey];
  return {
    key: row.id,
    title,
    area,
    paths: [...paths],
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
