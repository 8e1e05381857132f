import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { listAllIndustries, saveIndustry } from '#lib/industries/admin.ts';
import { industryInput } from '#lib/industries/input.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

/** GET /api/admin/industries: every industry row, published or not. */
export const GET = adminRoute(async () =>
  json({ industries: await listAllIndustries(await getDb()) }),
);

/** POST: a new industry page; 409 for a taken slug, 400 for a library image that does not exist. */
export const POST = adminWrite(industryInput, async (_context, user, input) => {
  const industry = await withActivity(
    await getDb(),
    user,
    (tx) => saveIndustry(tx, null, input),
    (saved) => ({
      action: 'industry.created',
      subjectType: 'industry',
      subjectId: saved.id,
      summary: `Created the ${saved.isPublished ? '' : 'unpublished '}industry page for ${saved.name}`,
    }),
  );
  sitePublisher().contentChanged(`Created the industry page for ${industry.name}`);
  return json({ industry }, 201);
});
