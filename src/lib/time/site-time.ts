/**
 * Publish dates as the marketer types and reads them: wall-clock time in the site's time zone
 * (America/New_York), whatever the time zone of the browser or the server.
 */
import { TZDate } from '@date-fns/tz';
import { SITE_TIME_ZONE } from '#config/publishing.ts';

/** What an `<input type="datetime-local">` holds: 2026-12-01T09:00 (seconds optional). */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a datetime-local value names in New York, or null when it is not a real time
 * (2026-02-30T09:00). A wall time the spring-forward gap skips resolves to the hour after.
 */
export function parseSiteLocal(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const zoned = new TZDate(year!, month! - 1, day!, hour!, minute!, second!, SITE_TIME_ZONE);
  const roundTrip =
    zoned.getFullYear() === year &&
    zoned.getMonth() === month! - 1 &&
    zoned.getDate() === day &&
    minute! < 60 &&
    hour! < 24;
  return roundTrip ? new Date(zoned.getTime()) : null;
}

/** The datetime-local value (minutes precision) that shows `date` in New York time. */
export function toSiteLocalInput(date: Date): string {
  const zoned = new TZDate(date.getTime(), SITE_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}` +
    `T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`
  );
}
