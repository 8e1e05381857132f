/**
 * Autosave and recovery for the post editor (src/lib/posts/unsaved-work.ts): the form's fields are
 * kept in this browser while it has unsaved changes; opened again after a closed tab or a crash, the
 * post offers them back with the time they were kept, and says which version the editor shows.
 */
import { useEffect, useState } from 'react';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { KEEP_DELAY_MS, unsavedWork, type UnsavedWork } from '#lib/posts/unsaved-work.ts';
import type { PostFields } from './api.ts';

type Kept = UnsavedWork<PostFields>;

/** Offered: kept work not yet restored or discarded. Restored: the editor holds it now. */
export type UnsavedWorkState = { offered: Kept } | { restored: Kept } | null;

const store = () => unsavedWork<PostFields>(window.localStorage);
const same = (a: PostFields, b: PostFields) => JSON.stringify(a) === JSON.stringify(b);

export function useUnsavedWork({
  postId,
  fields,
  initial,
  dirty,
  baseVersion,
}: {
  postId: string | null;
  fields: PostFields;
  initial: PostFields;
  dirty: boolean;
  baseVersion: number | undefined;
}) {
  const [state, setState] = useState<UnsavedWorkState>(() => {
    const kept = store().read(postId);
    if (!kept) return null;
    if (same({ ...initial, ...kept.fields }, initial)) {
      store().forget(postId);
      return null;
    }
    return { offered: kept };
  });

  useEffect(() => {
    // Only changes are kept; until then, work kept earlier stays on offer.
    if (!dirty) return;
    const timer = window.setTimeout(
      () => store().keep(postId, fields, baseVersion ?? null),
      KEEP_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [postId, fields, dirty, baseVersion]);

  return {
    state,
    /** The offered work, now shown in the editor (the caller puts it there). */
    restore: (): Kept | null => {
      if (!state || !('offered' in state)) return null;
      setState({ restored: state.offered });
      return state.offered;
    },
    discard: () => {
      store().forget(postId);
      setState(null);
    },
    /** After a save, or once the changes are discarded. */
    forget: () => store().forget(postId),
  };
}

export function UnsavedWorkNotice({
  state,
  savedAt,
  onRestore,
  onDiscard,
}: {
  state: UnsavedWorkState;
  /** When the saved post was last saved (ISO); undefined for a post never saved. */
  savedAt: string | undefined;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!state) return null;
  const savedTime = savedAt ? formatSiteTime(new Date(savedAt)) : null;
  if ('restored' in state) {
    return (
      <p
        role="status"
        data-unsaved-restored
        className="rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-900"
      >
        You are editing your unsaved changes kept {formatSiteTime(new Date(state.restored.keptAt))}.{' '}
        {savedTime
          ? `The saved post (saved ${savedTime}) stays as it is until you select Save.`
          : 'Nothing is saved until you select Save.'}
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      data-unsaved-offer
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <p>
        This browser kept unsaved changes to this post from{' '}
        <strong>{formatSiteTime(new Date(state.offered.keptAt))}</strong>.{' '}
        {savedTime
          ? `The editor shows the saved version, saved ${savedTime}.`
          : 'The post has not been saved yet.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary px-4 py-2" onClick={onRestore}>
          Restore my unsaved changes
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}
