/** The Activity view: every admin change, newest first, who and when, filtered by what it was about. */
import { useEffect, useState } from 'react';
import type { ActivitySubject } from '#lib/audit/activity.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { request } from './api.ts';
import { Pager } from './Pager.tsx';

interface ActivityEntry {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  subjectType: ActivitySubject;
  summary: string;
}

interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
  page: number;
  pageCount: number;
}

const SUBJECT_LABELS: Record<ActivitySubject | '', string> = {
  '': 'Everything',
  post: 'Posts',
  lead: 'Leads',
  taxonomy: 'Audiences, stages and topics',
  media: 'Media',
  location: 'Locations',
  industry: 'Industries',
  'landing-page': 'Landing pages',
  page: 'Pages',
  settings: 'Settings',
  account: 'Accounts',
  person: 'People',
  redirect: 'Redirects',
  import: 'Imports and exports',
};

const activityPage = (page: number, subject: ActivitySubject | '') =>
  request<ActivityPage>(
    'GET',
    `/api/admin/activity?page=${page}${subject ? `&subject=${subject}` : ''}`,
  );

export default function ActivityLog() {
  const [subject, setSubject] = useState<ActivitySubject | ''>('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ActivityPage | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    setError('');
    activityPage(page, subject).then(
      (loaded) => current && setData(loaded),
      (caught: unknown) => current && setError(caught instanceof Error ? caught.message : ''),
    );
    return () => {
      current = false;
    };
  }, [page, subject]);

  return (
    <section aria-labelledby="activity-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="activity-heading" className="text-2xl font-bold text-ink">
          Activity
        </h2>
        <label className="text-sm font-medium text-ink">
          Show
          <select
            className="ml-2 rounded-lg border border-slate-300 px-3 py-2"
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value as ActivitySubject | '');
              setPage(1);
            }}
          >
            {Object.entries(SUBJECT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      {data === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : data.entries.length === 0 ? (
        <p className="text-slate-600">Nothing has been changed yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.entries.map((entry) => (
            <li key={entry.id} className="space-y-1 px-4 py-3">
              <p className="break-words text-ink">{entry.summary}</p>
              <p className="text-sm text-slate-600">
                {entry.actorEmail} ·{' '}
                <time dateTime={entry.at}>{formatSiteTime(new Date(entry.at))}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {data && (
        <Pager
          page={data.page}
          pageCount={data.pageCount}
          total={data.total}
          onPage={setPage}
          noun={['change', 'changes']}
          label="Activity pages"
        />
      )}
    </section>
  );
}
