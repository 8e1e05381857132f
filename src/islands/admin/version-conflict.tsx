/**
 * What every editor of a versioned record (posts, audiences, stages, topics, locations, industries)
 * shows when its save was refused as stale: the choice between Reload (see the version someone else
 * saved, with the text typed here kept below for copying) and Overwrite (save this text over it).
 */
import { useEffect, useRef } from 'react';
import { whoChangedIt, type StaleConflict } from '#lib/content/conflict-words.ts';

/**
 * The refusal, for a record the admin calls `noun` ("post", "location page"): who changed it since
 * it was opened, when and what (as the server told), then the choice.
 */
export const conflictMessage = (noun: string, conflict?: StaleConflict) =>
  `${whoChangedIt(noun, conflict)} Your text is still in the editor: reload to see the current version (your text stays below for copying), or overwrite it with yours.`;

/** The conflict, focused as it opens so a keyboard or screen-reader user lands on the choice. */
export function ConflictNotice({
  message,
  busy,
  onReload,
  onOverwrite,
}: {
  message: string;
  /** While a save is under way, Overwrite waits. */
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-conflict
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <p>{message}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={onReload}>
          Reload
        </button>
        <button type="button" className="btn-primary" disabled={busy} onClick={onOverwrite}>
          Overwrite
        </button>
      </div>
    </div>
  );
}

/** After a Reload: the text typed before it, read-only, to copy from. Nothing here is saved. */
export function SetAsideText({ id, text }: { id: string; text: string }) {
  return (
    <details open className="rounded-lg border border-slate-200 p-4">
      <summary className="font-medium text-slate-800">Your text from before the reload</summary>
      <label htmlFor={id} className="mt-2 block text-sm text-slate-600">
        Copy what you need into the editor above; this is not saved.
      </label>
      <textarea
        id={id}
        readOnly
        rows={8}
        value={text}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2"
      />
    </details>
  );
}
