/**
 * Preview what the editor holds as the live site would show it, in a new tab; and a share link a
 * reviewer without an account can open for 7 days (regenerating it revokes the old one). Posts
 * share their saved version; page documents share the form as it is, saved or not.
 */
import { useState } from 'react';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { adminApi, type PostFields } from './api.ts';

/**
 * Posts `value` to `action` in a new tab, or in the frame named `target` (a form, so the browser
 * sends the session).
 */
export function previewInNewTab(action: string, name: string, value: unknown, target = '_blank') {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = target;
  form.hidden = true;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = name;
  input.value = JSON.stringify(value);
  form.append(input);
  document.body.append(form);
  form.submit();
  form.remove();
}

interface ShareLink {
  url: string;
  expiresAt: string;
}

/** The Preview and share-link buttons, and the link once made. */
export function SharePreview({
  id,
  onPreview,
  onShare,
  unsharedHint,
}: {
  /** Prefix of the share-link box's ids. */
  id: string;
  onPreview: () => void;
  /** Makes a new share link; absent while there is nothing to share. */
  onShare?: (() => Promise<ShareLink>) | undefined;
  /** Said instead of the share button when there is none. */
  unsharedHint?: string | undefined;
}) {
  const [link, setLink] = useState<ShareLink | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const share = async () => {
    if (!onShare) return;
    setBusy(true);
    try {
      const replaced = link !== null;
      setLink(await onShare());
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
        <button type="button" className="btn-secondary" onClick={onPreview}>
          Preview<span className="sr-only"> (opens in a new tab)</span>
        </button>
        {onShare && (
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
      {!onShare && unsharedHint && <p className="text-sm text-slate-600">{unsharedHint}</p>}
      {link && (
        <div>
          <label htmlFor={`${id}-share-link`} className="block text-sm font-medium text-slate-800">
            Share link
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id={`${id}-share-link`}
              readOnly
              value={link.url}
              aria-describedby={`${id}-share-link-hint`}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn-secondary" onClick={() => void copy()}>
              Copy
            </button>
          </div>
          <p id={`${id}-share-link-hint`} className="mt-1 text-sm text-slate-600">
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

/** A post's preview (its fields, saved or not) and, once saved, its share link. */
export function PreviewActions({
  fields,
  postId,
}: {
  fields: PostFields;
  /** The saved post's id; undefined for a post never saved. */
  postId: string | undefined;
}) {
  return (
    <SharePreview
      id="post"
      onPreview={() => previewInNewTab(`/admin/preview/${postId ?? 'new'}`, 'fields', fields)}
      onShare={postId ? () => adminApi.previewLink(postId) : undefined}
      unsharedHint="Save the post to share a preview link."
    />
  );
}
