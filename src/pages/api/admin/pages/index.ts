import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { listPageDocuments } from '#lib/pages/admin.ts';
import { pageDocumentSummary } from '#lib/pages/json.ts';
import { retiredPages } from '#lib/redirects/retired.ts';

export const prerender = false;

/**
 * GET /api/admin/pages: every page document and Settings, with its version, last editor, and whether
 * its page may be retired or already is.
 */
export const GET = adminRoute(
  async () => {
    const db = await getDb();
    const [rows, retired] = await Promise.all([listPageDocuments(db), retiredPages(db)]);
    return json({ pages: rows.map((row) => pageDocumentSummary(row, retired)) });
  },
  { resource: 'pages', action: 'read' },
);
