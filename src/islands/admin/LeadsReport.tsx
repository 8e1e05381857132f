/**
 * Where leads come from (docs/leads-report.md): a period's leads by landing page, campaign, source,
 * medium, form page, tool and week, beside the previous period, the share marked spam, and the same
 * figures as CSV (and the period's leads themselves). The server computes every number; this panel
 * only shows them.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import {
  changeLabel,
  DEFAULT_REPORT_PRESET,
  percentLabel,
  PRESET_LABELS,
  REPORT_PRESETS,
  type LeadsReportJson,
  type ReportCount,
  type ReportPreset,
  type ReportRowJson,
} from '#lib/leads/report-json.ts';
import { ApiError, request } from './api.ts';

interface Choice {
  preset: ReportPreset;
  from: string;
  to: string;
}

const query = ({ preset, from, to }: Choice) =>
  new URLSearchParams({ period: preset, ...(preset === 'custom' && { from, to }) }).toString();

const number = (n: number) => n.toLocaleString('en-US');
const NUMBER_CELL = 'px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-3';

function CountCells({ count }: { count: ReportCount }) {
  return (
    <>
      <td className={`${NUMBER_CELL} text-ink`}>{number(count.current)}</td>
      <td className={`${NUMBER_CELL} text-slate-600`}>{number(count.previous)}</td>
      <td className={`${NUMBER_CELL} text-slate-600`}>
        {changeLabel(count.current, count.previous)}
      </td>
    </>
  );
}

function ReportTable({
  title,
  rows,
  nested,
}: {
  title: string;
  rows: ReportRowJson[];
  /** Rows shown under each row, indented (a tool's bands). */
  nested?: (row: ReportRowJson) => ReportRowJson[];
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left">
        <caption className="px-3 pt-3 text-left text-lg font-semibold text-ink">{title}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="px-2 py-2 font-medium sm:px-3">
              {title}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
              This period
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
              Previous
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="px-3 py-2 text-slate-600">
                No leads in either period.
              </td>
            </tr>
          )}
          {rows.flatMap((row) => [
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-2 py-2 font-medium break-words text-ink sm:px-3">
                {row.label}
              </th>
              <CountCells count={row} />
            </tr>,
            ...(nested?.(row) ?? []).map((band) => (
              <tr key={`${row.key}:${band.key}`} className="border-b border-slate-100 text-sm">
                <th
                  scope="row"
                  className="py-1.5 pr-2 pl-6 font-normal break-words text-slate-700 sm:pr-3 sm:pl-8"
                >
                  {band.label}
                </th>
                <CountCells count={band} />
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ report }: { report: LeadsReportJson }) {
  const { totals, spamShare } = report;
  const figures: [string, string, string][] = [
    [
      'Leads',
      number(totals.leads.current),
      `${number(totals.leads.previous)} before (${changeLabel(totals.leads.current, totals.leads.previous)})`,
    ],
    [
      'Marked spam',
      `${percentLabel(spamShare.current)} of ${number(totals.received.current)} received`,
      `${percentLabel(spamShare.previous)} of ${number(totals.received.previous)} before`,
    ],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {figures.map(([label, value, before]) => (
        <div key={label} className="card p-4">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
          <dd className="text-sm text-slate-600">{before}</dd>
        </div>
      ))}
    </dl>
  );
}

function Weeks({ weeks }: { weeks: LeadsReportJson['weeks'] }) {
  const most = Math.max(1, ...weeks.map((week) => week.leads));
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left">
        <caption className="px-3 pt-3 text-left text-lg font-semibold text-ink">By week</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="px-2 py-2 font-medium sm:px-3">
              Week (Monday to Sunday)
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
              Leads
            </th>
            <th scope="col" className="w-2/5 px-3 py-2">
              <span className="sr-only">Share of the busiest week</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-medium text-ink">
                {week.label}
              </th>
              <td className={NUMBER_CELL}>{number(week.leads)}</td>
              <td className="px-3 py-2" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-brand-700"
                  style={{ width: `${(week.leads / most) * 100}%` }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function LeadsReport({ onSignedOut }: { onSignedOut?: (() => void) | undefined }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>({
    preset: DEFAULT_REPORT_PRESET,
    from: '',
    to: '',
  });
  const [report, setReport] = useState<LeadsReportJson | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const load = useCallback(
    async (wanted: Choice) => {
      setLoading(true);
      setError(null);
      setFieldErrors({});
      try {
        const { report: loaded } = await request<{ report: LeadsReportJson }>(
          'GET',
          `/api/admin/leads/report?${query(wanted)}`,
        );
        setReport(loaded);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 401 && onSignedOut) onSignedOut();
        else {
          const fields = caught instanceof ApiError ? caught.fields : {};
          setFieldErrors(fields);
          // A field's own message shows beside it; the alert only points there.
          setError(
            Object.keys(fields).length > 0
              ? 'The report needs other dates: see the fields below.'
              : caught instanceof Error
                ? caught.message
                : 'The report could not be loaded.',
          );
        }
      } finally {
        setLoading(false);
      }
    },
    [onSignedOut],
  );

  useEffect(() => {
    void load({ preset: DEFAULT_REPORT_PRESET, from: '', to: '' });
  }, [load]);

  const choose = (preset: ReportPreset) => {
    const next = { ...choice, preset };
    setChoice(next);
    // A preset shows at once; custom dates wait for both dates and Show.
    if (preset !== 'custom') void load(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void load(choice);
  };
  const dateField = (key: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        required
        value={choice[key]}
        onChange={(event) => setChoice({ ...choice, [key]: event.target.value })}
        className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
        {...(fieldErrors[key] && {
          'aria-invalid': true,
          'aria-describedby': `${id}-${key}-error`,
        })}
      />
      {fieldErrors[key] && (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
          {fieldErrors[key]}
        </p>
      )}
    </div>
  );

  // The CSV holds what is report, whatever the form says meanwhile.
  const csvQuery = report
    ? query({
        preset: report.period.preset as ReportPreset,
        from: report.period.current.from,
        to: report.period.current.to,
      })
    : '';
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-ink">
            Where leads come from
          </h3>
          {report && (
            <p className="text-slate-600" data-testid="report-period">
              {report.period.current.label}, compared with {report.period.previous.label} (New York
              time)
            </p>
          )}
        </div>
        {report && (
          <div className="flex flex-wrap gap-3">
            <a
              href={`/api/admin/leads/report.csv?${csvQuery}`}
              className="btn-secondary px-4 py-2"
              download
            >
              Export report as CSV
            </a>
            {/* The leads the report counts (spam left out), one row each, for the same period. */}
            <a
              href={`/api/admin/leads.csv?status=not-spam&${csvQuery}`}
              className="btn-secondary px-4 py-2"
              download
            >
              Export these leads as CSV
            </a>
          </div>
        )}
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-period`} className="block font-medium text-ink">
            Period
          </label>
          <select
            id={`${id}-period`}
            value={choice.preset}
            onChange={(event) => choose(event.target.value as ReportPreset)}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
          >
            {REPORT_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {PRESET_LABELS[preset]}
              </option>
            ))}
          </select>
        </div>
        {choice.preset === 'custom' && (
          <>
            {dateField('from', 'From')}
            {dateField('to', 'To')}
            <button type="submit" className="btn-primary px-4 py-2" disabled={loading}>
              Show
            </button>
          </>
        )}
      </form>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {error}
        </p>
      )}
      {loading && !report && <p className="text-slate-600">Counting leads…</p>}
      {report && (
        <div className="space-y-6" aria-busy={loading}>
          <Summary report={report} />
          <p className="text-sm text-slate-600">
            Every table counts leads not marked spam. A breakdown shows its {report.topRows} largest
            rows; the rest are summed as “Other”.
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            {report.sections.map((section) => (
              <ReportTable key={section.key} title={section.title} rows={section.rows} />
            ))}
          </div>
          <ReportTable
            title="Tool"
            rows={report.tools}
            nested={(row) => report.tools.find((tool) => tool.key === row.key)?.bands ?? []}
          />
          {report.roiAverages.employees !== null && (
            <p className="text-slate-700">
              ROI Calculator leads this period entered on average {report.roiAverages.employees}{' '}
              employees, {report.roiAverages.issues} IT issues per employee per week and{' '}
              {report.roiAverages.minutes} minutes lost per issue.
            </p>
          )}
          <Weeks weeks={report.weeks} />
        </div>
      )}
    </section>
  );
}
