import { getDb } from '#lib/db/client.ts';
import { recordActivity } from '#lib/audit/activity.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { publicOrigin } from '#lib/http/site-url.ts';
import { siteExport } from '#lib/export/site-export.ts';

export const prerender = false;

/**
 * GET /api/admin/export: "Export everything", a ZIP of posts (Markdown with front matter), images
 * (originals), audiences, stages, topics, location and industry pages, leads (CSV and JSON) and
 * redirects, which the importer reads back. Streamed as it is written; the download is logged.
 */
export const GET = adminRoute(async (_context, user) => {
  const db = await getDb();
  const now = new Date();
  const { stream, counts } = await siteExport(db, { site: publicOrigin(), now });
  await recordActivity(db, user, {
    action: 'site.exported',
    subjectType: 'import',
    summary: `Exported everything (${counts.posts} posts, ${counts.media} images, ${counts.leads} leads)`,
    details: counts,
  });
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return new Response(stream(), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="northbeam-export-${stamp}.zip"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
