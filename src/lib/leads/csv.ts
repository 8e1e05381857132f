/** Leads as CSV (RFC 4180) for spreadsheets: every cell quoted when needed, no cell read as a formula. */
import { SITE_TIME_ZONE } from '#config/publishing.ts';
import type { Lead } from '#lib/db/schema.ts';
import { leadSource, toolOf } from './attribution.ts';
import { describeContext } from './origin.ts';
import { leadFormOf, toolContextOf } from './page-forms.ts';
import { TOOL_LABELS } from './report-bands.ts';
import { NO_VALUE_LABEL, NOT_KNOWN_LABEL } from './report-json.ts';

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

const siteDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-12-03 14:05": when a lead arrived, in the site's time zone (New York), as spreadsheets sort. */
export function siteDateTime(date: Date): string {
  const part = Object.fromEntries(
    siteDateTimeFormat.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

type Cell = string | number | null;

/**
 * The columns of the leads CSV (docs/leads-report.md, "The leads CSV"), each its header and its
 * value: first what a marketer reads (when, who, what they wrote, and where they came from, as the
 * report counts it), then the technical columns.
 */
const LEAD_CSV_COLUMNS: readonly (readonly [header: string, value: (lead: Lead) => Cell])[] = [
  ['date (New York time)', (lead) => siteDateTime(lead.createdAt)],
  ['name', (lead) => lead.name],
  ['email', (lead) => lead.email],
  ['company size', (lead) => lead.companySize],
  ['phone', (lead) => lead.phone],
  ['message', (lead) => lead.message],
  ['landing page', (lead) => lead.landingPage ?? NOT_KNOWN_LABEL],
  ['campaign', (lead) => lead.utm.utm_campaign ?? NO_VALUE_LABEL],
  ['source', (lead) => leadSource(lead)],
  ['tool', (lead) => TOOL_LABELS[toolOf(lead.context)]],
  ['form', (lead) => leadFormOf(lead.context).form],
  ['question', (lead) => leadFormOf(lead.context).question ?? ''],
  ['answer', (lead) => leadFormOf(lead.context).answer ?? ''],
  ['medium', (lead) => lead.utm.utm_medium ?? NO_VALUE_LABEL],
  ['utm term', (lead) => lead.utm.utm_term ?? ''],
  ['utm content', (lead) => lead.utm.utm_content ?? ''],
  ['referrer', (lead) => lead.referrerHost ?? ''],
  ['form page', (lead) => lead.sourcePage ?? ''],
  [
    'tool details',
    (lead) => {
      const tool = toolContextOf(lead.context);
      return describeContext(tool) ?? pairs(tool);
    },
  ],
  ['status', (lead) => lead.status],
  ['spam', (lead) => (lead.isSpam ? 'yes' : 'no')],
  ['id', (lead) => lead.id],
  ['received at (UTC)', (lead) => lead.createdAt.toISOString()],
  ['notification state', (lead) => lead.notificationState],
  ['notification attempts', (lead) => lead.notificationAttempts],
  ['notification error', (lead) => lead.notificationError],
];

export const LEAD_CSV_HEADER = LEAD_CSV_COLUMNS.map(([header]) => header);

/** One lead's row, in LEAD_CSV_HEADER's order. */
export const leadCsvRow = (lead: Lead): Cell[] => LEAD_CSV_COLUMNS.map(([, value]) => value(lead));

export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv([LEAD_CSV_HEADER, ...leads.map(leadCsvRow)]);
}

/**
 * A CSV file to download under `filename`, written as `parts` yields it (headers as csvDownload's):
 * the request waits between parts, so other requests are answered while a long export is written.
 */
export function csvStream(parts: AsyncIterable<string>, filename: string): Response {
  const encoder = new TextEncoder();
  const iterator = parts[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers: downloadHeaders(filename) });
}

const downloadHeaders = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

/** A CSV file to download under `filename`: never cached (it holds leads), never sniffed as HTML. */
export function csvDownload(text: string, filename: string): Response {
  return new Response(text, { headers: downloadHeaders(filename) });
}
