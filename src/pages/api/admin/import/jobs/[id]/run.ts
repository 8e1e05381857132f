import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminUpload } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { fileRefusal, refusedOnNetlify } from '#lib/import/http.ts';
import { importStep } from '#lib/import/run.ts';
import { importJobJson } from '#lib/import/json.ts';

export const prerender = false;

/**
 * POST: one step of the import (about four seconds of items, in the import worker), from where it
 * stopped; answers the job with its progress (an item that failed is in its log, and passed). The screen asks for steps until the job is done; asking again after a restart
 * or a closed tab resumes it.
 */
export const POST = adminUpload(
  async (context, user) => {
    const netlify = refusedOnNetlify(context);
    if (netlify) return netlify;
    const id = z.uuid().safeParse(context.params.id).success ? context.params.id! : null;
    if (!id) return apiError(404, 'That import does not exist.');
    try {
      return json({ job: importJobJson(await importStep(await getDb(), user, id)) });
    } catch (error) {
      const refused = fileRefusal(error);
      if (refused) return refused;
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return apiError(
          410,
          'The files of this import are gone (the server’s import staging folder was emptied). Upload them again: what was imported stays, and nothing is imported twice.',
        );
      }
      throw error;
    }
  },
  { resource: 'site-import', action: 'update' },
);
