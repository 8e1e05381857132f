import { z } from 'zod';
import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminDelete, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { mediaJson } from '#lib/media/json.ts';
import { mediaAltInput } from '#lib/media/input.ts';
import { deleteImage, updateImageAlt } from '#lib/media/admin.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

const NOT_FOUND = 'That image does not exist (it may have been deleted).';
const imageId = (id: string | undefined) => (z.uuid().safeParse(id).success ? id : undefined);

/** PATCH {alt}: new alt text; pages that show the image get it with the next build. */
export const PATCH = adminWrite(
  mediaAltInput,
  async ({ params }, user, { alt }) => {
    const id = imageId(params.id);
    const image = id
      ? await withActivity(
          await getDb(),
          user,
          (tx) => updateImageAlt(tx, id, alt),
          (updated) =>
            updated && {
              action: 'media.updated',
              subjectType: 'media',
              subjectId: id,
              summary: `Changed the alt text of “${updated.filename}”`,
            },
        )
      : null;
    if (!image) return apiError(404, NOT_FOUND);
    sitePublisher().contentChanged(`Changed the alt text of “${image.filename}”`);
    return json({ image: mediaJson({ ...image, usedBy: [] }) });
  },
  { resource: 'media', action: 'update' },
);

/** DELETE: refused with 409 naming the pages that use the image. */
export const DELETE = adminDelete(
  async ({ params }, user) => {
    const id = imageId(params.id);
    if (!id) return apiError(404, NOT_FOUND);
    await withActivity(
      await getDb(),
      user,
      (tx) => deleteImage(tx, id),
      (deleted) => ({
        action: 'media.deleted',
        subjectType: 'media',
        subjectId: id,
        summary: `Deleted the image “${deleted.filename}”`,
      }),
    );
    return json({ ok: true });
  },
  { resource: 'media', action: 'delete' },
);
