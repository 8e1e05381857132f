/** The import's client: files sent as upload bodies with their progress, and the job routes. */
import type { DryRun, ImportMapping } from '#lib/import/fields.ts';
import type { ImportJobJson } from '#lib/import/json.ts';
import { ApiError, request } from './api.ts';

/** A job as the import routes send it: with its dry run, and whether its files are still there. */
export interface Planned {
  job: ImportJobJson;
  dryRun: DryRun | null;
  filesGone?: boolean;
}

/** Sends a file as the request body, reporting how much has gone. */
export function uploadFile(file: File, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/import/uploads');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = JSON.parse(xhr.responseText || '{}') as {
        upload?: { id: string };
        error?: string;
        fields?: Record<string, string>;
      };
      if (xhr.status === 201 && data.upload) resolve(data.upload.id);
      else
        reject(
          new ApiError(
            xhr.status,
            data.error ?? `Upload failed (HTTP ${xhr.status}).`,
            data.fields,
          ),
        );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'Could not reach the server. Check your connection and try again.'));
    xhr.send(file);
  });
}

export const importApi = {
  jobs: () => request<{ jobs: ImportJobJson[] }>('GET', '/api/admin/import/jobs'),
  start: (file: string, uploads: string | undefined) =>
    request<Planned>('POST', '/api/admin/import/jobs', { file, ...(uploads && { uploads }) }),
  job: (id: string) => request<Planned>('GET', `/api/admin/import/jobs/${id}`),
  remap: (id: string, mapping: ImportMapping, version: number) =>
    request<Planned>('PUT', `/api/admin/import/jobs/${id}`, { mapping }, version),
  step: (id: string) =>
    request<{ job: ImportJobJson }>('POST', `/api/admin/import/jobs/${id}/run`, {}),
};
