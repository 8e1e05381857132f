import { randomUUID } from 'node:crypto';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json, jsonText } from '#lib/http/api.ts';
import { versionTag } from '#lib/http/precondition.ts';
import { fileRefusal, refusedOnNetlify } from '#lib/import/http.ts';
import { importStartInput } from '#lib/import/input.ts';
import { listJobs } from '#lib/import/jobs.ts';
import { startImport } from '#lib/import/run.ts';
import { importAnswerBody, importJobJson } from '#lib/import/json.ts';
import { adoptUploads, removeJobFiles, stagedUpload } from '#lib/import/staging.ts';

export const prerender = false;

/** GET /api/admin/import/jobs: the latest imports, unfinished ones to resume among them. */
export const GET = adminRoute(
  async () => json({ jobs: (await listJobs(await getDb())).map(importJobJson) }),
  { resource: 'site-import', action: 'read' },
);

/**
 * POST {file, uploads?}: reads and checks the uploaded files and answers the dry run (201), with
 * the job that will import them; nothing is imported yet. A file it cannot take: 400 with the line
 * and the reason, and nothing is written. The files are read in the import worker (run.ts).
 */
export const POST = adminWrite(
  importStartInput,
  async (context, user, input) => {
    const netlify = refusedOnNetlify(context);
    if (netlify) return netlify;
    const main = await stagedUpload(input.file);
    const extra = input.uploads ? await stagedUpload(input.uploads) : undefined;
    if (!main || extra === null) {
      return apiError(400, 'That upload is not on the server (any more): upload the file again.', {
        fields: { [main ? 'uploads' : 'file']: 'Upload the file again.' },
      });
    }
    const id = randomUUID();
    const files = await adoptUploads(id, { main, uploads: extra });
    try {
      const { job, dryRun } = await startImport({ actor: user, files, label: input.label, id });
      return jsonText(importAnswerBody(job, dryRun), 201, { ETag: versionTag(job.version) });
    } catch (error) {
      await removeJobFiles(id);
      const refused = fileRefusal(error);
      if (refused) return refused;
      throw error;
    }
  },
  { resource: 'site-import', action: 'create' },
);
