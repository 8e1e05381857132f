/**
 * The leads report (docs/leads-report.md): counts by landing page, campaign, source, medium, form
 * page, form, tool and week for a period and the one before it, computed by two aggregate queries (one
 * pass over the leads each, in slices of days on the embedded database). Only the aggregates leave
 * the database: never the leads themselves, however many there are.
 */
import type { SqlRunner } from '#lib/db/runner.ts';
import {
  bandLabel,
  bandOf,
  REPORT_TOOLS,
  TOOL_FIELDS,
  TOOL_LABELS,
  toolBands,
  UNKNOWN_BAND,
  type ReportTool,
  type ToolBandsByTool,
} from './report-bands.ts';
import { pricingRatesOf } from '#lib/facts/rates.ts';
import { FORM_NAME } from './fields.ts';
import { settingsSchema } from '#lib/pages/documents/settings.ts';
import {
  DIRECT_SOURCE,
  NO_VALUE_LABEL,
  NOT_KNOWN_LABEL,
  PRESET_LABELS,
  REPORT_SECTIONS,
  type LeadsReportJson,
  type ReportRowJson,
  type ReportSectionKey,
} from './report-json.ts';
import {
  describeRange,
  describeWeek,
  rangeBounds,
  weekBounds,
  weeksOf,
  type ReportPeriod,
} from './report-period.ts';

/** Rows a breakdown shows at most; the rest are summed in one "Other" row. */
export const REPORT_TOP_ROWS = 25;
export const OTHER_KEY = '__other__';
/**
 * On the embedded database, which runs in the server's own thread, the report reads its leads a
 * slice of days at a time and lets requests in between: a week of a busy site's leads is a few
 * dozen milliseconds of work, never the whole report's second (docs/leads-report.md).
 */
export const EMBEDDED_SLICE_DAYS = 7;

type Dimension = ReportSectionKey | 'tool' | 'week';

export interface DimensionRow {
  dimension: Dimension;
  /** The value counted; null for a week of the previous period (only this period's weeks show). */
  key: string | null;
  /** For `tool` rows: the context value the tool's bands read (a JSON number, or anything else). */
  value?: unknown;
  current: number;
  previous: number;
}

export interface TotalsRow {
  leads_current: number;
  leads_previous: number;
  spam_current: number;
  spam_previous: number;
  roi_employees: number | null;
  roi_issues: number | null;
  roi_minutes: number | null;
}

/** The totals of one slice of leads: counts, and the ROI inputs' sums and how many were summed. */
interface SliceTotalsRow {
  leads_current: number;
  leads_previous: number;
  spam_current: number;
  spam_previous: number;
  roi_employees_sum: number | null;
  roi_employees_count: number;
  roi_issues_sum: number | null;
  roi_issues_count: number;
  roi_minutes_sum: number | null;
  roi_minutes_count: number;
}

// $1, $2: the period; $3, $4: the previous one; $5: the instants between its weeks (weekBounds);
// $6, $7 (the totals: $5, $6): the slice of time this query reads.
const IN_EITHER_PERIOD = `((created_at >= $1::timestamptz and created_at < $2::timestamptz)
    or (created_at >= $3::timestamptz and created_at < $4::timestamptz))`;
const IN_PERIOD = 'created_at >= $1::timestamptz and created_at < $2::timestamptz';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const TOOLS = Object.entries(TOOL_FIELDS);
/** The tool that brought a lead, `none` for anything else. */
const TOOL_SQL = `case when context->>'from' in (${TOOLS.map(([tool]) => literal(tool)).join(', ')})
       then context->>'from' else 'none' end`;
/** The context value the tool's bands read (score, employees, users), as JSON. */
const BAND_VALUE_SQL = `case context->>'from' ${TOOLS.map(
  ([tool, field]) => `when ${literal(tool)} then context->${literal(field)}`,
).join(' ')} end`;
/**
 * Where the visit came from: its UTM source, else the site that linked to its first page, else
 * DIRECT_SOURCE when the first page is known (typed in, bookmarked); '' (not known) without one.
 */
export const SOURCE_SQL = `case when coalesce(utm->>'utm_source', '') <> '' then utm->>'utm_source'
       when referrer_host is not null then referrer_host
       when landing_page is not null then ${literal(DIRECT_SOURCE)}
       else '' end`;

/** The form a lead was sent with: a page form's name, else the contact page's own form. */
export const FORM_SQL = `coalesce(nullif(context->>'form', ''), ${literal(FORM_NAME)})`;

/**
 * Every breakdown in one pass over a slice of the two periods' leads (spam left out), one grouping
 * set per dimension. Tools are grouped by their band's input value, which `bandOf` then bands: at
 * most a few hundred values, and the bands are defined once, in report-bands.ts.
 */
const DIMENSIONS_SQL = `select
  case when grouping(landing_page) = 0 then 'landing-page'
       when grouping(campaign) = 0 then 'campaign'
       when grouping(source) = 0 then 'source'
       when grouping(medium) = 0 then 'medium'
       when grouping(form_page) = 0 then 'form-page'
       when grouping(form) = 0 then 'form'
       when grouping(tool) = 0 then 'tool'
       else 'week' end as dimension,
  coalesce(landing_page, campaign, source, medium, form_page, form, tool, week) as key,
  value,
  (count(*) filter (where cur))::int as current,
  (count(*) filter (where not cur))::int as previous
  from (
    select ${IN_PERIOD} as cur,
           coalesce(landing_page, '') as landing_page,
           coalesce(utm->>'utm_campaign', '') as campaign,
           ${SOURCE_SQL} as source,
           coalesce(utm->>'utm_medium', '') as medium,
           coalesce(source_page, '') as form_page,
           ${FORM_SQL} as form,
           ${TOOL_SQL} as tool,
           ${BAND_VALUE_SQL} as value,
           case when ${IN_PERIOD} then width_bucket(created_at, $5::timestamptz[])::text end as week
      from leads
     where not is_spam and ${IN_EITHER_PERIOD}
       and created_at >= $6::timestamptz and created_at < $7::timestamptz
  ) scoped
 group by grouping sets ((landing_page), (campaign), (source), (medium), (form_page), (form), (tool, value), (week))`;

const roiSum = (field: string) => {
  const value = `case when jsonb_typeof(context->'${field}') = 'number' then (context->>'${field}')::numeric end`;
  const scope = `cur and not is_spam and context->>'from' = 'roi-calculator'`;
  return `(sum(${value}) filter (where ${scope}))::float8 as roi_${field}_sum,
  (count(${value}) filter (where ${scope}))::int as roi_${field}_count`;
};

const TOTALS_SQL = `select
  (count(*) filter (where cur and not is_spam))::int as leads_current,
  (count(*) filter (where not cur and not is_spam))::int as leads_previous,
  (count(*) filter (where cur and is_spam))::int as spam_current,
  (count(*) filter (where not cur and is_spam))::int as spam_previous,
  ${roiSum('employees')},
  ${roiSum('issues')},
  ${roiSum('minutes')}
  from (select ${IN_PERIOD} as cur, is_spam, context from leads where ${IN_EITHER_PERIOD}
          and created_at >= $5::timestamptz and created_at < $6::timestamptz) l`;

/** The slices of time the report reads: all of it at once, or each range in `days`-day slices. */
export function reportSlices(
  ranges: readonly { start: Date; end: Date }[],
  days?: number,
): { start: Date; end: Date }[] {
  if (days === undefined) {
    const starts = ranges.map((range) => range.start.getTime());
    const ends = ranges.map((range) => range.end.getTime());
    return [{ start: new Date(Math.min(...starts)), end: new Date(Math.max(...ends)) }];
  }
  const step = days * 86_400_000;
  return ranges.flatMap(({ start, end }) => {
    const slices: { start: Date; end: Date }[] = [];
    for (let at = start.getTime(); at < end.getTime(); at += step) {
      slices.push({ start: new Date(at), end: new Date(Math.min(at + step, end.getTime())) });
    }
    return slices;
  });
}

/** The days the report reads at a time on a database engine (undefined: all at once). */
export const reportSliceDays = (engine: 'pglite' | 'postgres') =>
  engine === 'pglite' ? EMBEDDED_SLICE_DAYS : undefined;

/** Lets the requests waiting on the event loop in before the next slice's query. */
const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ReportOptions {
  /**
   * Read the leads this many days at a time, letting requests in between (the embedded database:
   * EMBEDDED_SLICE_DAYS). Unset: each period in one query, as a database server runs it apart.
   */
  sliceDays?: number | undefined;
}

export async function leadsReport(
  sql: SqlRunner,
  period: ReportPeriod,
  options: ReportOptions = {},
): Promise<LeadsReportJson> {
  const current = rangeBounds(period.current);
  const previous = rangeBounds(period.previous);
  const bounds = [
    current.start.toISOString(),
    current.end.toISOString(),
    previous.start.toISOString(),
    previous.end.toISOString(),
  ];
  // As an array literal: both drivers pass text through as it is.
  const weeks = `{${weekBounds(period.current)
    .map((instant) => instant.toISOString())
    .join(',')}}`;
  const dimensions = new Map<string, DimensionRow>();
  const totals: SliceTotalsRow = {
    leads_current: 0,
    leads_previous: 0,
    spam_current: 0,
    spam_previous: 0,
    roi_employees_sum: 0,
    roi_employees_count: 0,
    roi_issues_sum: 0,
    roi_issues_count: 0,
    roi_minutes_sum: 0,
    roi_minutes_count: 0,
  };
  const slices = reportSlices([previous, current], options.sliceDays);
  for (const [index, slice] of slices.entries()) {
    if (options.sliceDays !== undefined && index > 0) await letOthersIn();
    const at = [slice.start.toISOString(), slice.end.toISOString()];
    const [rows, [sliceTotals]] = await Promise.all([
      sql.query<DimensionRow & Record<string, unknown>>(DIMENSIONS_SQL, [...bounds, weeks, ...at]),
      sql.query<SliceTotalsRow & Record<string, unknown>>(TOTALS_SQL, [...bounds, ...at]),
    ]);
    for (const row of rows) {
      // Only the breakdowns' distinct values are kept across slices, never the leads.
      const id = JSON.stringify([row.dimension, row.key, row.value ?? null]);
      const sum = dimensions.get(id);
      if (sum) {
        sum.current += row.current;
        sum.previous += row.previous;
      } else dimensions.set(id, { ...row });
    }
    if (sliceTotals) {
      for (const key of Object.keys(totals) as (keyof SliceTotalsRow)[]) {
        totals[key] = (totals[key] ?? 0) + (sliceTotals[key] ?? 0);
      }
    }
  }
  // The pricing bands follow the plans' thresholds as Settings holds them.
  const [settings] = await sql.query<{ document: unknown }>(
    `select document from page_documents where id = 'settings'`,
  );
  const bands = toolBands(pricingRatesOf(settingsSchema.parse(settings?.document)));
  const average = (sum: number | null, count: number) => (count === 0 ? null : (sum ?? 0) / count);
  return assembleReport(
    period,
    [...dimensions.values()],
    {
      leads_current: totals.leads_current,
      leads_previous: totals.leads_previous,
      spam_current: totals.spam_current,
      spam_previous: totals.spam_previous,
      roi_employees: average(totals.roi_employees_sum, totals.roi_employees_count),
      roi_issues: average(totals.roi_issues_sum, totals.roi_issues_count),
      roi_minutes: average(totals.roi_minutes_sum, totals.roi_minutes_count),
    },
    bands,
  );
}

const byCount = (a: ReportRowJson, b: ReportRowJson) =>
  b.current - a.current || b.previous - a.previous || a.label.localeCompare(b.label);

/** The largest REPORT_TOP_ROWS rows, and one "Other" row summing the rest. */
export function topRows(rows: ReportRowJson[], limit = REPORT_TOP_ROWS): ReportRowJson[] {
  const sorted = [...rows].sort(byCount);
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit - 1);
  return [
    ...sorted.slice(0, limit - 1),
    {
      key: OTHER_KEY,
      label: `Other (${rest.length} more)`,
      current: rest.reduce((sum, row) => sum + row.current, 0),
      previous: rest.reduce((sum, row) => sum + row.previous, 0),
    },
  ];
}

const NONE_LABEL: Record<ReportSectionKey, string> = {
  'landing-page': NOT_KNOWN_LABEL,
  campaign: NO_VALUE_LABEL,
  source: NOT_KNOWN_LABEL,
  medium: NO_VALUE_LABEL,
  'form-page': NOT_KNOWN_LABEL,
  form: FORM_NAME,
};

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The report from the two queries' rows: labels, top rows, every tool and band, every week. */
export function assembleReport(
  period: ReportPeriod,
  dimensions: readonly DimensionRow[],
  totals: TotalsRow | undefined,
  bands: ToolBandsByTool,
): LeadsReportJson {
  const rowsOf = (dimension: Dimension) => dimensions.filter((row) => row.dimension === dimension);
  const sections = (Object.keys(REPORT_SECTIONS) as ReportSectionKey[]).map((key) => ({
    key,
    title: REPORT_SECTIONS[key],
    rows: topRows(
      rowsOf(key).map((row) => ({
        key: row.key ?? '',
        label: row.key ? row.key : NONE_LABEL[key],
        current: row.current,
        previous: row.previous,
      })),
    ),
  }));
  const bandCounts = new Map<string, { current: number; previous: number }>();
  for (const row of rowsOf('tool')) {
    const { tool, band } = bandOf(bands, row.key, row.value);
    for (const key of [tool, `${tool}:${band}`]) {
      const sum = bandCounts.get(key) ?? { current: 0, previous: 0 };
      bandCounts.set(key, {
        current: sum.current + row.current,
        previous: sum.previous + row.previous,
      });
    }
  }
  const counted = (key: string) => bandCounts.get(key) ?? { current: 0, previous: 0 };
  const tools = REPORT_TOOLS.map((tool: ReportTool) => {
    const bandKeys =
      tool === 'none' ? [] : [...bands[tool].bands.map((band) => band.key), UNKNOWN_BAND.key];
    return {
      key: tool,
      label: TOOL_LABELS[tool],
      ...counted(tool),
      bands: bandKeys
        .map((band) => ({
          key: band,
          label: bandLabel(bands, tool, band),
          ...counted(`${tool}:${band}`),
        }))
        // A tool's bands are all shown; "value not given" only when some lead had none.
        .filter((band) => band.key !== UNKNOWN_BAND.key || band.current + band.previous > 0),
    };
  });
  const t = totals ?? {
    leads_current: 0,
    leads_previous: 0,
    spam_current: 0,
    spam_previous: 0,
    roi_employees: null,
    roi_issues: null,
    roi_minutes: null,
  };
  const received = {
    current: t.leads_current + t.spam_current,
    previous: t.leads_previous + t.spam_previous,
  };
  const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    period: {
      preset: period.preset,
      presetLabel: PRESET_LABELS[period.preset],
      current: { ...period.current, label: describeRange(period.current) },
      previous: { ...period.previous, label: describeRange(period.previous) },
    },
    totals: {
      leads: { current: t.leads_current, previous: t.leads_previous },
      spam: { current: t.spam_current, previous: t.spam_previous },
      received,
    },
    spamShare: {
      current: share(t.spam_current, received.current),
      previous: share(t.spam_previous, received.previous),
    },
    sections,
    tools,
    roiAverages: {
      employees: round1(t.roi_employees),
      issues: round1(t.roi_issues),
      minutes: round1(t.roi_minutes),
    },
    // Week rows are keyed by their bucket: 1 for the first week of weeksOf(period.current).
    weeks: weeksOf(period.current).map((week, index) => ({
      week,
      label: describeWeek(week),
      leads: rowsOf('week').find((row) => row.key === String(index + 1))?.current ?? 0,
    })),
    topRows: REPORT_TOP_ROWS,
  };
}
