/**
 * "Start a draft" from /blog-generator lands here (`/admin?draft-from-outline={id}`): one click
 * creates the draft from the outline and opens it in the editor. The click is asked for, so that a
 * link alone never writes anything.
 */
import { useState } from 'react';
import { ApiError, request, type AdminPost } from './api.ts';

export default function OutlineDraft({ onCreated }: { onCreated: (post: AdminPost) => void }) {
  const [outline] = useState(
    () => new URLSearchParams(window.location.search).get('draft-from-outline') ?? '',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  /** Once the draft is created, or declined: the address no longer asks for one. */
  const finish = () => {
    window.history.replaceState(null, '', window.location.pathname);
    setDone(true);
  };

  const start = async () => {
    setBusy(true);
    try {
      const { post } = await request<{ post: AdminPost }>('POST', '/api/admin/posts/from-outline', {
        outline,
      });
      finish();
      onCreated(post);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The draft could not be created.');
      setBusy(false);
    }
  };

  if (done) return null;
  return (
    <div
      role="region"
      aria-label="Draft from an outline"
      className="space-y-3 rounded-lg border border-brand-300 bg-brand-50 px-4 py-3"
    >
      <p className="text-ink">
        Start a new draft from the blog generator’s outline <strong>{outline}</strong>? Its title,
        headings, meta description and focus keyword are filled in.
      </p>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary px-4 py-2"
          disabled={busy}
          onClick={() => void start()}
        >
          {busy ? 'Creating the draft…' : 'Start the draft'}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={finish}>
          Not now
        </button>
      </div>
    </div>
  );
}
