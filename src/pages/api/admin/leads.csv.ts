import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { apiError } from '#lib/http/api.ts';
import { csvStream, LEAD_CSV_HEADER, leadCsvRow, toCsv } from '#lib/leads/csv.ts';
import { periodFromQuery, rangeBounds } from '#lib/leads/report-period.ts';
import { LEAD_FILTERS, leadsExportPage, type ExportCursor } from '#lib/leads/store.ts';

export const prerender = false;

/** Leads read and written at a time: the export holds one page, however many leads it sends. */
const PAGE_SIZE = 500;

/**
 * GET /api/admin/leads.csv?status=…&period=…(&from&to): a download of the leads, newest first, the
 * columns a marketer reads first (docs/leads-report.md, "The leads CSV"). `period` is one of the
 * report's (this-month, last-month, custom with `from` and `to`, …) in New York days; without it,
 * every lead. Streamed page by page.
 */
export const GET = adminRoute(
  async ({ url }) => {
    const status = z
      .enum(LEAD_FILTERS)
      .catch('all')
      .parse(url.searchParams.get('status') ?? 'all');
    const period = url.searchParams.get('period');
    let range: { start: Date; end: Date } | undefined;
    let span = `all-${new Date().toISOString().slice(0, 10)}`;
    if (period && period !== 'all') {
      const parsed = periodFromQuery(url.searchParams, new Date());
      if (!parsed.ok) return apiError(400, parsed.error, { fields: parsed.fields });
      range = rangeBounds(parsed.period.current);
      span = `${parsed.period.current.from}-to-${parsed.period.current.to}`;
    }
    const db = await getDb();
    let after: ExportCursor | null | undefined;
    const pages = async function* () {
      yield toCsv([LEAD_CSV_HEADER]);
      do {
        const page = await leadsExportPage(db, {
          filter: status,
          range,
          after: after ?? undefined,
          limit: PAGE_SIZE,
        });
        if (page.leads.length > 0) yield toCsv(page.leads.map(leadCsvRow));
        after = page.next;
      } while (after);
    };
    return csvStream(pages(), `leads-${status}-${span}.csv`);
  },
  { resource: 'leads', action: 'read' },
);
