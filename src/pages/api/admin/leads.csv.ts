import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { csvDownload, leadsCsv } from '#lib/leads/csv.ts';
import { LEAD_FILTERS, listLeads } from '#lib/leads/store.ts';

export const prerender = false;

const MAX_ROWS = 100_000;

/** GET /api/admin/leads.csv?status=…: a download of the leads, newest first (all of them by default). */
export const GET = adminRoute(
  async ({ url }) => {
    const status = z
      .enum(LEAD_FILTERS)
      .catch('all')
      .parse(url.searchParams.get('status') ?? 'all');
    const leads = await listLeads(await getDb(), { filter: status, limit: MAX_ROWS });
    const day = new Date().toISOString().slice(0, 10);
    return csvDownload(leadsCsv(leads), `leads-${status}-${day}.csv`);
  },
  { requires: 'editor' },
);
