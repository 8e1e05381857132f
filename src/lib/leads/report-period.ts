/**
 * The leads report's periods (docs/leads-report.md): whole calendar days in New York time, the
 * previous period each is compared with, and the weeks (Monday to Sunday) a period spans. Dates are
 * `YYYY-MM-DD` strings; only the bounds handed to SQL become instants.
 */
import { tz, TZDate } from '@date-fns/tz';
import {
  addDays as addCalendarDays,
  differenceInCalendarDays,
  endOfMonth,
  format,
  startOfISOWeek,
  startOfMonth,
  startOfYear,
  subMonths,
  subYears,
} from 'date-fns';
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
const inSite = tz(SITE_TIME_ZONE);

/**
 * A calendar date as its midnight in New York, where date-fns counts days, months and years (a day
 * across a change of clocks is still one day); null when it is not a real date.
 */
function toDay(date: string): Date | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, dayOfMonth] = match.slice(1).map(Number) as [number, number, number];
  const midnight = new TZDate(year, month - 1, dayOfMonth, SITE_TIME_ZONE);
  return midnight.getFullYear() === year &&
    midnight.getMonth() === month - 1 &&
    midnight.getDate() === dayOfMonth
    ? midnight
    : null;
}

const day = (date: string) => toDay(date)!;
const fromDay = (time: Date) => format(time, 'yyyy-MM-dd', { in: inSite });
const addDays = (date: string, days: number) => fromDay(addCalendarDays(day(date), days));

/** Days in a range, both ends included. */
export const daysIn = (range: DateRange) =>
  differenceInCalendarDays(day(range.to), day(range.from), { in: inSite }) + 1;

/** Today's date in New York. */
export const siteToday = (now: Date): string => fromDay(now);

/** A whole month, the `back`th before the month of `date`. */
function monthBefore(date: string, back: number): DateRange {
  const month = subMonths(day(date), back, { in: inSite });
  return { from: fromDay(startOfMonth(month)), to: fromDay(endOfMonth(month)) };
}

/** The days just before, as many as the range has. */
function precedingDays(range: DateRange): DateRange {
  const days = daysIn(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

const inReportYears = (date: string) => {
  const year = Number(date.slice(0, 4));
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
  const ok = (current: DateRange, previous: DateRange): PeriodResult => ({
    ok: true,
    period: { preset, current, previous },
  });
  switch (preset) {
    case 'this-month': {
      // The month before, from its 1st to the same day (or its last day, when shorter).
      const current = { from: fromDay(startOfMonth(day(today))), to: today };
      return ok(current, {
        from: monthBefore(today, 1).from,
        to: fromDay(subMonths(day(today), 1)),
      });
    }
    case 'last-month':
      return ok(monthBefore(today, 1), monthBefore(today, 2));
    case 'last-30-days':
    case 'last-90-days': {
      const days = preset === 'last-30-days' ? 30 : 90;
      const current = { from: addDays(today, 1 - days), to: today };
      return ok(current, precedingDays(current));
    }
    case 'this-year': {
      // Last year up to the same day (February 28 for a February 29).
      const lastYear = subYears(day(today), 1);
      const current = { from: fromDay(startOfYear(day(today))), to: today };
      return ok(current, { from: fromDay(startOfYear(lastYear)), to: fromDay(lastYear) });
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
  return {
    start: new Date(day(range.from).getTime()),
    end: new Date(addCalendarDays(day(range.to), 1).getTime()),
  };
}

/** The Monday on or before a date. */
export const weekStart = (date: string): string => fromDay(startOfISOWeek(day(date)));

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

/** "Dec 1 – Dec 10, 2026", "Dec 28, 2026 – Jan 3, 2027", "Dec 1, 2026". */
export function describeRange(range: DateRange): string {
  const to = format(day(range.to), 'MMM d, yyyy', { in: inSite });
  if (range.from === range.to) return to;
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  return `${format(day(range.from), sameYear ? 'MMM d' : 'MMM d, yyyy', { in: inSite })} – ${to}`;
}

/** "Week of Dec 7". */
export const describeWeek = (monday: string) =>
  `Week of ${format(day(monday), 'MMM d', { in: inSite })}`;

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
