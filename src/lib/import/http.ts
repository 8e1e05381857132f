/** What the import routes share: the refusal of a file, and the refusal on Netlify. */
import type { APIContext } from 'astro';
import { apiError } from '#lib/http/api.ts';
import { netlifyWaitUntil } from '#lib/netlify/wait-until.ts';
import { ImportFileError } from './errors.ts';
import { UploadRefused } from './staging.ts';

export const ON_NETLIFY_MESSAGE =
  'Imports run on the Node server, or from the command line (npm run import:wordpress -- FILE) with DATABASE_URL set to this site’s database: a Netlify function can take neither the file sizes nor the time.';

/** 501 inside a Netlify function (its request limit and lifetime are too small for an import). */
export function refusedOnNetlify(context: APIContext): Response | null {
  return netlifyWaitUntil(context.locals) ? apiError(501, ON_NETLIFY_MESSAGE) : null;
}

/** A file the import cannot take: 400 (413, 415 for an upload) with the reason on its field. */
export function fileRefusal(error: unknown): Response | null {
  if (error instanceof ImportFileError) {
    return apiError(400, error.message, { fields: { [error.field]: error.message } });
  }
  if (error instanceof UploadRefused) {
    return apiError(error.status, error.message, { fields: { file: error.message } });
  }
  return null;
}
