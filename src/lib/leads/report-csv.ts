/**
 * The leads report as CSV: one row per figure, the period and the previous one as the two value
 * columns (a spreadsheet computes changes itself; a signed "+25%" cell would be read as a formula).
 */
import { toCsv } from './csv.ts';
import { percentLabel, type LeadsReportJson, type ReportCount } from './report-json.ts';

type Cell = string | number | null;

export function leadsReportCsv(report: LeadsReportJson): string {
  const { current, previous } = report.period;
  const rows: Cell[][] = [
    [
      'section',
      'item',
      `this period (${current.from} to ${current.to})`,
      `previous period (${previous.from} to ${previous.to})`,
    ],
  ];
  const add = (section: string, item: string, count: ReportCount) =>
    rows.push([section, item, count.current, count.previous]);
  add('Totals', 'Leads (spam left out)', report.totals.leads);
  add('Totals', 'Marked spam', report.totals.spam);
  add('Totals', 'Received (spam included)', report.totals.received);
  rows.push([
    'Totals',
    'Spam share',
    percentLabel(report.spamShare.current),
    percentLabel(report.spamShare.previous),
  ]);
  for (const section of report.sections) {
    for (const row of section.rows) add(section.title, row.label, row);
  }
  for (const tool of report.tools) {
    add('Tool', tool.label, tool);
    for (const band of tool.bands) add(`Tool: ${tool.label}`, band.label, band);
  }
  const averages = report.roiAverages;
  for (const [item, value] of [
    ['Average employees', averages.employees],
    ['Average IT issues per employee per week', averages.issues],
    ['Average minutes lost per issue', averages.minutes],
  ] as const) {
    rows.push(['ROI Calculator inputs', item, value, '']);
  }
  for (const week of report.weeks) rows.push(['Week', week.label, week.leads, '']);
  return toCsv(rows);
}

/** `leads-report-2026-12-01-to-2026-12-10.csv`. */
export const leadsReportFilename = (report: LeadsReportJson) =>
  `leads-report-${report.period.current.from}-to-${report.period.current.to}.csv`;
