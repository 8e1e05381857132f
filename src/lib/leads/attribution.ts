/**
 * A lead's source and tool as the leads report counts them (docs/leads-report.md), for one lead at a
 * time: the leads CSV's columns. The report's SQL (report.ts) states the same rules for its
 * aggregates; tests/integration/leads-report.test.ts holds the two equal.
 */
import type { LeadContext } from './origin.ts';
import { REPORT_TOOLS, type ReportTool } from './report-bands.ts';
import { DIRECT_SOURCE, NOT_KNOWN_LABEL } from './report-json.ts';

interface Attributed {
  utm: Record<string, string>;
  referrerHost: string | null;
  landingPage: string | null;
}

/**
 * Where the visit came from: its UTM source, else the site that linked to its first page, else
 * "(direct)" when its first page is known, else "(not known)".
 */
export function leadSource(lead: Attributed): string {
  if (lead.utm.utm_source) return lead.utm.utm_source;
  if (lead.referrerHost !== null) return lead.referrerHost;
  return lead.landingPage !== null ? DIRECT_SOURCE : NOT_KNOWN_LABEL;
}

/** The tool that handed the visitor to the form, `none` for any other context. */
export function toolOf(context: LeadContext): ReportTool {
  const from = context.from;
  return typeof from === 'string' &&
    from !== 'none' &&
    (REPORT_TOOLS as readonly string[]).includes(from)
    ? (from as ReportTool)
    : 'none';
}
