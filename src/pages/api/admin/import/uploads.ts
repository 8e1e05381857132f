import { adminUpload } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { fileRefusal, refusedOnNetlify } from '#lib/import/http.ts';
import { stageUpload } from '#lib/import/staging.ts';

export const prerender = false;

/**
 * POST the file itself as the body (a WordPress export up to 50 MB, a ZIP up to 500 MB): it is
 * streamed to the server's staging folder and checked by its first bytes (415 if neither XML nor
 * ZIP, 413 past its limit). Answers its id, which POST /api/admin/import/jobs takes.
 */
export const POST = adminUpload(
  async (context) => {
    const netlify = refusedOnNetlify(context);
    if (netlify) return netlify;
    if (!context.request.body) return apiError(400, 'Send the file as the request body.');
    try {
      const upload = await stageUpload(context.request.body);
      return json({ upload: { id: upload.id, kind: upload.kind, size: upload.size } }, 201);
    } catch (error) {
      const refused = fileRefusal(error);
      if (refused) return refused;
      throw error;
    }
  },
  { resource: 'site-import', action: 'create' },
);
