/**
 * Publishing a saved post from its editor: now, at a New York time ahead (scheduled: it goes live by
 * itself), or dated in the past (backdated: live at once). Acts on the saved version, so unsaved
 * edits must be saved first. After Publish now the button stays, as "Building…", until the
 * publishing line says the change is live (or failed, or waits for the next deploy).
 */
import { useEffect, useState } from 'react';
import type { PublishState } from '#lib/publishing/status.ts';
import { publishPlan, type PublishPlan } from '#lib/posts/publish-plan.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { toSiteLocalInput } from '#lib/time/site-time.ts';
import { adminApi, ApiError, type AdminPost } from './api.ts';

interface Props {
  post: AdminPost;
  dirty: boolean;
  /** The publishing line's state; null until it has heard of the latest change. */
  publishState?: PublishState | null;
  onPublished: (post: AdminPost) => void;
}

/** The states that end a wait for the site: the change is live, failed, or waits for a deploy. */
const SETTLED: ReadonlySet<PublishState> = new Set(['live', 'failed', 'off', 'idle']);

const ACTION: Record<PublishPlan['kind'], string> = {
  now: 'Publish now',
  schedule: 'Schedule',
  backdate: 'Publish with this date',
  invalid: 'Publish',
};

function planHint(plan: PublishPlan): string {
  switch (plan.kind) {
    case 'now':
      return 'Leave empty to publish now, or pick a time to schedule the post.';
    case 'schedule':
      return `Goes live by itself on ${formatSiteTime(plan.at)}.`;
    case 'backdate':
      return `This time has passed: the post is published now, dated ${formatSiteTime(plan.at)}.`;
    case 'invalid':
      return 'Enter a valid date and time.';
  }
}

function statusLine(post: AdminPost): string {
  const at = post.publishedAt ? formatSiteTime(new Date(post.publishedAt)) : '';
  if (post.status === 'scheduled') return `Scheduled for ${at}.`;
  if (post.status === 'published') return `Published, dated ${at}.`;
  return 'Draft: not on the public site.';
}

export function PublishPanel({ post, dirty, publishState = null, onPublished }: Props) {
  const [typed, setTyped] = useState(() =>
    post.publishedAt ? toSiteLocalInput(new Date(post.publishedAt)) : '',
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set by Publish now (or a backdated publish) until the line reports the change settled.
  const [building, setBuilding] = useState(false);
  useEffect(() => {
    if (building && publishState !== null && SETTLED.has(publishState)) setBuilding(false);
  }, [building, publishState]);
  const plan = publishPlan(typed);
  // A published or scheduled post changes only when a different date is typed.
  const unchanged =
    post.status !== 'draft' &&
    (plan.kind === 'now' ||
      ('at' in plan && new Date(post.publishedAt ?? 0).getTime() === plan.at.getTime()));

  const act = async (published: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const at = published && 'at' in plan ? plan.at.toISOString() : undefined;
      const { post: next } = await adminApi.setPublished(post.id, published, post.version, at);
      if (!published) setTyped('');
      setBuilding(next.status === 'published');
      onPublished(next);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.fields.publishAt ?? caught.message)
          : 'Publishing failed.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset
      className="space-y-3 rounded-lg border border-slate-200 p-4"
      data-publish-panel
      data-status={post.status}
    >
      <legend className="px-1 font-medium text-slate-800">Publishing</legend>
      <p className="text-slate-700" data-publish-status>
        {statusLine(post)}
        {building &&
          ' The site is building with it: it is live when the publishing line says Live.'}
      </p>
      <div>
        <label htmlFor="post-publishAt" className="block font-medium text-slate-800">
          Publish date and time <span className="font-normal text-slate-600">(New York, ET)</span>
        </label>
        <input
          id="post-publishAt"
          type="datetime-local"
          value={typed}
          aria-describedby="post-publishAt-hint"
          aria-invalid={plan.kind === 'invalid' || undefined}
          className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id="post-publishAt-hint" className="mt-1 text-sm text-slate-600" aria-live="polite">
          {dirty ? 'Save your changes first: publishing uses the saved version.' : planHint(plan)}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={building || busy || dirty || plan.kind === 'invalid' || unchanged}
          aria-busy={building || undefined}
          onClick={() => void act(true)}
        >
          {building
            ? 'Building…'
            : post.status === 'draft'
              ? ACTION[plan.kind]
              : 'Update publish date'}
        </button>
        {post.status !== 'draft' && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy || dirty}
            onClick={() => void act(false)}
          >
            {post.status === 'scheduled' ? 'Cancel schedule' : 'Unpublish'}
          </button>
        )}
      </div>
    </fieldset>
  );
}
