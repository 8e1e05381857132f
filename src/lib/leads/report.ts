/**
 * The leads report (docs/leads-report.md): counts by source page, UTM tags, tool and week for a
 * period and the one before it, computed by two aggregate queries (one pass over the leads each). Only the aggregates leave the
 * database: never the leads themselves, however many there are.
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
import { settingsSchema } from '#lib/pages/documents/settings.ts';
import {
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

// $1, $2: the period; $3, $4: the previous one; $5: the instants between its weeks (weekBounds).
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
 * Every breakdown in one pass over the two periods' leads (spam left out), one grouping set per
 * dimension. Tools are grouped by their band's input value, which `bandOf` then bands: at most a
 * few hundred values, and the bands are defined once, in report-bands.ts.
 */
const DIMENSIONS_SQL = `select
  case when grouping(source_page) = 0 then 'source-page'
       when grouping(utm_source) = 0 then 'utm-source'
       when grouping(utm_medium) = 0 then 'utm-medium'
       when grouping(utm_campaign) = 0 then 'utm-campaign'
       when grouping(tool) = 0 then 'tool'
       else 'week' end as dimension,
  coalesce(source_page, utm_source, utm_medium, utm_campaign, tool, week) as key,
  value,
  (count(*) filter (where cur))::int as current,
  (count(*) filter (where not cur))::int as previous
  from (
    select ${IN_PERIOD} as cur,
           coalesce(source_page, '') as source_page,
           coalesce(utm->>'utm_source', '') as utm_source,
           coalesce(utm->>'utm_medium', '') as utm_medium,
           coalesce(utm->>'utm_campaign', '') as utm_campaign,
           ${TOOL_SQL} as tool,
           ${BAND_VALUE_SQL} as value,
           case when ${IN_PERIOD} then width_bucket(created_at, $5::timestamptz[])::text end as week
      from leads
     where not is_spam and ${IN_EITHER_PERIOD}
  ) scoped
 group by grouping sets ((source_page), (utm_source), (utm_medium), (utm_campaign), (tool, value), (week))`;

const roiAverage = (field: string) =>
  `(avg(case when jsonb_typeof(context->'${field}') = 'number' then (context->>'${field}')::numeric end)
     filter (where cur and not is_spam and context->>'from' = 'roi-calculator'))::float8 as roi_${field}`;

const TOTALS_SQL = `select
  (count(*) filter (where cur and not is_spam))::int as leads_current,
  (count(*) filter (where not cur and not is_spam))::int as leads_previous,
  (count(*) filter (where cur and is_spam))::int as spam_current,
  (count(*) filter (where not cur and is_spam))::int as spam_previous,
  ${roiAverage('employees')},
  ${roiAverage('issues')},
  ${roiAverage('minutes')}
  from (select ${IN_PERIOD} as cur, is_spam, context from leads where ${IN_EITHER_PERIOD}) l`;

export async function leadsReport(sql: SqlRunner, period: ReportPeriod): Promise<LeadsReportJson> {
  const current = rangeBounds(period.current);
  const previous = rangeBounds(period.previous);
  const bounds = [
    current.start.toISOString(),
    current.end.toISOString(),
    previous.start.toISOString(),
    previous.end.toISOString(),
  ];
  const [dimensions, [totals], [settings]] = await Promise.all([
    sql.query<DimensionRow & Record<string, unknown>>(DIMENSIONS_SQL, [
      ...bounds,
      // As an array literal: both drivers pass text through as it is.
      `{${weekBounds(period.current)
        .map((instant) => instant.toISOString())
        .join(',')}}`,
    ]),
    sql.query<TotalsRow & Record<string, unknown>>(TOTALS_SQL, bounds),
    // The pricing bands follow the plans' thresholds as Settings holds them.
    sql.query<{ document: unknown }>(`select document from page_documents where id = 'settings'`),
  ]);
  const bands = toolBands(pricingRatesOf(settingsSchema.parse(settings?.document)));
  return assembleReport(period, dimensions, totals, bands);
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
  'source-page': '(page not known)',
  'utm-source': '(none)',
  'utm-medium': '(none)',
  'utm-campaign': '(none)',
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
