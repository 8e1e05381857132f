/**
 * The leads CSV's period (docs/leads-report.md, "The leads CSV"): this month, last month, custom
 * dates or every lead, in New York days as the report counts them. Custom dates are checked here by
 * the report's own rule before the download is offered, so a refusal shows on its field instead of
 * arriving as a file.
 */
import { useId, useState } from 'react';
import { reportPeriod } from '#lib/leads/report-period.ts';

const CHOICES = [
  ['this-month', 'This month'],
  ['last-month', 'Last month'],
  ['custom', 'Custom dates'],
  ['all', 'Every lead'],
] as const;
type Choice = (typeof CHOICES)[number][0];

/** The download's query: the inbox's pile (`status`) and the period chosen. */
export function leadsCsvQuery(status: string, choice: Choice, from: string, to: string): string {
  return new URLSearchParams({
    status,
    period: choice,
    ...(choice === 'custom' && { from, to }),
  }).toString();
}

export function LeadsExport({ status }: { status: string }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>('this-month');
  const [dates, setDates] = useState({ from: '', to: '' });
  const checked =
    choice === 'custom' && dates.from && dates.to
      ? reportPeriod('custom', new Date(), dates)
      : null;
  const fields = checked && !checked.ok ? checked.fields : {};
  const ready = choice !== 'custom' || checked?.ok === true;
  const dateField = (key: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={dates[key]}
        onChange={(event) => setDates({ ...dates, [key]: event.target.value })}
        className="mt-1 rounded-lg border border-slate-300 px-3 py-1.5"
        {...(fields[key] && { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` })}
      />
      {fields[key] && (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
          {fields[key]}
        </p>
      )}
    </div>
  );
  return (
    <div className="flex flex-wrap items-end gap-3" data-leads-export>
      <div>
        <label htmlFor={`${id}-period`} className="block text-sm font-medium text-ink">
          Export period
        </label>
        <select
          id={`${id}-period`}
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
          className="mt-1 rounded-lg border border-slate-300 px-3 py-1.5"
        >
          {CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {choice === 'custom' && (
        <>
          {dateField('from', 'From')}
          {dateField('to', 'To')}
        </>
      )}
      {ready ? (
        <a
          href={`/api/admin/leads.csv?${leadsCsvQuery(status, choice, dates.from, dates.to)}`}
          className="btn-secondary px-4 py-2"
          download
        >
          Export CSV
        </a>
      ) : (
        <p className="text-sm text-slate-600">Choose both dates to export.</p>
      )}
    </div>
  );
}
