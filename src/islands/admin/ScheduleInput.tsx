/**
 * When a published record goes live: at once (empty), or at a New York time ahead, when the site
 * is rebuilt with nobody acting. Beside "Published on the site", for the collections that schedule
 * (composed pages). The value is the instant as ISO text, or empty.
 */
import { useId } from 'react';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { parseSiteLocal, toSiteLocalInput } from '#lib/time/site-time.ts';

/** The status a row shows in its list: published, scheduled for a time, or not published. */
export function scheduleStatus(row: { isPublished: boolean; publishAt?: unknown }): string {
  if (!row.isPublished) return 'Not published';
  const at = typeof row.publishAt === 'string' ? new Date(row.publishAt) : null;
  return at && at.getTime() > Date.now() ? `Scheduled for ${formatSiteTime(at)}` : 'Published';
}

export function ScheduleInput({
  value,
  published,
  error,
  onChange,
}: {
  value: string;
  /** Only a published record goes live; a draft's time waits until it is published. */
  published: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const at = value ? new Date(value) : null;
  const hint = !at
    ? 'Leave empty to go live as soon as it is saved published, or pick a time ahead.'
    : at.getTime() > Date.now()
      ? `${published ? 'Goes live' : 'Once published, goes live'} by itself on ${formatSiteTime(at)}.`
      : 'This time has passed: the page is live as soon as it is saved published.';
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800">
        Go live at <span className="font-normal text-slate-600">(New York, ET; optional)</span>
      </label>
      <input
        id={id}
        type="datetime-local"
        value={at ? toSiteLocalInput(at) : ''}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
        onChange={(event) => onChange(parseSiteLocal(event.target.value)?.toISOString() ?? '')}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600" aria-live="polite">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
