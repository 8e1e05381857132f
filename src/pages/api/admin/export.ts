import { adminRoute } from '#lib/http/admin-route.ts';
import { publicOrigin } from '#lib/http/site-url.ts';
import { WORKER_LIMITS } from '#lib/workers/limits.ts';
import { runOffThread } from '#lib/workers/pool.ts';

export const prerender = false;

/**
 * GET /api/admin/export: "Export everything", a ZIP of posts (Markdown with front matter), images
 * (originals), audiences, stages, topics, location and industry pages, leads (CSV and JSON) and
 * redirects, which the importer reads back. Written in a worker, off the serving thread, and
 * streamed as it is written; the download is logged.
 */
export const GET = adminRoute(
  async (_context, user) => {
    const now = new Date();
    const { stream } = await runOffThread(
      'export.site',
      { actor: user, site: publicOrigin(), now },
      WORKER_LIMITS.export,
    );
    const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
    return new Response(stream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="northbeam-export-${stamp}.zip"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { resource: 'site-export', action: 'read' },
);
