import { SITE_COLLECTIONS } from '#lib/collections/site.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite, type RouteAccess } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';
import {
  currentFactValues,
  documentProblems,
  PAGE_NOT_FOUND,
  savePageDocument,
} from '#lib/pages/admin.ts';
import { staleStatements } from '#lib/facts/stale-text.ts';
import { documentEditor } from '#lib/pages/editor.ts';
import { checkDocument } from '#lib/pages/input.ts';
import { pageDocumentJson } from '#lib/pages/json.ts';
import { isDocumentKey } from '#lib/pages/registry.ts';
import { PAGE_DOCUMENT_BODY_BYTES, pageDocumentBody } from '#lib/pages/body.ts';
import { pageDocumentResource } from '#lib/access/policy.ts';

/** A page document is page copy (editors) or Settings (owners); an unknown key is a 404. */
const documentAccess = (action: 'read' | 'update'): RouteAccess => ({
  resource: ({ params }) =>
    isDocumentKey(params.key ?? '')
      ? pageDocumentResource(params.key ?? '')
      : { notFound: PAGE_NOT_FOUND },
  action,
});

export const prerender = false;

/**
 * GET /api/admin/pages/{key}: the document with its form (the schema's fields), the facts and the
 * site's pages; its version is the ETag.
 */
export const GET = adminRoute(async ({ params }) => {
  const key = params.key ?? '';
  if (!isDocumentKey(key)) return apiError(404, PAGE_NOT_FOUND);
  const editor = await documentEditor(await getDb(), key, SITE_COLLECTIONS);
  return json(editor, 200, { ETag: `"${editor.page.version}"` });
}, documentAccess('read'));

/**
 * PUT: replaces the document, checked field by field by its schema and by what the schema cannot
 * see (a menu link to a page that is not on the site; 400 with a message per field), against the
 * version in If-Match (428 without, 409 with the current version when stale). For
 * Settings, `staleText` lists the content that still states a changed fact's old value.
 */
export const PUT = adminWrite(
  pageDocumentBody,
  async ({ params, request }, user, body) => {
    const key = params.key ?? '';
    if (!isDocumentKey(key)) return apiError(404, PAGE_NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const checked = checkDocument(key, body.document);
    if (!checked.ok) {
      return apiError(400, 'Please correct the highlighted fields.', { fields: checked.fields });
    }
    const db = await getDb();
    const problems = await documentProblems(db, key, checked.document);
    if (Object.keys(problems).length > 0) {
      return apiError(400, 'Please correct the highlighted fields.', { fields: problems });
    }
    const factsBefore = key === 'settings' ? await currentFactValues(db) : null;
    const row = await savePageDocument(db, user, key, checked.document, expected.version);
    // A fact changed in Settings: what content still states its old value, to edit next.
    const staleText = factsBefore
      ? await staleStatements(db, factsBefore, await currentFactValues(db))
      : [];
    return versionedJson({ page: pageDocumentJson(row), staleText }, row.version);
  },
  { maxBodyBytes: PAGE_DOCUMENT_BODY_BYTES, ...documentAccess('update') },
);
