/** The one date format of the site ("January 15, 2025"), in UTC so build and browser agree. */
const formatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(date: Date | string): string {
  return formatter.format(typeof date === 'string' ? new Date(date) : date);
}

/** The machine-readable form for <time datetime>: YYYY-MM-DD. */
export function isoDate(date: Date | string): string {
  return (typeof date === 'string' ? new Date(date) : date).toISOString().slice(0, 10);
}
