import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { PAGE_NOT_FOUND } from '#lib/pages/admin.ts';
import { PAGE_DOCUMENT_BODY_BYTES, pageDocumentBody } from '#lib/pages/body.ts';
import { checkDocument } from '#lib/pages/input.ts';
import { PAGE_DOCUMENTS, isDocumentKey } from '#lib/pages/registry.ts';
import { createPageShareLink } from '#lib/preview/page-preview-links.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';

export const prerender = false;

/**
 * POST /api/admin/pages/{key}/share-link: a 7-day link to the page as the form holds it now, saved
 * or not, for a reviewer without an account; the page's previous link stops working. The document
 * is checked like a save (400 with a message per field). The answer is private: the token is the key.
 */
export const POST = adminWrite(
  pageDocumentBody,
  async ({ params, url }, user, body) => {
    const key = params.key ?? '';
    if (!isDocumentKey(key) || key === 'settings') return apiError(404, PAGE_NOT_FOUND);
    const checked = checkDocument(key, body.document);
    if (!checked.ok) {
      return apiError(400, 'Please correct the highlighted fields.', { fields: checked.fields });
    }
    const link = await withActivity(
      await getDb(),
      user,
      (tx) => createPageShareLink(tx, key, checked.document as Record<string, unknown>),
      (created) => ({
        action: 'page.share-link',
        subjectType: 'page',
        subjectId: key,
        // Never the token: the log is read by every admin, the link is a key.
        summary: `Created a share-preview link for ${PAGE_DOCUMENTS[key].title}, valid until ${formatSiteTime(created.expiresAt)}`,
      }),
    );
    return json(
      {
        url: new URL(`/preview/pages/${link.token}`, url).href,
        expiresAt: link.expiresAt.toISOString(),
      },
      201,
      { 'Cache-Control': 'no-store' },
    );
  },
  // Whoever may edit the page may share it, as with posts.
  { maxBodyBytes: PAGE_DOCUMENT_BODY_BYTES, resource: 'pages', action: 'share' },
);
