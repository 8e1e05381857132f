/** Publish times for people, always in New York time (no time-zone library: Intl does it). */
import { SITE_TIME_ZONE } from '#config/publishing.ts';

const display = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "Dec 1, 2026, 9:00 AM ET": a publish time for people, always in New York time. */
export const formatSiteTime = (date: Date): string => `${display.format(date)} ET`;
