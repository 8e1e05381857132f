/** Leads as CSV (RFC 4180) for spreadsheets: every cell quoted when needed, no cell read as a formula. */
import type { Lead } from '../db/schema.ts';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
