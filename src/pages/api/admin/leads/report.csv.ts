import { getDatabase } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { apiError } from '#lib/http/api.ts';
import { csvDownload } from '#lib/leads/csv.ts';
import { leadsReport, reportSliceDays } from '#lib/leads/report.ts';
import { leadsReportCsv, leadsReportFilename } from '#lib/leads/report-csv.ts';
import { periodFromQuery } from '#lib/leads/report-period.ts';

export const prerender = false;

/** GET /api/admin/leads/report.csv?period…: the same report as GET /api/admin/leads/report, as a download. */
export const GET = adminRoute(
  async ({ url }) => {
    const parsed = periodFromQuery(url.searchParams, new Date());
    if (!parsed.ok) return apiError(400, parsed.error, { fields: parsed.fields });
    const { sql, engine } = await getDatabase();
    const report = await leadsReport(sql, parsed.period, { sliceDays: reportSliceDays(engine) });
    return csvDownload(leadsReportCsv(report), leadsReportFilename(report));
  },
  { resource: 'leads', action: 'read' },
);
