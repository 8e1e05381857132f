import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { listPageDocuments } from '#lib/pages/admin.ts';
import { pageDocumentSummary } from '#lib/pages/json.ts';

export const prerender = false;

/** GET /api/admin/pages: every page document and Settings, with its version and last editor. */
export const GET = adminRoute(
  async () => json({ pages: (await listPageDocuments(await getDb())).map(pageDocumentSummary) }),
  { resource: 'pages', action: 'read' },
);
