import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { versionedJson } from '#lib/http/precondition.ts';
import { createIndustry, listAllIndustries } from '#lib/industries/admin.ts';
import { industryInput } from '#lib/industries/input.ts';
import { describedForm } from '#lib/pages/input.ts';

export const prerender = false;

/** GET /api/admin/industries: every industry row, published or not, and the form its schema describes. */
export const GET = adminRoute(
  async () =>
    json({
      industries: await listAllIndustries(await getDb()),
      form: describedForm(industryInput),
    }),
  { resource: 'industries', action: 'read' },
);

/** POST: a new industry page at version 1; 409 for a taken slug, 400 for a library image that does not exist. */
export const POST = adminWrite(
  industryInput,
  async (_context, user, input) => {
    const industry = await createIndustry(await getDb(), user, input);
    return versionedJson({ industry }, industry.version, 201);
  },
  { resource: 'industries', action: 'create' },
);
