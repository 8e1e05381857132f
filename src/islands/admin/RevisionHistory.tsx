/**
 * A record's history, for any editor: every saved version with who and when, a readable
 * difference between any of them and the current one, and Restore, which hands that version's
 * whole document to the editor as unsaved changes (saving it then writes a new version: the past is
 * never rewritten). Loaded on demand by revision-history-button.tsx.
 */
import { useEffect, useId, useState } from 'react';
import { condensed, documentDiff, type FieldChange, type TextPart } from '#lib/revisions/diff.ts';
import { kindNoun } from '#lib/revisions/fields.ts';
import type { RevisionJson, RevisionListJson } from '#lib/revisions/json.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { request } from './api.ts';

export type RevisionDocument = RevisionJson['revision']['document'];

export interface RevisionHistoryProps {
  /** The record's kind, its table's name with hyphens: posts, locations, journey-stages, … */
  kind: string;
  id: string;
  /** Names for ids in the documents (a post's audiences, stages and topics). */
  names?: Readonly<Record<string, string>>;
  /**
   * Puts the version's document into the editor as unsaved changes; returns false when the editor
   * declined (the person kept their unsaved work).
   */
  onRestore: (document: RevisionDocument, version: number) => boolean | void;
}

const base = (kind: string, id: string) =>
  `/api/admin/revisions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

function Parts({ parts }: { parts: readonly TextPart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words rounded border border-slate-200 bg-white p-2 text-sm">
      {condensed(parts).map((part, index) =>
        part.change === 'removed' ? (
          <del key={index} className="bg-red-100 text-red-900">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : part.change === 'added' ? (
          <ins key={index} className="bg-brand-100 text-brand-900 no-underline">
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function Change({ change }: { change: FieldChange }) {
  if (change.kind === 'text') return <Parts parts={change.parts} />;
  if (change.kind === 'list') {
    return (
      <p className="text-sm">
        {change.removed.length > 0 && (
          <del className="mr-2 bg-red-100 text-red-900">
            <span className="sr-only">[removed: </span>
            {change.removed.join(', ')}
            <span className="sr-only">]</span>
          </del>
        )}
        {change.added.length > 0 && (
          <ins className="bg-brand-100 text-brand-900 no-underline">
            <span className="sr-only">[added: </span>
            {change.added.join(', ')}
            <span className="sr-only">]</span>
          </ins>
        )}
      </p>
    );
  }
  return (
    <Parts
      parts={[
        { text: change.before, change: 'removed' },
        { text: ' → ', change: 'same' },
        { text: change.after, change: 'added' },
      ]}
    />
  );
}

export default function RevisionHistory({ kind, id, names, onRestore }: RevisionHistoryProps) {
  const headingId = useId();
  const noun = kindNoun(kind);
  const [list, setList] = useState<RevisionListJson | null>(null);
  const [chosen, setChosen] = useState<RevisionJson | null>(null);
  const [error, setError] = useState('');
  const [restored, setRestored] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    request<RevisionListJson>('GET', base(kind, id)).then(
      (loaded) => current && setList(loaded),
      (caught: unknown) =>
        current && setError(caught instanceof Error ? caught.message : String(caught)),
    );
    return () => {
      current = false;
    };
  }, [kind, id]);

  const compare = async (version: number) => {
    setError('');
    setRestored(null);
    try {
      setChosen(await request<RevisionJson>('GET', `${base(kind, id)}/${version}`));
    } catch (caught) {
      setChosen(null);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  /** Fetches the version again (the record may have been deleted since) and hands it over. */
  const restore = async (version: number) => {
    setError('');
    try {
      const { revision } = await request<RevisionJson>('GET', `${base(kind, id)}/${version}`);
      if (onRestore(revision.document, version) !== false) setRestored(version);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const changes = chosen
    ? documentDiff(chosen.revision.document, chosen.current, names ? { names } : {})
    : [];

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      data-revision-history
    >
      <h3 id={headingId} className="text-lg font-bold text-ink">
        History
      </h3>
      <p className="text-sm text-slate-700">
        Every save of this {noun} is kept. Compare a version with the current one, and restore it
        into the editor: nothing changes until you save, and saving makes a new version.
      </p>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800"
        >
          {error}
        </p>
      )}
      <p
        role="status"
        className={
          restored === null
            ? 'sr-only'
            : 'rounded-lg border border-brand-300 bg-brand-50 px-3 py-2 text-ink'
        }
      >
        {restored !== null &&
          `Version ${restored} is in the editor as unsaved changes. Save to keep it as a new version.`}
      </p>
      {list === null && !error && <p className="text-slate-600">Loading the history…</p>}
      {list && list.revisions.length === 0 && (
        <p className="text-slate-700">
          No earlier versions yet: the first save from here starts the history.
        </p>
      )}
      {list && list.revisions.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {list.revisions.map((entry) => {
            const isCurrent = entry.version === list.currentVersion;
            return (
              <li
                key={entry.version}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                data-version={entry.version}
              >
                <p className="min-w-0 text-sm">
                  <span className="font-medium text-ink">Version {entry.version}</span>
                  {isCurrent && <span className="text-slate-600"> (current)</span>}
                  <span className="text-slate-600">
                    {' '}
                    · {formatSiteTime(new Date(entry.at))} ·{' '}
                    {entry.actorEmail ?? 'before the history was kept'}
                    {entry.published && ' · published'}
                  </span>
                </p>
                {!isCurrent && (
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1 text-sm"
                    aria-pressed={chosen?.revision.version === entry.version}
                    onClick={() => void compare(entry.version)}
                  >
                    Compare
                    <span className="sr-only"> version {entry.version} with the current one</span>
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {chosen && (
        <div className="space-y-3" data-revision-diff>
          <h4 className="font-semibold text-ink">
            Version {chosen.revision.version} compared with the current version (
            {chosen.current.version})
          </h4>
          <p className="text-sm text-slate-700">
            <del className="bg-red-100 text-red-900">Struck through</del>: only in version{' '}
            {chosen.revision.version}.{' '}
            <ins className="bg-brand-100 text-brand-900 no-underline">Highlighted</ins>: only in the
            current version.
          </p>
          {changes.length === 0 ? (
            <p className="text-slate-700">This version is the same as the current one.</p>
          ) : (
            <dl className="space-y-2">
              {changes.map((change) => (
                <div key={change.path}>
                  <dt className="text-sm font-medium text-ink">{change.label}</dt>
                  <dd>
                    <Change change={change} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <button
            type="button"
            className="btn-primary px-4 py-2"
            onClick={() => void restore(chosen.revision.version)}
          >
            Restore version {chosen.revision.version}
          </button>
        </div>
      )}
    </section>
  );
}
