/**
 * The redirects manager: every redirect the site answers, the kept ones (added here, from a CSV or
 * by an import) editable with their hits, and the old addresses of renamed posts and pages beside
 * them. Add, edit, delete, import a CSV. The server keeps the rules (docs/redirects.md): its
 * refusals show on the field they are about.
 */
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { RedirectJson } from '#lib/redirects/json.ts';
import { REDIRECT_STATUSES } from '#lib/redirects/fields.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { ApiError, isStale, request } from './api.ts';
import { RowActions } from './RowActions.tsx';
import { FormActions, PageFormElement, usePageForm } from './page-form.tsx';

interface Saved {
  redirect: RedirectJson;
  via: string[];
  alsoChanged: string[];
}

const redirectsApi = {
  list: () => request<{ redirects: RedirectJson[] }>('GET', '/api/admin/redirects'),
  create: (fields: Fields) => request<Saved>('POST', '/api/admin/redirects', fields),
  update: (id: string, fields: Fields, version: number | undefined) =>
    request<Saved>('PUT', `/api/admin/redirects/${id}`, fields, version),
  remove: (item: RedirectJson) =>
    request<{ ok: true }>(
      'DELETE',
      `/api/admin/redirects/${item.id}`,
      undefined,
      item.version ?? undefined,
    ),
  async importCsv(file: File) {
    const response = await fetch('/api/admin/redirects/import', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'text/csv' },
      body: file,
    });
    const data = (await response.json().catch(() => ({}))) as {
      error?: string;
      fields?: Record<string, string>;
      result?: { created: number; updated: number; unchanged: number };
    };
    if (!response.ok) {
      throw new ApiError(response.status, data.error ?? `HTTP ${response.status}`, data.fields);
    }
    return data.result!;
  },
};

interface Fields {
  from: string;
  to: string;
  status: number;
  note: string;
}

const ORIGINS: Record<string, string> = {
  manual: 'Added here',
  csv: 'From a CSV',
  import: 'From an import',
};
const RENAMED: Record<string, string> = {
  post: 'Renamed post',
  persona: 'Renamed audience',
  journeyStage: 'Renamed journey stage',
  topic: 'Renamed topic',
  location: 'Renamed location page',
  industry: 'Renamed industry page',
  landingPage: 'Renamed landing page',
};

/** What a save changed besides the redirect itself, in words. */
function savedNotice(verb: string, saved: Saved): string {
  const { redirect, via, alsoChanged } = saved;
  return [
    `${verb} ${redirect.from} → ${redirect.to}.`,
    via.length > 0 &&
      `The target redirected itself, so it now leads straight to the end (through ${via.join(', ')}).`,
    alsoChanged.length > 0 && `Also pointed ${alsoChanged.join(', ')} straight at it.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A kept redirect's version (the old addresses of renamed pages have none, and no form). */
function keptVersion(redirect: RedirectJson): number {
  if (redirect.version === null) throw new Error('This redirect cannot be edited here.');
  return redirect.version;
}

function RedirectForm({
  item,
  onSaved,
  onCancel,
}: {
  item?: RedirectJson;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
}) {
  const statusId = useId();
  const [fields, setFields] = useState<Fields>({
    from: item?.from ?? '',
    to: item?.to ?? '',
    status: item?.status ?? 301,
    note: item?.note ?? '',
  });
  const form = usePageForm({
    noun: 'redirect',
    version: item?.version ?? undefined,
    send: async (version) => {
      const result = item
        ? await redirectsApi.update(item.id, fields, version)
        : await redirectsApi.create(fields);
      onSaved(result);
      return keptVersion(result.redirect);
    },
    reload:
      item &&
      (async () => {
        const current = (await redirectsApi.list()).redirects.find((r) => r.id === item.id);
        if (!current) throw new Error('That redirect no longer exists.');
        setFields({
          from: current.from,
          to: current.to,
          status: current.status,
          note: current.note,
        });
        return keptVersion(current);
      }),
  });
  const set = (key: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  return (
    <PageFormElement
      form={form}
      label={item ? `Edit the redirect from ${item.from}` : 'New redirect'}
    >
      {form.text(
        'from',
        'From',
        fields.from,
        set('from'),
        'The old address: a path such as /2019/05/old-post/ or /?p=123 (a full address of the old site works too).',
      )}
      {form.text(
        'to',
        'To',
        fields.to,
        set('to'),
        'A page on this site, such as /insights/new-post, or an https:// address.',
      )}
      <div>
        <label htmlFor={statusId} className="font-medium text-ink">
          Type
        </label>
        <select
          id={statusId}
          value={fields.status}
          onChange={(event) =>
            setFields((current) => ({ ...current, status: Number(event.target.value) }))
          }
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        >
          {REDIRECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === 301 ? '301: moved for good' : '302: moved for now'}
            </option>
          ))}
        </select>
      </div>
      {form.text(
        'note',
        'Note (optional)',
        fields.note,
        set('note'),
        'Why it is there, for the next person.',
      )}
      <FormActions form={form} label={item ? 'Save' : 'Add redirect'} onCancel={onCancel} />
    </PageFormElement>
  );
}

function CsvImport({ onImported }: { onImported: (message: string) => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ message: string; lines: [string, string][] } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setProblems(null);
    try {
      const result = await redirectsApi.importCsv(file);
      onImported(
        `Imported the CSV: ${result.created} added, ${result.updated} changed, ${result.unchanged} already there.`,
      );
    } catch (caught) {
      setProblems({
        message: caught instanceof Error ? caught.message : String(caught),
        lines: caught instanceof ApiError ? Object.entries(caught.fields) : [],
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-2" onSubmit={(event) => void send(event)}>
      <label htmlFor={inputId} className="font-medium text-ink">
        Import a CSV
      </label>
      <p className="text-sm text-slate-600">
        One redirect per line: from,to,status,note (status and note optional; a header line is
        fine). Every line is checked first: one bad line and nothing is imported.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <button type="submit" className="btn-secondary px-4 py-2" disabled={!file || busy}>
          {busy ? 'Importing…' : 'Import CSV'}
        </button>
      </div>
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          Checking every line, then saving them all at once: a few seconds for thousands of lines.
          The site keeps answering its visitors meanwhile.
        </p>
      )}
      {problems && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <p>{problems.message}</p>
          {problems.lines.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {problems.lines.map(([line, message]) => (
                <li key={line}>
                  {line}: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}

/** The list with a saved redirect in place of its old version (or added first). */
function withSaved(items: RedirectJson[] | null, saved: RedirectJson): RedirectJson[] | null {
  if (!items) return items;
  return items.some((item) => item.id === saved.id)
    ? items.map((item) => (item.id === saved.id ? saved : item))
    : [saved, ...items];
}

export default function RedirectsPanel({ onSaved }: { onSaved?: () => void } = {}) {
  const filterId = useId();
  const [items, setItems] = useState<RedirectJson[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [filter, setFilter] = useState('');

  const load = useCallback(() => {
    redirectsApi.list().then(
      ({ redirects }) => setItems(redirects),
      (caught: unknown) => setNotice(caught instanceof Error ? caught.message : String(caught)),
    );
  }, []);
  useEffect(load, [load]);

  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase();
    if (!items || words === '') return items;
    return items.filter((item) =>
      `${item.from} ${item.to} ${item.note}`.toLowerCase().includes(words),
    );
  }, [items, filter]);

  const saved = (verb: string) => (result: Saved) => {
    setEditing(null);
    // The list holds the saved version at once: an Edit or Delete pressed before it reloads sends it.
    setItems((current) => withSaved(current, result.redirect));
    setNotice(savedNotice(verb, result));
    onSaved?.();
    load();
  };

  const remove = async (item: RedirectJson) => {
    if (!window.confirm(`Delete the redirect from ${item.from}?`)) return;
    try {
      await redirectsApi.remove(item);
      setNotice(`Deleted the redirect from ${item.from}.`);
      onSaved?.();
    } catch (caught) {
      setNotice(
        isStale(caught)
          ? `The redirect from ${item.from} was changed since this list was loaded, so nothing was deleted. Check it and try again.`
          : caught instanceof Error
            ? caught.message
            : String(caught),
      );
    }
    load();
  };

  return (
    <section aria-labelledby="redirects-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="redirects-heading" className="text-2xl font-bold text-ink">
            Redirects
          </h2>
          <p className="mt-1 text-slate-600">
            Old addresses and where they lead now. Renamed posts and pages add theirs by themselves.
          </p>
        </div>
        <button
          type="button"
          className="btn-primary px-4 py-2"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
        >
          Add redirect
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {notice}
      </p>
      {editing === 'new' && (
        <RedirectForm onSaved={saved('Added')} onCancel={() => setEditing(null)} />
      )}
      <div className="card">
        <CsvImport
          onImported={(message) => {
            setNotice(message);
            onSaved?.();
            load();
          }}
        />
      </div>
      <div>
        <label htmlFor={filterId} className="font-medium text-ink">
          Find a redirect
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      {shown === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : shown.length === 0 ? (
        <p className="text-slate-600">
          {items?.length ? 'No redirect matches.' : 'No redirects yet.'}
        </p>
      ) : (
        <ul
          aria-label="Redirects"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {shown.map((item) => (
            <li key={item.id} className="space-y-2 px-4 py-3" data-redirect-from={item.from}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-all text-ink">
                    {item.from} <span aria-hidden="true">→</span>
                    <span className="sr-only">leads to</span> {item.to}
                  </p>
                  <p className="text-sm text-slate-600">
                    {item.status} · {item.renamed ? RENAMED[item.renamed] : ORIGINS[item.origin]}
                    {item.hits !== null &&
                      ` · ${item.hits.toLocaleString('en-US')} hit${item.hits === 1 ? '' : 's'}`}
                    {item.lastHitAt && `, last ${formatSiteTime(new Date(item.lastHitAt))}`}
                    {item.note && ` · ${item.note}`}
                  </p>
                </div>
                {item.version !== null && (
                  <RowActions
                    subject={`the redirect from ${item.from}`}
                    onEdit={() => setEditing(item.id)}
                    onDelete={() => void remove(item)}
                  />
                )}
              </div>
              {editing === item.id && (
                <RedirectForm
                  item={item}
                  onSaved={saved('Changed')}
                  onCancel={() => setEditing(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
