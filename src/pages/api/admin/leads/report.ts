import { getDatabase } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { leadsReport, reportSliceDays } from '#lib/leads/report.ts';
import { periodFromQuery } from '#lib/leads/report-period.ts';

export const prerender = false;

/**
 * GET /api/admin/leads/report?period=this-month|last-month|last-30-days|last-90-days|this-year|custom
 * (&from=YYYY-MM-DD&to=YYYY-MM-DD): where the period's leads came from, beside the previous period.
 */
export const GET = adminRoute(
  async ({ url }) => {
    const parsed = periodFromQuery(url.searchParams, new Date());
    if (!parsed.ok) return apiError(400, parsed.error, { fields: parsed.fields });
    const { sql, engine } = await getDatabase();
    const report = await leadsReport(sql, parsed.period, { sliceDays: reportSliceDays(engine) });
    return json({ report });
  },
  { resource: 'leads', action: 'read' },
);
