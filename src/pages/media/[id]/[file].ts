import type { APIRoute, GetStaticPaths } from 'astro';
import { getDb } from '#lib/db/client.ts';
import { getImageFile } from '#lib/media/admin.ts';
import { shownImagesInUse } from '#lib/media/left-out.ts';
import { MEDIA_FORMATS, variantWidths, type MediaFormat } from '#lib/media/urls.ts';
import { blankImage, imageVariant, VARIANT_CONTENT_TYPES } from '#lib/media/variants.ts';

interface Props {
  id: string;
  sha256: string;
  width: number;
  format: MediaFormat;
}

/**
 * Every library image a page uses, at each of its widths, in AVIF and WebP:
 * /media/{id}/{width}.{format}. An image that does not decode is left out (no page shows it).
 */
export const getStaticPaths = (async () => {
  const images = await shownImagesInUse(await getDb());
  return images.flatMap((image) =>
    variantWidths(image.width).flatMap((width) =>
      MEDIA_FORMATS.map((format) => ({
        params: { id: image.id, file: `${width}.${format}` },
        props: { id: image.id, sha256: image.sha256, width, format } satisfies Props,
      })),
    ),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = async ({ props }) => {
  const load = async () => {
    const file = await getImageFile(await getDb(), props.id);
    if (!file) throw new Error(`Library image ${props.id} disappeared during the build`);
    return file.data;
  };
  const variant = await imageVariant(
    { sha256: props.sha256, load },
    props.width,
    props.format,
  ).catch((error: unknown) => {
    // It decoded when the pages were planned: one image still never fails the build.
    console.warn(
      `[media] /media/${props.id}/${props.width}.${props.format} could not be encoded (${(error as Error).message}); writing a blank image in its place`,
    );
    return blankImage(props.format);
  });
  return new Response(new Uint8Array(variant), {
    headers: { 'Content-Type': VARIANT_CONTENT_TYPES[props.format] },
  });
};
