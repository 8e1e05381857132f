/** How the admin API sends a library image: dates as ISO strings, its path for posts to use. */
import type { MediaListItem } from './admin.ts';
import { mediaPath } from './urls.ts';

export const mediaJson = (image: MediaListItem) => ({
  id: image.id,
  path: mediaPath(image.id),
  filename: image.filename,
  contentType: image.contentType,
  byteSize: image.byteSize,
  width: image.width,
  height: image.height,
  alt: image.alt,
  uploadedBy: image.uploadedBy,
  createdAt: image.createdAt.toISOString(),
  usedBy: image.usedBy,
});
export type MediaJson = ReturnType<typeof mediaJson>;
