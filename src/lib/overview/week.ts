/**
 * The week the admin's Overview counts (docs/product-rules.md, "Overview"): Monday to Sunday in New
 * York time, the leads report's weeks, holding today. Its instants bound the queries; its words
 * head the screen.
 */
import { describeRange, rangeBounds, siteToday, weekStart } from '#lib/leads/report-period.ts';

export interface OverviewWeek {
  /** Monday, YYYY-MM-DD (New York). */
  from: string;
  /** Sunday, YYYY-MM-DD (New York). */
  to: string;
  /** New York midnight of Monday. */
  start: Date;
  /** New York midnight after Sunday. */
  end: Date;
  /** "Dec 7 – Dec 13, 2026". */
  label: string;
}

const DAY_MS = 86_400_000;
const sundayAfter = (monday: string) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);

/** The Monday-to-Sunday week, New York time, that holds `now`. */
export function overviewWeek(now: Date): OverviewWeek {
  const from = weekStart(siteToday(now));
  const to = sundayAfter(from);
  const { start, end } = rangeBounds({ from, to });
  return { from, to, start, end, label: describeRange({ from, to }) };
}
