/**
 * The admin's home screen: this week's changes and who made them, this week's leads by source (for
 * the roles that read leads), and the drafts and scheduled posts, each linked to its editor. The
 * publishing line above it (AdminApp) says where the latest change is. One request:
 * GET /api/admin/overview.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { OverviewJson, OverviewPosts } from '#lib/overview/json.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { request } from './api.ts';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={id} className="text-xl font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Drafts or scheduled posts: the first few, each opening its editor, and the whole list's link. */
function PostList({
  posts,
  none,
  when,
  all,
}: {
  posts: OverviewPosts;
  none: string;
  /** How an item's time reads: "changed …", "goes live …". */
  when: (time: string) => string;
  /** The post list filtered to these posts. */
  all: { href: string; label: string };
}) {
  if (posts.total === 0) return <p className="text-slate-600">{none}</p>;
  return (
    <>
      <ul className="space-y-2">
        {posts.items.map((post) => (
          <li key={post.id}>
            <a href={`/admin?edit=post:${post.id}`} className="link break-words font-medium">
              {post.title}
            </a>
            <span className="block text-sm text-slate-600">
              {when(formatSiteTime(new Date(post.at)))}
            </span>
          </li>
        ))}
      </ul>
      {posts.total > posts.items.length && (
        <a href={all.href} className="link inline-block text-sm">
          {all.label}
        </a>
      )}
    </>
  );
}

export default function OverviewPanel({
  onOpen,
}: {
  /** Opens another tab of the admin (the whole log, the leads report). */
  onOpen: (tab: 'activity' | 'leads') => void;
}) {
  const [overview, setOverview] = useState<OverviewJson | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    request<OverviewJson>('GET', '/api/admin/overview').then(
      (loaded) => current && setOverview(loaded),
      (caught: unknown) =>
        current && setError(caught instanceof Error ? caught.message : 'Loading failed.'),
    );
    return () => {
      current = false;
    };
  }, []);

  // The heading shows at once, the figures when they arrive: the screen does not jump.
  return (
    <section aria-labelledby="overview-heading" className="space-y-4">
      <div>
        <h2 id="overview-heading" className="text-2xl font-bold text-ink">
          Overview
        </h2>
        {overview && (
          <p className="text-slate-600">
            This week: {overview.week.label} (Monday to Sunday, New York time)
          </p>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : overview ? (
        <OverviewCards overview={overview} onOpen={onOpen} />
      ) : (
        <p className="text-slate-600">Loading…</p>
      )}
    </section>
  );
}

function OverviewCards({
  overview: { changes, leads, posts },
  onOpen,
}: {
  overview: OverviewJson;
  onOpen: (tab: 'activity' | 'leads') => void;
}) {
  // The activity log names leads: the roles that read leads read it whole.
  const readsLog = leads !== null;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card id="overview-changes" title="What changed this week">
        {changes.total === 0 ? (
          <p className="text-slate-600">Nothing has been changed this week.</p>
        ) : (
          <>
            <p className="text-ink">
              {plural(changes.total, 'change')} by{' '}
              {plural(changes.byPerson.length, 'person', 'people')}
            </p>
            <ul aria-label="Who changed what" className="space-y-1">
              {changes.byPerson.map((person) => (
                <li key={person.email} className="flex flex-wrap justify-between gap-x-4">
                  <span className="break-all text-ink">{person.email}</span>
                  <span className="text-slate-600">{plural(person.count, 'change')}</span>
                </li>
              ))}
            </ul>
            <h4 className="font-semibold text-ink">Latest</h4>
            <ol className="divide-y divide-slate-200">
              {changes.latest.map((entry) => (
                <li key={entry.id} className="py-2">
                  <p className="break-words text-ink">{entry.summary}</p>
                  <p className="text-sm break-all text-slate-600">
                    {entry.actorEmail} ·{' '}
                    <time dateTime={entry.at}>{formatSiteTime(new Date(entry.at))}</time>
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
        {readsLog && (
          <button type="button" className="link text-sm" onClick={() => onOpen('activity')}>
            Open the whole activity log
          </button>
        )}
      </Card>
      {leads && (
        <Card id="overview-leads" title="This week’s leads by source">
          {leads.total === 0 ? (
            <p className="text-slate-600">No leads yet this week.</p>
          ) : (
            <table className="w-full text-left">
              <caption className="text-left text-ink">{plural(leads.total, 'lead')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-sm text-slate-600">
                  <th scope="col" className="py-1 font-medium">
                    Source
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Leads
                  </th>
                </tr>
              </thead>
              <tbody>
                {leads.bySource.map((row) => (
                  <tr key={row.source} className="border-b border-slate-100">
                    <th scope="row" className="py-1 font-normal break-all text-ink">
                      {row.source}
                    </th>
                    <td className="py-1 text-right text-ink">{row.count}</td>
                  </tr>
                ))}
                {leads.other && (
                  <tr>
                    <th scope="row" className="py-1 font-normal text-ink">
                      Other ({plural(leads.other.sources, 'source')})
                    </th>
                    <td className="py-1 text-right text-ink">{leads.other.count}</td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
          <button type="button" className="link text-sm" onClick={() => onOpen('leads')}>
            Open the leads
          </button>
        </Card>
      )}
      <Card id="overview-drafts" title={`Drafts (${posts.drafts.total.toLocaleString('en-US')})`}>
        <PostList
          posts={posts.drafts}
          none="No drafts."
          when={(time) => `Last changed ${time}`}
          all={{ href: '/admin?status=draft', label: 'All drafts' }}
        />
      </Card>
      <Card
        id="overview-scheduled"
        title={`Scheduled posts (${posts.scheduled.total.toLocaleString('en-US')})`}
      >
        <PostList
          posts={posts.scheduled}
          none="No posts are scheduled."
          when={(time) => `Goes live ${time}`}
          all={{ href: '/admin?status=scheduled', label: 'All scheduled posts' }}
        />
      </Card>
    </div>
  );
}
