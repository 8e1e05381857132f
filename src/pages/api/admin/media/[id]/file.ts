import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { apiError } from '#lib/http/api.ts';
import { getImageFile, imageFileResponse } from '#lib/media/admin.ts';

export const prerender = false;

/** GET: the original image, for the admin's thumbnails and previews (public pages use the build's variants). */
export const GET = adminRoute(
  async ({ params }) => {
    const id = z.uuid().safeParse(params.id).success ? params.id : undefined;
    const file = id ? await getImageFile(await getDb(), id) : null;
    if (!file) return apiError(404, 'That image does not exist (it may have been deleted).');
    return imageFileResponse(file, {
      'Cache-Control': 'private, max-age=3600',
      ETag: `"${file.sha256}"`,
      'Content-Disposition': `inline; filename="${file.filename}"`,
    });
  },
  { resource: 'media', action: 'read' },
);
