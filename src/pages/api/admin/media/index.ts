import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminUpload } from '#lib/http/admin-route.ts';
import { apiError, json, readFormData, RequestBodyError } from '#lib/http/api.ts';
import { decodeProblem } from '#lib/media/decode.ts';
import { inspectUpload } from '#lib/media/inspect.ts';
import { mediaJson } from '#lib/media/json.ts';
import { altText } from '#lib/media/input.ts';
import { MAX_UPLOAD_BODY_BYTES, MEDIA_MESSAGES } from '#lib/media/rules.ts';
import { insertImage, listMedia } from '#lib/media/admin.ts';

export const prerender = false;

/** GET /api/admin/media: every image, newest first, with its size, dimensions and where it is used. */
export const GET = adminRoute(
  async () => json({ images: (await listMedia(await getDb())).map(mediaJson) }),
  { resource: 'media', action: 'read' },
);

/**
 * POST multipart/form-data {file, alt}: checks the real type by its bytes (415), the size (413), the
 * dimensions, that the whole image decodes and the alt text (400), then stores it. Nothing is
 * stored when any check fails.
 */
export const POST = adminUpload(
  async ({ request }, user) => {
    const type = request.headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) {
      return apiError(415, MEDIA_MESSAGES.notMultipart);
    }
    let form: FormData;
    try {
      form = await readFormData(request, MAX_UPLOAD_BODY_BYTES, MEDIA_MESSAGES.bodyTooLarge);
    } catch (error) {
      if (error instanceof RequestBodyError) {
        return apiError(error.status, error.message, { fields: { file: error.message } });
      }
      return apiError(400, MEDIA_MESSAGES.notMultipart);
    }
    const file = form.get('file');
    const alt = altText.safeParse(form.get('alt') ?? '');
    const fields: Record<string, string> = {};
    if (!alt.success) fields.alt = alt.error.issues[0]!.message;
    if (!(file instanceof File)) {
      fields.file = MEDIA_MESSAGES.noFile;
      return apiError(400, MEDIA_MESSAGES.noFile, { fields });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const inspection = inspectUpload(bytes);
    if (!inspection.ok) {
      return apiError(inspection.status, inspection.message, {
        fields: { ...fields, file: inspection.message },
      });
    }
    const damaged = await decodeProblem(bytes);
    if (damaged) {
      const message = MEDIA_MESSAGES.undecodable(damaged);
      return apiError(400, message, { fields: { ...fields, file: message } });
    }
    if (!alt.success) return apiError(400, fields.alt!, { fields });
    const image = await withActivity(
      await getDb(),
      user,
      (tx) =>
        insertImage(tx, {
          bytes,
          type: inspection.type,
          width: inspection.width,
          height: inspection.height,
          filename: file.name,
          alt: alt.data,
          uploadedBy: user.email,
        }),
      (stored) => ({
        action: 'media.uploaded',
        subjectType: 'media',
        subjectId: stored.id,
        summary: `Uploaded “${stored.filename}” (${stored.width} × ${stored.height})`,
      }),
    );
    return json({ image: mediaJson({ ...image, usedBy: [] }) }, 201);
  },
  { resource: 'media', action: 'create' },
);
