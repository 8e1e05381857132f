import { describe, expect, it } from 'vitest';
import { leadsReportCsv, leadsReportFilename } from '#lib/leads/report-csv.ts';
import { bandLabel, bandOf, toolBand, toolBands } from '#lib/leads/report-bands.ts';
import { DOCUMENTED_PRICING_RATES } from '#test-support/page-documents.ts';
import { changeLabel, percentLabel } from '#lib/leads/report-json.ts';
import { assembleReport, OTHER_KEY, topRows } from '#lib/leads/report.ts';
import {
  describeRange,
  MAX_REPORT_DAYS,
  periodFromQuery,
  rangeBounds,
  reportPeriod,
  siteToday,
  weekBounds,
  weeksOf,
} from '#lib/leads/report-period.ts';
import type { ReportPreset } from '#lib/leads/report-json.ts';

/** Dates are New York dates: `now` is given in UTC. */
/** The bands with the plans a fresh install starts with. */
const BANDS = toolBands(DOCUMENTED_PRICING_RATES);

describe('report periods (docs/leads-report.md)', () => {
  it.each<[ReportPreset, string, [string, string], [string, string]]>([
    [
      'this-month',
      '2026-12-10T15:00:00Z',
      ['2026-12-01', '2026-12-10'],
      ['2026-11-01', '2026-11-10'],
    ],
    // 03:00 UTC on Dec 1 is still Nov 30 in New York.
    [
      'this-month',
      '2026-12-01T03:00:00Z',
      ['2026-11-01', '2026-11-30'],
      ['2026-10-01', '2026-10-30'],
    ],
    // The previous month is shorter: its last day stands in.
    [
      'this-month',
      '2027-03-31T15:00:00Z',
      ['2027-03-01', '2027-03-31'],
      ['2027-02-01', '2027-02-28'],
    ],
    [
      'this-month',
      '2027-01-15T15:00:00Z',
      ['2027-01-01', '2027-01-15'],
      ['2026-12-01', '2026-12-15'],
    ],
    [
      'last-month',
      '2026-12-10T15:00:00Z',
      ['2026-11-01', '2026-11-30'],
      ['2026-10-01', '2026-10-31'],
    ],
    [
      'last-month',
      '2027-03-05T15:00:00Z',
      ['2027-02-01', '2027-02-28'],
      ['2027-01-01', '2027-01-31'],
    ],
    [
      'last-month',
      '2027-01-05T15:00:00Z',
      ['2026-12-01', '2026-12-31'],
      ['2026-11-01', '2026-11-30'],
    ],
    [
      'last-30-days',
      '2026-12-10T15:00:00Z',
      ['2026-11-11', '2026-12-10'],
      ['2026-10-12', '2026-11-10'],
    ],
    [
      'last-90-days',
      '2026-12-10T15:00:00Z',
      ['2026-09-12', '2026-12-10'],
      ['2026-06-14', '2026-09-11'],
    ],
    [
      'this-year',
      '2026-12-10T15:00:00Z',
      ['2026-01-01', '2026-12-10'],
      ['2025-01-01', '2025-12-10'],
    ],
    // A leap day compares with the last day of February a year before.
    [
      'this-year',
      '2028-02-29T15:00:00Z',
      ['2028-01-01', '2028-02-29'],
      ['2027-01-01', '2027-02-28'],
    ],
  ])('%s on %s', (preset, now, current, previous) => {
    const result = reportPeriod(preset, new Date(now));
    expect(result).toEqual({
      ok: true,
      period: {
        preset,
        current: { from: current[0], to: current[1] },
        previous: { from: previous[0], to: previous[1] },
      },
    });
  });

  const NOW = new Date('2026-12-10T15:00:00Z');

  it('custom dates compare with as many days just before', () => {
    expect(reportPeriod('custom', NOW, { from: '2026-11-24', to: '2026-11-30' })).toMatchObject({
      period: { previous: { from: '2026-11-17', to: '2026-11-23' } },
    });
    expect(reportPeriod('custom', NOW, { from: '2026-12-01', to: '2026-12-01' })).toMatchObject({
      period: { previous: { from: '2026-11-30', to: '2026-11-30' } },
    });
  });

  it.each([
    [{}, { from: 'Choose a start date (YYYY-MM-DD).', to: 'Choose an end date (YYYY-MM-DD).' }],
    [{ from: '2026-02-30', to: '2026-03-01' }, { from: 'Choose a start date (YYYY-MM-DD).' }],
    [{ from: '12/01/2026', to: '2026-12-10' }, { from: 'Choose a start date (YYYY-MM-DD).' }],
    [
      { from: '2026-12-10', to: '2026-12-01' },
      { to: 'The end date must be on or after the start date.' },
    ],
    [
      { from: '2024-01-01', to: '2026-01-01' },
      { to: `A period can be at most ${MAX_REPORT_DAYS} days long.` },
    ],
    // Years 2000 to 2100 (MIN_REPORT_YEAR, MAX_REPORT_YEAR): 9999-12-30 once threw a RangeError.
    [
      { from: '9999-12-30', to: '9999-12-31' },
      {
        from: 'The start date must be between 2000-01-01 and 2100-12-31.',
        to: 'The end date must be between 2000-01-01 and 2100-12-31.',
      },
    ],
    [
      { from: '1999-12-31', to: '2000-01-02' },
      { from: 'The start date must be between 2000-01-01 and 2100-12-31.' },
    ],
    [
      { from: '2100-12-30', to: '2101-01-01' },
      { to: 'The end date must be between 2000-01-01 and 2100-12-31.' },
    ],
    [{ from: '0000-01-01', to: '0000-01-02' }, { from: /between 2000-01-01 and 2100-12-31/ }],
  ])('custom dates %j are refused with a message on the field', (custom, fields) => {
    expect(reportPeriod('custom', NOW, custom)).toMatchObject({ ok: false, fields });
  });

  it('reads the period from a query string, this month by default', () => {
    const query = (text: string) => periodFromQuery(new URLSearchParams(text), NOW);
    expect(query('')).toMatchObject({ ok: true, period: { preset: 'this-month' } });
    expect(query('period=custom&from=2026-12-01&to=2026-12-02')).toMatchObject({
      period: { current: { from: '2026-12-01', to: '2026-12-02' } },
    });
    expect(query('period=custom&from=9999-12-30&to=9999-12-31')).toMatchObject({ ok: false });
    expect(query('period=custom&from=2100-12-01&to=2100-12-31')).toMatchObject({
      ok: true,
      period: { previous: { from: '2100-10-31', to: '2100-11-30' } },
    });
    expect(query('period=all-time')).toMatchObject({
      ok: false,
      error: /^Choose one of the periods/,
    });
  });

  it.each([
    // Standard time (UTC-5) and daylight time (UTC-4); the day the clocks change has 25 hours.
    [
      { from: '2026-12-01', to: '2026-12-10' },
      '2026-12-01T05:00:00.000Z',
      '2026-12-11T05:00:00.000Z',
    ],
    [
      { from: '2026-07-04', to: '2026-07-04' },
      '2026-07-04T04:00:00.000Z',
      '2026-07-05T04:00:00.000Z',
    ],
    [
      { from: '2026-11-01', to: '2026-11-01' },
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ],
  ])('%j covers New York midnight to midnight', (range, start, end) => {
    const bounds = rangeBounds(range);
    expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([start, end]);
  });

  it('today is the New York date', () => {
    expect(siteToday(new Date('2026-12-01T04:59:00Z'))).toBe('2026-11-30');
    expect(siteToday(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
  });

  it.each([
    [{ from: '2026-12-01', to: '2026-12-10' }, ['2026-11-30', '2026-12-07']],
    [{ from: '2026-11-30', to: '2026-12-06' }, ['2026-11-30']],
    [{ from: '2026-12-06', to: '2026-12-07' }, ['2026-11-30', '2026-12-07']],
    [{ from: '2026-12-28', to: '2027-01-04' }, ['2026-12-28', '2027-01-04']],
  ])('the weeks of %j start on Mondays', (range, mondays) => {
    expect(weeksOf(range)).toEqual(mondays);
  });

  it('separates weeks at New York midnight on Mondays, across a change of the clocks', () => {
    expect(
      weekBounds({ from: '2026-10-27', to: '2026-11-03' }).map((instant) => instant.toISOString()),
    ).toEqual(['2026-10-26T04:00:00.000Z', '2026-11-02T05:00:00.000Z', '2026-11-09T05:00:00.000Z']);
  });

  it.each([
    [{ from: '2026-12-01', to: '2026-12-10' }, 'Dec 1 – Dec 10, 2026'],
    [{ from: '2026-12-28', to: '2027-01-03' }, 'Dec 28, 2026 – Jan 3, 2027'],
    [{ from: '2026-12-01', to: '2026-12-01' }, 'Dec 1, 2026'],
  ])('describes %j as %s', (range, text) => {
    expect(describeRange(range)).toBe(text);
  });
});

describe('tool bands (docs/leads-report.md)', () => {
  it.each([
    [{ from: 'security-check', score: 0 }, 'security-check', 'critical'],
    [{ from: 'security-check', score: 39 }, 'security-check', 'critical'],
    [{ from: 'security-check', score: 40 }, 'security-check', 'improve'],
    [{ from: 'security-check', score: 69 }, 'security-check', 'improve'],
    [{ from: 'security-check', score: 70 }, 'security-check', 'strong'],
    [{ from: 'security-check', score: 100 }, 'security-check', 'strong'],
    [{ from: 'security-check' }, 'security-check', 'unknown'],
    [{ from: 'roi-calculator', employees: 10 }, 'roi-calculator', 'small'],
    [{ from: 'roi-calculator', employees: 50 }, 'roi-calculator', 'small'],
    [{ from: 'roi-calculator', employees: 51 }, 'roi-calculator', 'medium'],
    [{ from: 'roi-calculator', employees: 200 }, 'roi-calculator', 'medium'],
    [{ from: 'roi-calculator', employees: 201 }, 'roi-calculator', 'large'],
    [{ from: 'roi-calculator', employees: 500 }, 'roi-calculator', 'large'],
    [{ from: 'pricing', users: 5 }, 'pricing', 'startup'],
    [{ from: 'pricing', users: 25 }, 'pricing', 'startup'],
    [{ from: 'pricing', users: 26 }, 'pricing', 'mid-sized'],
    [{ from: 'pricing', users: 99 }, 'pricing', 'mid-sized'],
    [{ from: 'pricing', users: 100 }, 'pricing', 'enterprise'],
    [{ from: 'pricing', users: 200 }, 'pricing', 'enterprise'],
    [{ from: 'pricing', users: 201 }, 'pricing', 'unknown'],
    [{ from: 'pricing', users: '25' }, 'pricing', 'unknown'],
    [{ from: 'elsewhere', score: 10 }, 'none', null],
    [{ from: 'toString' }, 'none', null],
    [{}, 'none', null],
  ])('%j → %s %s', (context, tool, band) => {
    expect(toolBand(BANDS, context)).toEqual({ tool, band });
  });

  it('bands a value read apart from its context the same way', () => {
    expect(bandOf(BANDS, 'pricing', 26)).toEqual({ tool: 'pricing', band: 'mid-sized' });
    expect(bandOf(BANDS, 'pricing', null)).toEqual({ tool: 'pricing', band: 'unknown' });
    expect(bandOf(BANDS, 'none', 5)).toEqual({ tool: 'none', band: null });
  });

  it('labels bands with their bounds', () => {
    expect(bandLabel(BANDS, 'security-check', 'critical')).toBe(
      'Score 0–39: needs immediate improvements',
    );
    expect(bandLabel(BANDS, 'pricing', 'mid-sized')).toBe('26–99 users (Mid-Sized plan)');
    expect(bandLabel(BANDS, 'roi-calculator', 'unknown')).toBe('Value not given');
  });
});

describe('report figures', () => {
  it.each([
    [5, 4, '+25%'],
    [3, 4, '−25%'],
    [4, 4, '0%'],
    [2, 3, '−33%'],
    [1, 0, 'new'],
    [0, 0, '—'],
    [0, 2, '−100%'],
  ])('%i against %i is %s', (current, previous, label) => {
    expect(changeLabel(current, previous)).toBe(label);
  });

  it.each([
    [null, '—'],
    [0, '0.0%'],
    [1 / 7, '14.3%'],
    [1, '100.0%'],
  ])('share %s is %s', (share, label) => {
    expect(percentLabel(share)).toBe(label);
  });

  it('keeps the largest rows and sums the rest into one Other row', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({
      key: `c${i}`,
      label: `c${i}`,
      current: i,
      previous: 1,
    }));
    expect(topRows(rows, 3)).toEqual([
      { key: 'c5', label: 'c5', current: 5, previous: 1 },
      { key: 'c4', label: 'c4', current: 4, previous: 1 },
      { key: OTHER_KEY, label: 'Other (4 more)', current: 6, previous: 4 },
    ]);
    expect(topRows(rows.slice(0, 3), 3).map((row) => row.key)).toEqual(['c2', 'c1', 'c0']);
  });
});

describe('the report and its CSV', () => {
  const period = reportPeriod('this-month', new Date('2026-12-10T15:00:00Z'));
  if (!period.ok) throw new Error('no period');
  const report = assembleReport(
    period.period,
    [
      { dimension: 'landing-page', key: '/pricing', current: 2, previous: 1 },
      { dimension: 'landing-page', key: '', current: 1, previous: 0 },
      { dimension: 'source', key: '=HYPERLINK("x")', current: 1, previous: 0 },
      { dimension: 'source', key: '', current: 1, previous: 0 },
      { dimension: 'campaign', key: '', current: 3, previous: 1 },
      { dimension: 'tool', key: 'pricing', value: 10, current: 1, previous: 0 },
      { dimension: 'tool', key: 'pricing', value: 25, current: 1, previous: 0 },
      { dimension: 'tool', key: 'pricing', value: 150, current: 0, previous: 1 },
      { dimension: 'tool', key: 'none', value: null, current: 0, previous: 2 },
      { dimension: 'week', key: '2', current: 3, previous: 0 },
    ],
    {
      leads_current: 3,
      leads_previous: 1,
      spam_current: 1,
      spam_previous: 0,
      roi_employees: null,
      roi_issues: null,
      roi_minutes: null,
    },
    BANDS,
  );

  it('fills every tool, band and week, and names rows without a value', () => {
    expect(report.sections.map((section) => section.title)).toEqual([
      'Landing page',
      'Campaign',
      'Source',
      'Medium',
      'Form page',
      'Form',
    ]);
    expect(report.sections[0]?.rows.map((row) => row.label)).toEqual(['/pricing', '(not known)']);
    expect(report.sections[1]?.rows.map((row) => row.label)).toEqual(['(none)']);
    // Equal counts: by label.
    expect(report.sections[2]?.rows.map((row) => row.label)).toEqual([
      '(not known)',
      '=HYPERLINK("x")',
    ]);
    expect(report.tools.map((tool) => [tool.key, tool.current, tool.previous])).toEqual([
      ['security-check', 0, 0],
      ['roi-calculator', 0, 0],
      ['pricing', 2, 1],
      ['none', 0, 2],
    ]);
    expect(report.tools[2]?.bands.map((band) => [band.key, band.current, band.previous])).toEqual([
      ['startup', 2, 0],
      ['mid-sized', 0, 0],
      ['enterprise', 0, 1],
    ]);
    expect(report.tools[0]?.bands.map((band) => band.key)).toEqual([
      'critical',
      'improve',
      'strong',
    ]);
    expect(report.weeks.map((week) => week.leads)).toEqual([0, 3]);
    expect(report.spamShare).toEqual({ current: 0.25, previous: 0 });
  });

  it('writes one row per figure, with cells a spreadsheet cannot run', () => {
    const csv = leadsReportCsv(report);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'section,item,this period (2026-12-01 to 2026-12-10),previous period (2026-11-01 to 2026-11-10)',
    );
    expect(lines).toContain('Totals,Spam share,25.0%,0.0%');
    expect(lines).toContain('Landing page,/pricing,2,1');
    expect(lines).toContain(`Source,"'=HYPERLINK(""x"")",1,0`);
    expect(lines).toContain('Tool: Pricing Calculator,5–25 users (Startup plan),2,0');
    expect(lines).toContain('Week,Week of Dec 7,3,');
    expect(leadsReportFilename(report)).toBe('leads-report-2026-12-01-to-2026-12-10.csv');
  });
});
