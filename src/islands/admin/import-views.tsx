/**
 * What the import shows: the dry run (what will be created, skipped and why, redirected), the
 * mapping of WordPress's categories and tags onto audiences, stages and topics, and a job's progress.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { DryRun, ImportMapping, TermTarget } from '#lib/import/fields.ts';
import type { ImportJobJson } from '#lib/import/json.ts';
import { INSIGHT_CATEGORIES } from '#config/publishing.ts';
import { TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import type { Taxonomies } from './api.ts';

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

export function MappingForm({
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

export function DryRunView({ dryRun }: { dryRun: DryRun }) {
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

export function JobProgress({ job }: { job: ImportJobJson }) {
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
