/** The admin's leads inbox: newest first, filtered new/handled/spam, read one with where it came from, mark handled, export CSV. */
import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { LeadJson } from '#lib/leads/json.ts';
import { describeContext } from '#lib/leads/origin.ts';
import { leadFormOf, toolContextOf } from '#lib/leads/page-forms.ts';
import { ApiError, request } from './api.ts';
import { LeadNotes } from './LeadNotes.tsx';
import { LeadsExport } from './LeadsExport.tsx';

type Filter = 'new' | 'handled' | 'spam' | 'all';
type Counts = Record<Filter, number>;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'spam', label: 'Spam' },
  { value: 'all', label: 'All' },
];

// Loaded when first asked for: the inbox alone does not carry it.
const LeadsReport = lazy(() => import('./LeadsReport.tsx'));

const PAGE_SIZE = 50;
const SIGNED_OUT = 'You must be logged in to perform this action';

const leadsApi = {
  list: (filter: Filter, offset: number) =>
    request<{ leads: LeadJson[]; counts: Counts }>(
      'GET',
      `/api/admin/leads?status=${filter}&limit=${PAGE_SIZE}&offset=${offset}`,
    ),
  update: (id: string, change: { status?: 'new' | 'handled'; isSpam?: boolean }) =>
    request<{ lead: LeadJson }>('PATCH', `/api/admin/leads/${id}`, change),
};

/** A page's form may not ask a name: the lead is then named by its email. */
const leadTitle = (lead: LeadJson) => lead.name || lead.email;

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const receivedAt = (lead: LeadJson) => timeFormat.format(new Date(lead.createdAt));

const pairs = (record: Record<string, string | number>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(', ');

const notificationLabel: Record<LeadJson['notificationState'], string> = {
  pending: 'Notification pending',
  sent: 'Team notified',
  failed: 'Notification failed',
  skipped: 'No notification',
};

function Badge({
  tone,
  children,
}: {
  tone: 'brand' | 'slate' | 'red' | 'amber';
  children: string;
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-900',
    slate: 'bg-slate-100 text-slate-700',
    red: 'bg-red-50 text-red-800',
    amber: 'bg-amber-50 text-amber-900',
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

function statusBadge(lead: LeadJson) {
  if (lead.isSpam) return <Badge tone="red">Spam</Badge>;
  return lead.status === 'new' ? (
    <Badge tone="brand">New</Badge>
  ) : (
    <Badge tone="slate">Handled</Badge>
  );
}

function LeadDetail({
  lead,
  busy,
  onChange,
  onClose,
}: {
  lead: LeadJson;
  busy: boolean;
  onChange: (change: { status?: 'new' | 'handled'; isSpam?: boolean }) => void;
  onClose: () => void;
}) {
  const form = leadFormOf(lead.context);
  const tool = toolContextOf(lead.context);
  const context = describeContext(tool);
  const rows: [string, ReactNode][] = [
    [
      'Email',
      <a href={`mailto:${lead.email}`} className="link break-all">
        {lead.email}
      </a>,
    ],
    [
      'Phone',
      lead.phone ? (
        <a href={`tel:${lead.phone}`} className="link">
          {lead.phone}
        </a>
      ) : (
        '—'
      ),
    ],
    ['Company size', lead.companySize || '—'],
    ['Received', receivedAt(lead)],
    ...(lead.status === 'handled' && lead.handledBy
      ? ([
          [
            'Handled by',
            `${lead.handledBy}${lead.handledAt ? `, ${timeFormat.format(new Date(lead.handledAt))}` : ''}`,
          ],
        ] as [string, ReactNode][])
      : []),
    ['Landing page', lead.landingPage ?? 'Not known'],
    ['Came from', lead.referrerHost ?? (lead.landingPage ? 'Typed in or bookmarked' : 'Not known')],
    ['Form page', lead.sourcePage ?? '—'],
    ['Form', form.form],
    ['Context', context ?? (Object.keys(tool).length > 0 ? pairs(tool) : '—')],
    ['UTM', Object.keys(lead.utm).length > 0 ? pairs(lead.utm) : '—'],
    [
      'Notification',
      `${notificationLabel[lead.notificationState]}${lead.notificationAttempts > 0 ? ` after ${lead.notificationAttempts} attempt${lead.notificationAttempts === 1 ? '' : 's'}` : ''}${lead.notificationError ? ` — ${lead.notificationError}` : ''}`,
    ],
  ];
  return (
    <article aria-labelledby="lead-title" className="card space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="lead-title" className="text-xl font-bold break-words text-ink">
          {leadTitle(lead)}
        </h3>
        {statusBadge(lead)}
      </div>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {form.question && form.answer && (
        <div>
          <h4 className="font-medium text-slate-600">{form.question}</h4>
          <p className="mt-1 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-ink">
            {form.answer}
          </p>
        </div>
      )}
      <div>
        <h4 className="font-medium text-slate-600">Message</h4>
        <p className="mt-1 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-ink">
          {lead.message || '—'}
        </p>
      </div>
      <LeadNotes key={lead.id} leadId={lead.id} />
      <div className="flex flex-wrap gap-3">
        {lead.status === 'new' ? (
          <button
            type="button"
            className="btn-primary px-4 py-2"
            disabled={busy}
            onClick={() => onChange({ status: 'handled' })}
          >
            Mark handled
          </button>
        ) : (
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            disabled={busy}
            onClick={() => onChange({ status: 'new' })}
          >
            Mark as new
          </button>
        )}
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          disabled={busy}
          onClick={() => onChange({ isSpam: !lead.isSpam })}
        >
          {lead.isSpam ? 'Not spam' : 'Mark as spam'}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onClose}>
          Close
        </button>
      </div>
    </article>
  );
}

export default function LeadsInbox({ onSignedOut }: { onSignedOut?: () => void }) {
  const [filter, setFilter] = useState<Filter>('new');
  const [leads, setLeads] = useState<LeadJson[]>([]);
  const [counts, setCounts] = useState<Counts | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [view, setView] = useState<'inbox' | 'report'>('inbox');

  const fail = useCallback(
    (caught: unknown) => {
      if (caught instanceof ApiError && caught.status === 401) {
        if (onSignedOut) onSignedOut();
        else setError(SIGNED_OUT);
        return;
      }
      setError(caught instanceof Error ? caught.message : 'Something went wrong.');
    },
    [onSignedOut],
  );

  const load = useCallback(
    async (which: Filter, offset = 0) => {
      setLoading(true);
      try {
        const result = await leadsApi.list(which, offset);
        setLeads((current) => (offset === 0 ? result.leads : [...current, ...result.leads]));
        setCounts(result.counts);
        setHasMore(result.leads.length === PAGE_SIZE);
      } catch (caught) {
        fail(caught);
      } finally {
        setLoading(false);
      }
    },
    [fail],
  );

  useEffect(() => {
    void load(filter);
  }, [filter, load]);

  const open = leads.find((lead) => lead.id === openId) ?? null;

  const change = async (
    lead: LeadJson,
    update: { status?: 'new' | 'handled'; isSpam?: boolean },
  ) => {
    setBusy(true);
    setError(null);
    try {
      const { lead: changed } = await leadsApi.update(lead.id, update);
      // Keep the lead open where it is; the counts and filters catch up on the next load.
      setLeads((current) => current.map((l) => (l.id === changed.id ? changed : l)));
      const result = await leadsApi.list(filter, 0);
      setCounts(result.counts);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };

  /** The tab's heading and its two views; `extra` goes beside them. */
  const heading = (extra?: ReactNode) => (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h2 id="leads-heading" className="text-2xl font-bold text-ink">
        Leads
      </h2>
      <div role="group" aria-label="Leads view" className="flex flex-wrap gap-2">
        {(
          [
            ['inbox', 'Inbox'],
            ['report', 'Where leads come from'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            className={view === value ? 'btn-primary px-4 py-2' : 'btn-secondary px-4 py-2'}
            onClick={() => setView(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {extra}
    </div>
  );

  if (view === 'report') {
    return (
      <section aria-labelledby="leads-heading" className="space-y-4">
        {heading()}
        <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
          <LeadsReport onSignedOut={onSignedOut} />
        </Suspense>
      </section>
    );
  }

  return (
    <section aria-labelledby="leads-heading" className="space-y-4">
      {heading(<LeadsExport status={filter} />)}
      <div role="group" aria-label="Show leads" className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            className={`rounded-full border px-4 py-1.5 font-medium ${filter === value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700'}`}
            onClick={() => {
              setOpenId(null);
              setFilter(value);
            }}
          >
            {label}
            {counts && ` (${counts[value]})`}
          </button>
        ))}
      </div>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {error}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          {!loading && leads.length === 0 && (
            <p className="card text-slate-600">
              {filter === 'new' ? 'No new leads. You are all caught up.' : 'No leads here.'}
            </p>
          )}
          <ul className="space-y-3" aria-busy={loading}>
            {leads.map((lead) => (
              <li
                key={lead.id}
                data-lead-email={lead.email}
                className={`card p-4 ${lead.id === openId ? 'border-brand-700 ring-1 ring-brand-700' : ''}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words text-ink">
                      <button
                        type="button"
                        className="text-left hover:text-brand-800 hover:underline"
                        aria-expanded={lead.id === openId}
                        onClick={() => setOpenId(lead.id === openId ? null : lead.id)}
                      >
                        {leadTitle(lead)}
                      </button>
                    </h3>
                    <p className="text-sm break-all text-slate-600">{lead.email}</p>
                  </div>
                  {statusBadge(lead)}
                </div>
                {(lead.message || leadFormOf(lead.context).answer) && (
                  <p className="mt-2 line-clamp-2 text-slate-700">
                    {lead.message || leadFormOf(lead.context).answer}
                  </p>
                )}
                <p className="mt-2 flex flex-wrap gap-2 text-sm text-slate-600">
                  <span>{receivedAt(lead)}</span>
                  {lead.companySize && (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>{lead.companySize}</span>
                    </>
                  )}
                  {lead.context['form'] && (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>{leadFormOf(lead.context).form}</span>
                    </>
                  )}
                  {lead.notificationState === 'failed' && (
                    <Badge tone="amber">Notification failed</Badge>
                  )}
                </p>
              </li>
            ))}
          </ul>
          {hasMore && (
            <button
              type="button"
              className="btn-secondary mt-4 px-4 py-2"
              disabled={loading}
              onClick={() => void load(filter, leads.length)}
            >
              Load more
            </button>
          )}
        </div>
        <div>
          {open ? (
            <LeadDetail
              key={open.id}
              lead={open}
              busy={busy}
              onChange={(update) => void change(open, update)}
              onClose={() => setOpenId(null)}
            />
          ) : (
            leads.length > 0 && (
              <p className="text-slate-600">Choose a lead by its name to read it.</p>
            )
          )}
        </div>
      </div>
    </section>
  );
}
