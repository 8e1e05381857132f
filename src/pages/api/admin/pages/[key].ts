import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite, roleRefusal } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';
import { PAGE_NOT_FOUND, savePageDocument } from '#lib/pages/admin.ts';
import { documentEditor } from '#lib/pages/editor.ts';
import { checkDocument } from '#lib/pages/input.ts';
import { pageDocumentJson } from '#lib/pages/json.ts';
import { isDocumentKey } from '#lib/pages/registry.ts';
import { PAGE_DOCUMENT_BODY_BYTES, pageDocumentBody } from '#lib/pages/body.ts';
import type { SignedInAdmin } from '#lib/auth/types.ts';
import { ABILITIES, can } from '#lib/people/fields.ts';

/** Editors edit pages; Settings (the facts every page states) are for owners only. */
function settingsRefusal(key: string, user: SignedInAdmin): Response | null {
  if (key !== 'settings' || can(user.role, 'settings')) return null;
  return apiError(403, roleRefusal(user.role, ABILITIES.settings));
}

export const prerender = false;

/**
 * GET /api/admin/pages/{key}: the document with its form (the schema's fields), the facts and the
 * site's pages; its version is the ETag.
 */
export const GET = adminRoute(
  async ({ params }, user) => {
    const key = params.key ?? '';
    if (!isDocumentKey(key)) return apiError(404, PAGE_NOT_FOUND);
    const refused = settingsRefusal(key, user);
    if (refused) return refused;
    const editor = await documentEditor(await getDb(), key);
    return json(editor, 200, { ETag: `"${editor.page.version}"` });
  },
  { requires: ABILITIES.pages },
);

/**
 * PUT: replaces the document, checked field by field by its schema (400 with a message per field),
 * against the version in If-Match (428 without, 409 with the current version when stale).
 */
export const PUT = adminWrite(
  pageDocumentBody,
  async ({ params, request }, user, body) => {
    const key = params.key ?? '';
    if (!isDocumentKey(key)) return apiError(404, PAGE_NOT_FOUND);
    const refused = settingsRefusal(key, user);
    if (refused) return refused;
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const checked = checkDocument(key, body.document);
    if (!checked.ok) {
      return apiError(400, 'Please correct the highlighted fields.', { fields: checked.fields });
    }
    const row = await savePageDocument(
      await getDb(),
      user,
      key,
      checked.document,
      expected.version,
    );
    return versionedJson({ page: pageDocumentJson(row) }, row.version);
  },
  { maxBodyBytes: PAGE_DOCUMENT_BODY_BYTES, requires: ABILITIES.pages },
);
