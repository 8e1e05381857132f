/** The admin's calls to the media library, and where the admin shows a library image from. */
import type { MediaJson } from '#lib/media/json.ts';
import { mediaIdOf, mediaOriginalPath } from '#lib/media/urls.ts';
import { ApiError, request } from './api.ts';

export type { MediaJson };

/** The original, for the admin's thumbnails and previews (pages use the build's variants). */
export const adminImageSrc = (path: string): string => {
  const id = mediaIdOf(path);
  return id ? mediaOriginalPath(id) : path;
};

export const mediaApi = {
  list: () => request<{ images: MediaJson[] }>('GET', '/api/admin/media'),
  setAlt: (id: string, alt: string) =>
    request<{ image: MediaJson }>('PATCH', `/api/admin/media/${id}`, { alt }),
  remove: (id: string) => request<{ ok: true }>('DELETE', `/api/admin/media/${id}`),
  /** A multipart upload; field messages come back as ApiError fields `file` and `alt`. */
  async upload(file: File, alt: string): Promise<MediaJson> {
    const form = new FormData();
    form.set('file', file);
    form.set('alt', alt);
    let response: Response;
    try {
      response = await fetch('/api/admin/media', {
        method: 'POST',
        credentials: 'same-origin',
        body: form,
      });
    } catch {
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
    }
    const data = (await response.json().catch(() => ({}))) as {
      image?: MediaJson;
      error?: string;
      fields?: Record<string, string>;
    };
    if (!response.ok || !data.image) {
      throw new ApiError(
        response.status,
        data.error ?? `Upload failed (HTTP ${response.status}).`,
        data.fields ?? {},
      );
    }
    return data.image;
  },
};
