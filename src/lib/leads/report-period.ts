/**
 * The leads report's periods (docs/leads-report.md): whole calendar days in New York time, the
 * previous period each is compared with, and the weeks (Monday to Sunday) a period spans. Dates are
 * `YYYY-MM-DD` strings; only the bounds handed to SQL become instants.
 */
import { TZDate } from '@date-fns/tz';
import { SITE_TIME_ZONE } from '#config/publishing.ts';
import { DEFAULT_REPORT_PRESET, REPORT_PRESETS, type ReportPreset } from './report-json.ts';

/** The longest custom period, in days (two years). */
export const MAX_REPORT_DAYS = 731;
/** The years custom dates may fall in: the site's leads, with room, and nothing a date cannot hold. */
export const MIN_REPORT_YEAR = 2000;
export const MAX_REPORT_YEAR = 2100;

/** Two New York calendar dates, both included. */
export interface DateRange {
  from: string;
  to: string;
}

export interface ReportPeriod {
  preset: ReportPreset;
  current: DateRange;
  /** What `current` is compared with (see docs/leads-report.md for each preset's rule). */
  previous: DateRange;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A calendar date as a UTC midnight, for day arithmetic that no time zone can shift. */
function toDay(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  return parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
    ? time
    : null;
}

const fromDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => fromDay(toDay(date)! + days * DAY_MS);
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Days in a range, both ends included. */
export const daysIn = (range: DateRange) =>
  Math.round((toDay(range.to)! - toDay(range.from)!) / DAY_MS) + 1;

/** Today's date in New York. */
export function siteToday(now: Date): string {
  const zoned = new TZDate(now.getTime(), SITE_TIME_ZONE);
  return isoDate(zoned.getFullYear(), zoned.getMonth() + 1, zoned.getDate());
}

/** The same days of the month before: the 1st to the same day (or that month's last day). */
function sameDaysOfPreviousMonth(range: DateRange): DateRange {
  const [year, month] = parts(range.from);
  const [prevYear, prevMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const lastDay = Math.min(parts(range.to)[2], lastDayOfMonth(prevYear, prevMonth));
  return { from: isoDate(prevYear, prevMonth, 1), to: isoDate(prevYear, prevMonth, lastDay) };
}

/** The days just before, as many as the range has. */
function precedingDays(range: DateRange): DateRange {
  const days = daysIn(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

const inReportYears = (date: string) => {
  const [year] = parts(date);
  return year >= MIN_REPORT_YEAR && year <= MAX_REPORT_YEAR;
};
const yearsMessage = (end: 'start' | 'end') =>
  `The ${end} date must be between ${MIN_REPORT_YEAR}-01-01 and ${MAX_REPORT_YEAR}-12-31.`;

export type PeriodResult =
  | { ok: true; period: ReportPeriod }
  | { ok: false; error: string; fields: Partial<Record<'from' | 'to', string>> };

/**
 * The period a preset (or custom dates) names on `now`'s New York date. Custom dates must be real
 * dates, in order, at most MAX_REPORT_DAYS apart.
 */
export function reportPeriod(
  preset: ReportPreset,
  now: Date,
  custom: { from?: string | undefined; to?: string | undefined } = {},
): PeriodResult {
  const today = siteToday(now);
  const [year, month] = parts(today);
  const ok = (current: DateRange, previous: DateRange): PeriodResult => ({
    ok: true,
    period: { preset, current, previous },
  });
  switch (preset) {
    case 'this-month': {
      const current = { from: isoDate(year, month, 1), to: today };
      return ok(current, sameDaysOfPreviousMonth(current));
    }
    case 'last-month': {
      const previousMonth = sameDaysOfPreviousMonth({ from: isoDate(year, month, 1), to: today });
      const [y, m] = parts(previousMonth.from);
      const current = { from: previousMonth.from, to: isoDate(y, m, lastDayOfMonth(y, m)) };
      const before = sameDaysOfPreviousMonth(current);
      const [by, bm] = parts(before.from);
      return ok(current, { from: before.from, to: isoDate(by, bm, lastDayOfMonth(by, bm)) });
    }
    case 'last-30-days':
    case 'last-90-days': {
      const days = preset === 'last-30-days' ? 30 : 90;
      const current = { from: addDays(today, 1 - days), to: today };
      return ok(current, precedingDays(current));
    }
    case 'this-year': {
      const current = { from: isoDate(year, 1, 1), to: today };
      const [, m, d] = parts(today);
      const lastYearDay = Math.min(d, lastDayOfMonth(year - 1, m));
      return ok(current, { from: isoDate(year - 1, 1, 1), to: isoDate(year - 1, m, lastYearDay) });
    }
    case 'custom': {
      const fields: Partial<Record<'from' | 'to', string>> = {};
      if (!custom.from || toDay(custom.from) === null) {
        fields.from = 'Choose a start date (YYYY-MM-DD).';
      } else if (!inReportYears(custom.from)) {
        fields.from = yearsMessage('start');
      }
      if (!custom.to || toDay(custom.to) === null) {
        fields.to = 'Choose an end date (YYYY-MM-DD).';
      } else if (!inReportYears(custom.to)) {
        fields.to = yearsMessage('end');
      }
      if (!fields.from && !fields.to && custom.to! < custom.from!) {
        fields.to = 'The end date must be on or after the start date.';
      }
      if (!fields.from && !fields.to) {
        const current = { from: custom.from!, to: custom.to! };
        if (daysIn(current) > MAX_REPORT_DAYS) {
          fields.to = `A period can be at most ${MAX_REPORT_DAYS} days long.`;
        } else {
          return ok(current, precedingDays(current));
        }
      }
      return { ok: false, error: Object.values(fields).join(' '), fields };
    }
  }
}

/** The instants a range covers: New York midnight of `from` up to (not including) midnight after `to`. */
export function rangeBounds(range: DateRange): { start: Date; end: Date } {
  const midnight = (date: string) => {
    const [year, month, day] = parts(date);
    return new Date(new TZDate(year, month - 1, day, 0, 0, 0, SITE_TIME_ZONE).getTime());
  };
  return { start: midnight(range.from), end: midnight(addDays(range.to, 1)) };
}

/** The Monday on or before a date. */
export function weekStart(date: string): string {
  const weekday = new Date(toDay(date)!).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The Mondays of every week (Monday to Sunday) that has a day in the range, in order. */
export function weeksOf(range: DateRange): string[] {
  const weeks: string[] = [];
  for (let monday = weekStart(range.from); monday <= range.to; monday = addDays(monday, 7)) {
    weeks.push(monday);
  }
  return weeks;
}

/**
 * The instants that separate the weeks of `weeksOf(range)`: New York midnight of each Monday, then
 * of the Monday after the last. Lead times fall in week i when bounds[i] <= time < bounds[i + 1].
 */
export function weekBounds(range: DateRange): Date[] {
  const weeks = weeksOf(range);
  return [...weeks, addDays(weeks.at(-1)!, 7)].map(
    (monday) => rangeBounds({ from: monday, to: monday }).start,
  );
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Dec 1 – Dec 10, 2026", "Dec 28, 2026 – Jan 3, 2027", "Dec 1, 2026". */
export function describeRange(range: DateRange): string {
  const from = new Date(toDay(range.from)!);
  const to = new Date(toDay(range.to)!);
  if (range.from === range.to) return dayYearFormat.format(to);
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  return `${(sameYear ? dayFormat : dayYearFormat).format(from)} – ${dayYearFormat.format(to)}`;
}

/** "Week of Dec 7". */
export const describeWeek = (monday: string) =>
  `Week of ${dayFormat.format(new Date(toDay(monday)!))}`;

/**
 * The period a report request asks for: `?period=` one of REPORT_PRESETS (this month when absent),
 * with `from` and `to` for custom dates.
 */
export function periodFromQuery(params: URLSearchParams, now: Date): PeriodResult {
  const preset = params.get('period') ?? DEFAULT_REPORT_PRESET;
  if (!(REPORT_PRESETS as readonly string[]).includes(preset)) {
    return {
      ok: false,
      error: `Choose one of the periods: ${REPORT_PRESETS.join(', ')}.`,
      fields: {},
    };
  }
  return reportPeriod(preset as ReportPreset, now, {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
}
