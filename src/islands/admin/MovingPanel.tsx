/**
 * Import & export: bring a WordPress site in (its export file and a ZIP of its uploads) or an export
 * of another instance of this site, see the dry run first (what will be created, skipped and why,
 * redirected), map WordPress's categories and tags onto audiences, stages and topics, then import
 * with progress shown; an import left unfinished is resumed from the list. And "Export everything".
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { DryRun, ImportMapping, TermTarget } from '#lib/import/fields.ts';
import type { ImportJobJson } from '#lib/import/json.ts';
import { INSIGHT_CATEGORIES } from '#config/publishing.ts';
import { TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { adminApi, ApiError, request, type Taxonomies } from './api.ts';

interface Planned {
  job: ImportJobJson;
  dryRun: DryRun | null;
  filesGone?: boolean;
}

/** Sends a file as the request body, reporting how much has gone. */
function uploadFile(file: File, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/import/uploads');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = JSON.parse(xhr.responseText || '{}') as {
        upload?: { id: string };
        error?: string;
        fields?: Record<string, string>;
      };
      if (xhr.status === 201 && data.upload) resolve(data.upload.id);
      else
        reject(
          new ApiError(
            xhr.status,
            data.error ?? `Upload failed (HTTP ${xhr.status}).`,
            data.fields,
          ),
        );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'Could not reach the server. Check your connection and try again.'));
    xhr.send(file);
  });
}

const importApi = {
  jobs: () => request<{ jobs: ImportJobJson[] }>('GET', '/api/admin/import/jobs'),
  start: (file: string, uploads: string | undefined) =>
    request<Planned>('POST', '/api/admin/import/jobs', { file, ...(uploads && { uploads }) }),
  job: (id: string) => request<Planned>('GET', `/api/admin/import/jobs/${id}`),
  remap: (id: string, mapping: ImportMapping, version: number) =>
    request<Planned>('PUT', `/api/admin/import/jobs/${id}`, { mapping }, version),
  step: (id: string) =>
    request<{ job: ImportJobJson }>('POST', `/api/admin/import/jobs/${id}/run`, {}),
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const KINDS: TaxonomyKind[] = ['topic', 'persona', 'journeyStage'];
const optionsOf = (taxonomies: Taxonomies, kind: TaxonomyKind) =>
  kind === 'persona'
    ? taxonomies.personas
    : kind === 'journeyStage'
      ? taxonomies.journeyStages
      : taxonomies.topics;

/** A term's target as one select value: `ignore`, `link:topic:{id}`, `create:topic`. */
const targetValue = (target: TermTarget | undefined) =>
  !target || target.action === 'ignore'
    ? 'ignore'
    : target.action === 'create'
      ? `create:${target.kind}`
      : `link:${target.kind}:${target.id}`;

function targetOf(value: string): TermTarget {
  const [action, kind, id] = value.split(':') as [string, TaxonomyKind, string];
  if (action === 'create') return { action: 'create', kind };
  if (action === 'link') return { action: 'link', kind, id };
  return { action: 'ignore' };
}

function MappingForm({
  dryRun,
  taxonomies,
  busy,
  onChange,
}: {
  dryRun: DryRun;
  taxonomies: Taxonomies;
  busy: boolean;
  onChange: (mapping: ImportMapping) => void;
}) {
  const id = useId();
  const [mapping, setMapping] = useState<ImportMapping>(dryRun.mapping!);
  useEffect(() => setMapping(dryRun.mapping!), [dryRun]);
  const setDefault = (key: keyof ImportMapping['defaults'], value: string) =>
    setMapping((current) => ({
      ...current,
      defaults: { ...current.defaults, [key]: value === '' && key !== 'category' ? null : value },
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(mapping);
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Mapping">
      <h3 className="text-xl font-bold text-ink">Categories and tags</h3>
      <p className="text-slate-600">
        Choose what each WordPress category and tag becomes here. A post gets the defaults below for
        what its terms do not give it; a published post needs an audience, a journey stage and a
        topic, or it comes in as a draft.
      </p>
      {dryRun.terms.length === 0 ? (
        <p className="text-slate-600">The export has no categories or tags.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {dryRun.terms.map((term) => (
            <li
              key={term.key}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-2"
            >
              <label htmlFor={`${id}-${term.key}`} className="min-w-0 text-ink">
                {term.name}{' '}
                <span className="text-sm text-slate-600">
                  ({term.taxonomy === 'category' ? 'category' : 'tag'}, {term.posts} post
                  {term.posts === 1 ? '' : 's'})
                </span>
              </label>
              <select
                id={`${id}-${term.key}`}
                value={targetValue(mapping.terms[term.key])}
                onChange={(event) =>
                  setMapping((current) => ({
                    ...current,
                    terms: { ...current.terms, [term.key]: targetOf(event.target.value) },
                  }))
                }
                className="max-w-full min-w-0 rounded-lg border border-slate-300 px-3 py-1.5"
              >
                <option value="ignore">Not used</option>
                {KINDS.map((kind) => (
                  <optgroup key={kind} label={TAXONOMY_TERMS[kind].plural}>
                    {optionsOf(taxonomies, kind).map((option) => (
                      <option key={option.id} value={`link:${kind}:${option.id}`}>
                        {TAXONOMY_TERMS[kind].noun}: {option.name}
                      </option>
                    ))}
                    <option value={`create:${kind}`}>
                      New {TAXONOMY_TERMS[kind].noun} “{term.name}”
                    </option>
                  </optgroup>
                ))}
              </select>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="font-medium text-ink">Defaults</legend>
        {KINDS.map((kind) => {
          const key = kind;
          return (
            <label key={kind} className="text-ink">
              Default {TAXONOMY_TERMS[kind].noun}
              <select
                value={mapping.defaults[key] ?? ''}
                onChange={(event) => setDefault(key, event.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5"
              >
                <option value="">None</option>
                {optionsOf(taxonomies, kind).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        <label className="text-ink">
          Default category
          <select
            value={mapping.defaults.category}
            onChange={(event) => setDefault('category', event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5"
          >
            {INSIGHT_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </label>
      </fieldset>
      <label className="flex items-start gap-2 text-ink">
        <input
          type="checkbox"
          className="mt-1"
          checked={mapping.fetchMissingImages === true}
          onChange={(event) =>
            setMapping((current) => ({ ...current, fetchMissingImages: event.target.checked }))
          }
        />
        <span>
          Download the images the uploads ZIP lacks from {dryRun.source} (the server fetches them
          from that site only, when it can reach it)
        </span>
      </label>
      <button type="submit" className="btn-secondary px-4 py-2" disabled={busy}>
        Check again with this mapping
      </button>
    </form>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The dry run's figures in words: a WordPress export's posts, pages and documents too. */
function dryRunSummary({ kind, source, counts }: DryRun): string {
  if (kind === 'export') {
    return `From ${source}: ${counts.create} to create, ${counts.skip} to skip, ${plural(counts.images, 'image')}, ${plural(counts.redirects, 'redirect')}.`;
  }
  const figures = [
    ...(counts.posts === undefined ? [] : [plural(counts.posts, 'post')]),
    ...(counts.pages === undefined ? [] : [plural(counts.pages, 'page')]),
    plural(counts.images, 'image'),
    ...(counts.documents ? [`${plural(counts.documents, 'document')} not imported`] : []),
    plural(counts.redirects, 'redirect'),
  ];
  return `From ${source}: ${counts.create} to create, ${counts.skip} to skip; ${figures.join(', ')}.`;
}

function DryRunView({ dryRun }: { dryRun: DryRun }) {
  const created = dryRun.items.filter((item) => item.action === 'create');
  const skipped = dryRun.items.filter((item) => item.action === 'skip');
  const changed = dryRun.notes.filter((note) => note.notes.length > 0);
  const leftOut = dryRun.notes.filter((note) => (note.leftOut ?? []).length > 0);
  const keptPrivate = dryRun.keptPrivate ?? [];
  const pages = dryRun.pages ?? [];
  return (
    <div className="space-y-4">
      <p className="text-ink" data-testid="dry-run-summary">
        {dryRunSummary(dryRun)}
      </p>
      {keptPrivate.length > 0 && (
        <details open>
          <summary className="cursor-pointer font-medium text-ink">
            Kept as drafts: not public on WordPress ({keptPrivate.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Kept as drafts">
            {keptPrivate.map((entry) => (
              <li key={entry.key}>
                {entry.title}: {entry.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      <details open={created.length <= 50}>
        <summary className="cursor-pointer font-medium text-ink">
          Will be created ({created.length})
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Will be created">
          {created.map((item) => (
            <li key={item.key}>
              {item.title}: {item.detail}
            </li>
          ))}
        </ul>
      </details>
      <details open={skipped.length <= 50}>
        <summary className="cursor-pointer font-medium text-ink">
          Will be skipped ({skipped.length})
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Will be skipped">
          {skipped.map((item) => (
            <li key={item.key}>
              {item.title}: {item.detail}
            </li>
          ))}
        </ul>
      </details>
      {pages.length > 0 && (
        <details open={pages.length <= 50}>
          <summary className="cursor-pointer font-medium text-ink">
            WordPress pages ({pages.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 break-words" aria-label="WordPress pages">
            {pages.map((page) => (
              <li key={page.key}>
                {page.title}
                {page.from ? ` (${page.from})` : ''}: {page.detail}
              </li>
            ))}
          </ul>
        </details>
      )}
      <details>
        <summary className="cursor-pointer font-medium text-ink">
          Will redirect ({dryRun.redirects.length})
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 break-all" aria-label="Will redirect">
          {dryRun.redirects.slice(0, 500).map((redirect) => (
            <li key={`${redirect.from}→${redirect.to}`}>
              {redirect.from} → {redirect.to}
            </li>
          ))}
        </ul>
      </details>
      {leftOut.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium text-ink">
            Not imported, post by post ({leftOut.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Not imported">
            {leftOut.map((note) => (
              <li key={note.key}>
                {note.title}: {note.leftOut!.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {changed.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium text-ink">
            Changed on the way ({changed.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Changed on the way">
            {changed.map((note) => (
              <li key={note.key}>
                {note.title}: {note.notes.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function JobProgress({ job }: { job: ImportJobJson }) {
  return (
    <div className="space-y-2">
      <label className="block text-ink">
        {job.state === 'done' ? 'Imported' : 'Importing'}: {job.done} of {job.total}
        <progress className="mt-1 block w-full" max={job.total || 1} value={job.done} />
      </label>
      {job.state === 'done' && (
        <p role="status" className="text-ink">
          Done: {job.counts.created ?? 0} created, {job.counts.skipped ?? 0} skipped,{' '}
          {job.counts.unchanged ?? 0} already there;{' '}
          {job.kind === 'wordpress'
            ? `${plural(job.counts.posts ?? 0, 'post')}, ${plural(job.counts.pages ?? 0, 'page')}, `
            : ''}
          {plural(job.counts.images ?? 0, 'image')},{' '}
          {job.counts.documents ? `${plural(job.counts.documents, 'document')} not imported, ` : ''}
          {plural(job.counts.redirects ?? 0, 'redirect')}. The site is rebuilding with them.
        </p>
      )}
      {(job.counts.failed ?? 0) > 0 && (
        <p className="text-red-800">
          {job.counts.failed} item{job.counts.failed === 1 ? '' : 's'} failed and{' '}
          {job.counts.failed === 1 ? 'was' : 'were'} passed over: “What happened” says why. Nothing
          of {job.counts.failed === 1 ? 'it' : 'them'} was saved; the rest went on.
        </p>
      )}
      {job.log.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium text-ink">
            What happened ({job.log.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="What happened">
            {job.log.map((entry, index) => (
              <li key={`${entry.key}-${index}`}>
                {entry.title}: {entry.outcome === 'unchanged' ? 'already there' : entry.outcome}.{' '}
                {entry.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

export default function MovingPanel({ onChanged }: { onChanged?: () => void } = {}) {
  const mainId = useId();
  const uploadsId = useId();
  const [main, setMain] = useState<File | null>(null);
  const [uploads, setUploads] = useState<File | null>(null);
  const [planned, setPlanned] = useState<Planned | null>(null);
  const [taxonomies, setTaxonomies] = useState<Taxonomies | null>(null);
  const [jobs, setJobs] = useState<ImportJobJson[]>([]);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );

  const loadJobs = useCallback(() => {
    importApi.jobs().then(
      ({ jobs: loaded }) => setJobs(loaded),
      () => setJobs([]),
    );
  }, []);
  useEffect(loadJobs, [loadJobs]);
  useEffect(() => {
    adminApi.taxonomies().then(setTaxonomies, () => setTaxonomies(null));
  }, []);

  const fail = (caught: unknown) =>
    setError({
      message: caught instanceof Error ? caught.message : String(caught),
      fields: caught instanceof ApiError ? caught.fields : {},
    });

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!main) return;
    setError(null);
    setPlanned(null);
    try {
      setBusy('Uploading the file…');
      const file = await uploadFile(main, (share) =>
        setBusy(`Uploading the file… ${Math.round(share * 100)} %`),
      );
      let extra: string | undefined;
      if (uploads) {
        extra = await uploadFile(uploads, (share) =>
          setBusy(`Uploading the images… ${Math.round(share * 100)} %`),
        );
      }
      setBusy('Reading the files (a dry run: nothing is imported yet)…');
      setPlanned(await importApi.start(file, extra));
      loadJobs();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy('');
    }
  };

  const remap = async (mapping: ImportMapping) => {
    if (!planned) return;
    setBusy('Checking again…');
    setError(null);
    try {
      setPlanned(await importApi.remap(planned.job.id, mapping, planned.job.version));
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy('');
    }
  };

  const run = async (job: ImportJobJson) => {
    setError(null);
    setBusy('Importing…');
    let current = job;
    try {
      while (current.state !== 'done') {
        try {
          current = (await importApi.step(current.id)).job;
          setPlanned((before) =>
            before ? { ...before, job: current } : { job: current, dryRun: null },
          );
        } catch (caught) {
          // The admin's write allowance: wait as the server says, then carry on.
          if (caught instanceof ApiError && caught.status === 429) await wait(10_000);
          else throw caught;
        }
      }
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy('');
      loadJobs();
      // The publishing line above follows the import's one publish to live.
      onChanged?.();
    }
  };

  const resume = async (job: ImportJobJson) => {
    setError(null);
    try {
      const opened = await importApi.job(job.id);
      setPlanned(opened);
      if (!opened.filesGone) await run(opened.job);
      else
        setError({
          message:
            'The files of this import are gone from the server: upload them again. What was imported stays, and nothing is imported twice.',
          fields: {},
        });
    } catch (caught) {
      fail(caught);
    }
  };

  const unfinished = jobs.filter((job) => job.state !== 'done' && job.id !== planned?.job.id);

  return (
    <section aria-labelledby="moving-heading" className="space-y-8">
      <div>
        <h2 id="moving-heading" className="text-2xl font-bold text-ink">
          Import &amp; export
        </h2>
        <p className="mt-1 text-slate-600">
          Move a WordPress site in, or this site to another server. Every old address keeps working:
          it redirects to its new page.
        </p>
      </div>

      <section aria-labelledby="export-heading" className="card space-y-2">
        <h3 id="export-heading" className="text-xl font-bold text-ink">
          Export everything
        </h3>
        <p className="text-slate-600">
          A ZIP of every post (Markdown), image (the originals), audience, stage, topic, location
          and industry page, lead (CSV and JSON) and redirect. Importing it here on another server
          moves the site there. It holds every lead: keep it safe.
        </p>
        <a className="btn-secondary inline-block px-4 py-2" href="/api/admin/export" download>
          Download the export (ZIP)
        </a>
      </section>

      {unfinished.length > 0 && (
        <section aria-labelledby="unfinished-heading" className="space-y-2">
          <h3 id="unfinished-heading" className="text-xl font-bold text-ink">
            Unfinished imports
          </h3>
          <ul className="space-y-2">
            {unfinished.map((job) => (
              <li key={job.id} className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  {job.label}: {job.done} of {job.total} done
                </span>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5 text-sm"
                  disabled={busy !== ''}
                  onClick={() => void resume(job)}
                >
                  {job.done > 0 ? 'Resume' : 'Open'} {job.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="import-heading" className="card space-y-4">
        <h3 id="import-heading" className="text-xl font-bold text-ink">
          Import
        </h3>
        <form className="space-y-4" onSubmit={(event) => void check(event)} noValidate>
          <div>
            <label htmlFor={mainId} className="font-medium text-ink">
              WordPress export (.xml) or an export of this site (.zip)
            </label>
            <p className="text-sm text-slate-600">
              On WordPress: Tools → Export → All content. Up to 50 MB.
            </p>
            <input
              id={mainId}
              type="file"
              accept=".xml,.zip,application/xml,text/xml,application/zip"
              aria-invalid={error?.fields.file ? true : undefined}
              onChange={(event) => setMain(event.target.files?.[0] ?? null)}
            />
          </div>
          <div>
            <label htmlFor={uploadsId} className="font-medium text-ink">
              WordPress images: a ZIP of wp-content/uploads (optional)
            </label>
            <input
              id={uploadsId}
              type="file"
              accept=".zip,application/zip"
              aria-invalid={error?.fields.uploads ? true : undefined}
              onChange={(event) => setUploads(event.target.files?.[0] ?? null)}
            />
          </div>
          <button type="submit" className="btn-primary px-4 py-2" disabled={!main || busy !== ''}>
            Check the files
          </button>
        </form>
        <p aria-live="polite" className="text-slate-700">
          {busy}
        </p>
        {error && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {error.message}
          </div>
        )}
        {planned?.dryRun && planned.job.state !== 'done' && (
          <>
            <DryRunView dryRun={planned.dryRun} />
            {planned.dryRun.mapping && taxonomies && planned.job.done === 0 && (
              <MappingForm
                dryRun={planned.dryRun}
                taxonomies={taxonomies}
                busy={busy !== ''}
                onChange={(mapping) => void remap(mapping)}
              />
            )}
            <button
              type="button"
              className="btn-primary px-4 py-2"
              disabled={busy !== ''}
              onClick={() => void run(planned.job)}
            >
              {planned.job.done > 0 ? 'Resume the import' : 'Import'}
            </button>
          </>
        )}
        {planned && (planned.job.done > 0 || planned.job.state === 'done') && (
          <JobProgress job={planned.job} />
        )}
      </section>
    </section>
  );
}
