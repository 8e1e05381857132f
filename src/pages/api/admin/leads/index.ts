import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { leadJson } from '#lib/leads/json.ts';
import { countLeads, LEAD_FILTERS, listLeads } from '#lib/leads/store.ts';

export const prerender = false;

const query = z.object({
  status: z.enum(LEAD_FILTERS).default('new'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/** GET /api/admin/leads?status=new|handled|spam|all&limit&offset: newest first, with the count of each pile. */
export const GET = adminRoute(
  async ({ url }) => {
    const parsed = query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      return apiError(
        400,
        'Use status=new, handled, spam or all, and a whole-number limit and offset.',
      );
    }
    const db = await getDb();
    const { status, limit, offset } = parsed.data;
    const [leads, counts] = await Promise.all([
      listLeads(db, { filter: status, limit, offset }),
      countLeads(db),
    ]);
    return json({ leads: leads.map(leadJson), counts, status, limit, offset });
  },
  { resource: 'leads', action: 'read' },
);
