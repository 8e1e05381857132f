/**
 * Preview the post as the live site would show it, with the editor's current fields (saved or not),
 * in a new tab; and, for a saved post, a share link a reviewer without an account can open for 7
 * days. Regenerating the link revokes the old one.
 */
import { useState } from 'react';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { adminApi, type PostFields } from './api.ts';

interface Props {
  fields: PostFields;
  /** The saved post's id; undefined for a post never saved. */
  postId: string | undefined;
}

/** Posts the fields to the preview page in a new tab (a form, so the browser sends the session). */
function openPreview(fields: PostFields, postId: string | undefined) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `/admin/preview/${postId ?? 'new'}`;
  form.target = '_blank';
  form.hidden = true;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'fields';
  input.value = JSON.stringify(fields);
  form.append(input);
  document.body.append(form);
  form.submit();
  form.remove();
}

export function PreviewActions({ fields, postId }: Props) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const share = async () => {
    if (!postId) return;
    setBusy(true);
    try {
      const replaced = link !== null;
      setLink(await adminApi.previewLink(postId));
      setNote(replaced ? 'New link made: the old one no longer works.' : null);
    } catch (caught) {
      setNote(caught instanceof Error ? caught.message : 'The link could not be made.');
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setNote('Link copied.');
    } catch {
      setNote('Copy the link from the box: this browser did not allow copying.');
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4" data-preview-actions>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={() => openPreview(fields, postId)}>
          Preview<span className="sr-only"> (opens in a new tab)</span>
        </button>
        {postId && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => void share()}
          >
            {link ? 'Regenerate link' : 'Share preview link'}
          </button>
        )}
      </div>
      {!postId && <p className="text-sm text-slate-600">Save the post to share a preview link.</p>}
      {link && (
        <div>
          <label htmlFor="post-share-link" className="block text-sm font-medium text-slate-800">
            Share link
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id="post-share-link"
              readOnly
              value={link.url}
              aria-describedby="post-share-link-hint"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn-secondary" onClick={() => void copy()}>
              Copy
            </button>
          </div>
          <p id="post-share-link-hint" className="mt-1 text-sm text-slate-600">
            Anyone with this link can read the preview until{' '}
            {formatSiteTime(new Date(link.expiresAt))}.
          </p>
        </div>
      )}
      {note && (
        <p role="status" className="text-sm text-slate-700">
          {note}
        </p>
      )}
    </div>
  );
}
