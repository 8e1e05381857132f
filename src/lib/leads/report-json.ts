/**
 * The leads report as the admin API sends it and the report panel reads it, with the small
 * formatting rules both the panel and the CSV use. Browser-safe: no zod, no database.
 */

/** The periods the report offers; `custom` takes two dates. */
export const REPORT_PRESETS = [
  'this-month',
  'last-month',
  'last-30-days',
  'last-90-days',
  'this-year',
  'custom',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const DEFAULT_REPORT_PRESET: ReportPreset = 'this-month';

export const PRESET_LABELS: Record<ReportPreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
  'this-year': 'This year',
  custom: 'Custom dates',
};

export interface ReportCount {
  current: number;
  previous: number;
}

export interface ReportRowJson extends ReportCount {
  key: string;
  label: string;
}

export interface ReportToolJson extends ReportRowJson {
  bands: ReportRowJson[];
}

export interface ReportRangeJson {
  from: string;
  to: string;
  /** "Dec 1 – Dec 10, 2026". */
  label: string;
}

/**
 * The breakdowns, in the order the report shows them: where the visit started (first touch), its
 * campaign and source, its medium, the page the form was sent from, and the form (a page's lead
 * form by its name; the contact page's own form as FORM_NAME).
 */
export const REPORT_SECTIONS = {
  'landing-page': 'Landing page',
  campaign: 'Campaign',
  source: 'Source',
  medium: 'Medium',
  'form-page': 'Form page',
  form: 'Form',
} as const;

/** A visit whose first page is known but that no site sent (typed in, bookmarked): its source. */
export const DIRECT_SOURCE = '(direct)';
/** A value the lead does not carry (a form sent without JavaScript, or a lead from before). */
export const NOT_KNOWN_LABEL = '(not known)';
/** A campaign or medium the visit's address did not name. */
export const NO_VALUE_LABEL = '(none)';
export type ReportSectionKey = keyof typeof REPORT_SECTIONS;

export interface LeadsReportJson {
  period: {
    preset: string;
    presetLabel: string;
    current: ReportRangeJson;
    previous: ReportRangeJson;
  };
  /** `leads`: not marked spam (what every breakdown counts); `received`: spam included. */
  totals: { leads: ReportCount; spam: ReportCount; received: ReportCount };
  /** Spam's share of what was received, 0 to 1; null when nothing was received. */
  spamShare: { current: number | null; previous: number | null };
  sections: { key: ReportSectionKey; title: string; rows: ReportRowJson[] }[];
  tools: ReportToolJson[];
  /** Average ROI Calculator inputs of this period's leads from it (null without any). */
  roiAverages: { employees: number | null; issues: number | null; minutes: number | null };
  weeks: { week: string; label: string; leads: number }[];
  /** Rows each breakdown shows at most; the rest are summed in one "Other" row. */
  topRows: number;
}

/** "+25%", "−10%", "0%"; "new" from nothing; "—" when both are nothing. */
export function changeLabel(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '—' : 'new';
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return '0%';
  return change > 0 ? `+${change}%` : `−${Math.abs(change)}%`;
}

/** A share as a percentage with one decimal: "12.5%"; "—" for none. */
export const percentLabel = (share: number | null) =>
  share === null ? '—' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
