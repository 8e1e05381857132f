/** The admin's client for page documents and Settings (/api/admin/pages). */
import type { DocumentValue } from '#lib/pages/fields.ts';
import type { DocumentEditorJson } from '#lib/pages/editor.ts';
import type { PageDocumentJson, PageDocumentSummary } from '#lib/pages/json.ts';
import type { StaleStatement } from '#lib/facts/stale-text.ts';
import { request } from './api.ts';

export type { DocumentEditorJson, PageDocumentSummary, StaleStatement };

export const pagesApi = {
  list: () => request<{ pages: PageDocumentSummary[] }>('GET', '/api/admin/pages'),
  open: (key: string) => request<DocumentEditorJson>('GET', `/api/admin/pages/${key}`),
  save: (key: string, document: DocumentValue, version: number | undefined) =>
    request<{ page: PageDocumentJson; staleText: StaleStatement[] }>(
      'PUT',
      `/api/admin/pages/${key}`,
      { document },
      version,
    ),
  shareLink: (key: string, document: DocumentValue) =>
    request<{ url: string; expiresAt: string }>('POST', `/api/admin/pages/${key}/share-link`, {
      document,
    }),
};
