/**
 * The History control every editor shows for a saved record: a button that loads the history panel
 * (RevisionHistory.tsx, with its diff library) on first use. An editor only says which record it
 * is and how a restored document goes into its fields.
 */
import { Suspense, lazy, useState } from 'react';
import type { RevisionHistoryProps } from './RevisionHistory.tsx';

const RevisionHistory = lazy(() => import('./RevisionHistory.tsx'));

export function RevisionHistoryButton(props: RevisionHistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3">
      <button
        type="button"
        className="btn-secondary px-4 py-2"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Hide history' : 'History'}
      </button>
      {open && (
        <Suspense fallback={<p className="text-slate-600">Loading the history…</p>}>
          <RevisionHistory {...props} />
        </Suspense>
      )}
    </div>
  );
}
