import { z } from 'zod';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, jsonText } from '#lib/http/api.ts';
import { expectedVersion, versionTag } from '#lib/http/precondition.ts';
import { fileRefusal } from '#lib/import/http.ts';
import { importMappingBody } from '#lib/import/input.ts';
import { importWithPlan, remapImport } from '#lib/import/run.ts';
import { importAnswerBody } from '#lib/import/json.ts';

export const prerender = false;

const NOT_FOUND = 'That import does not exist.';
const idOf = (id: string | undefined) => (z.uuid().safeParse(id).success ? id! : null);

/** GET: the job, with its dry run while it is not done (null once done, or when its files are gone). */
export const GET = adminRoute(
  async ({ params }) => {
    const id = idOf(params.id);
    if (!id) return apiError(404, NOT_FOUND);
    try {
      const { job, dryRun, filesGone } = await importWithPlan(id);
      return jsonText(importAnswerBody(job, dryRun, { filesGone: filesGone ?? false }), 200, {
        ETag: versionTag(job.version),
      });
    } catch (error) {
      const refused = fileRefusal(error);
      if (refused) return refused;
      throw error;
    }
  },
  { resource: 'site-import', action: 'read' },
);

/**
 * PUT {mapping}: a WordPress import's mapping of categories and tags (and its defaults), before it
 * starts; answers the dry run again. If-Match names the job's version.
 */
export const PUT = adminWrite(
  importMappingBody,
  async ({ params, request }, _user, { mapping }) => {
    const id = idOf(params.id);
    if (!id) return apiError(404, NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    try {
      const { job, dryRun } = await remapImport(id, mapping, expected.version);
      return jsonText(importAnswerBody(job, dryRun), 200, { ETag: versionTag(job.version) });
    } catch (error) {
      const refused = fileRefusal(error);
      if (refused) return refused;
      throw error;
    }
  },
  { resource: 'site-import', action: 'update' },
);
