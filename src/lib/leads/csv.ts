/** Leads as CSV (RFC 4180) for spreadsheets: every cell quoted when needed, no cell read as a formula. */
import type { Lead } from '#lib/db/schema.ts';

// A spreadsheet runs a cell as a formula when, after any spaces, it starts with one of these
// (OWASP "CSV injection"); a leading apostrophe makes it text.
const FORMULA_START = /^ *[=+\-@\t\r]/;
// Quoted whenever it holds a character some spreadsheet splits cells or rows on: comma, quote,
// semicolon (European locales), tab (paste and TSV import), CR or LF.
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF, ending with one, as RFC 4180 describes. */
export function toCsv(
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
) {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const pairs = (record: Record<string, string | number>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('; ');

export const LEAD_CSV_HEADER = [
  'id',
  'received_at',
  'status',
  'spam',
  'name',
  'email',
  'company_size',
  'phone',
  'message',
  'source_page',
  'context',
  'utm',
  'notification_state',
  'notification_attempts',
  'notification_error',
] as const;

export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv([
    LEAD_CSV_HEADER,
    ...leads.map((lead) => [
      lead.id,
      lead.createdAt.toISOString(),
      lead.status,
      lead.isSpam ? 'yes' : 'no',
      lead.name,
      lead.email,
      lead.companySize,
      lead.phone,
      lead.message,
      lead.sourcePage,
      pairs(lead.context),
      pairs(lead.utm),
      lead.notificationState,
      lead.notificationAttempts,
      lead.notificationError,
    ]),
  ]);
}

/** A CSV file to download under `filename`: never cached (it holds leads), never sniffed as HTML. */
export function csvDownload(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
