/**
 * Import & export: bring a WordPress site in (its export file and a ZIP of its uploads) or an export
 * of another instance of this site, see the dry run first, map its terms, then import with progress
 * shown; an import left unfinished is resumed from the list. And "Export everything". The upload
 * client is import-api.ts, the job runner import-runner.ts, the views import-views.tsx.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { ImportMapping } from '#lib/import/fields.ts';
import type { ImportJobJson } from '#lib/import/json.ts';
import { adminApi, ApiError, type Taxonomies } from './api.ts';
import { importApi, uploadFile, type Planned } from './import-api.ts';
import { runImport } from './import-runner.ts';
import { DryRunView, JobProgress, MappingForm } from './import-views.tsx';

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
    try {
      await runImport(job, {
        step: async (id) => (await importApi.step(id)).job,
        onStep: (current) =>
          setPlanned((before) =>
            before ? { ...before, job: current } : { job: current, dryRun: null },
          ),
      });
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
