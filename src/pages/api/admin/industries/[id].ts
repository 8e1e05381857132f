import { z } from 'zod';
import { withActivity } from '#lib/audit/activity.ts';
import { getDb } from '#lib/db/client.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { saveIndustry } from '#lib/industries/admin.ts';
import { industryInput } from '#lib/industries/input.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

/** PUT: replaces the page (publish or unpublish with isPublished); 404, 409 and 400 as for POST. */
export const PUT = adminWrite(industryInput, async ({ params }, user, input) => {
  const id = z.uuid().safeParse(params.id).success ? params.id! : null;
  if (!id) return apiError(404, 'That industry does not exist.');
  const industry = await withActivity(
    await getDb(),
    user,
    (tx) => saveIndustry(tx, id, input),
    (saved) => ({
      action: 'industry.updated',
      subjectType: 'industry',
      subjectId: saved.id,
      summary: `Saved the industry page for ${saved.name} (${saved.isPublished ? 'published' : 'not published'})`,
    }),
  );
  sitePublisher().contentChanged(`Saved the industry page for ${industry.name}`);
  return json({ industry });
});
