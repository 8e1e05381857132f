/** One post in the admin list: title, excerpt, category, status, and its actions. */
import { POST_STATUS_LABELS } from '#lib/posts/status.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import type { AdminPost } from './api.ts';

interface Props {
  post: AdminPost;
  /** Absent for a role that may not publish: the button is not shown. */
  onTogglePublished?: (() => void) | undefined;
  /** Absent for a role that may not change this post (a contributor and a live post). */
  onEdit?: (() => void) | undefined;
  /** Absent for a role that may not delete. */
  onDelete?: (() => void) | undefined;
}

const BADGE: Record<AdminPost['status'], string> = {
  draft: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-brand-100 text-brand-900',
};

const smallButton = 'btn-secondary px-3 py-1.5 text-sm';

export function PostRow({ post, onTogglePublished, onEdit, onDelete }: Props) {
  const when = post.publishedAt ? formatSiteTime(new Date(post.publishedAt)) : null;
  return (
    <li
      className="card flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between"
      data-post-slug={post.slug}
      data-post-status={post.status}
    >
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold break-words text-ink">{post.title}</h3>
        <p className="mt-1 text-slate-600">{post.excerpt}</p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {post.category}
          </span>
          <span className={`rounded-full px-2 py-0.5 font-medium ${BADGE[post.status]}`}>
            {POST_STATUS_LABELS[post.status]}
            {post.status === 'scheduled' && when && ` · ${when}`}
          </span>
          {post.status === 'published' && (
            <a
              href={`/insights/${post.slug}`}
              target="_blank"
              rel="noopener"
              aria-label={`View on site: ${post.title} (opens in a new tab)`}
              className="link"
            >
              View on site
            </a>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {onTogglePublished && (
          <button type="button" className={smallButton} onClick={onTogglePublished}>
            {post.isPublished ? 'Unpublish' : 'Publish'}
            <span className="sr-only"> {post.title}</span>
          </button>
        )}
        {onEdit && (
          <button type="button" className={smallButton} onClick={onEdit}>
            Edit<span className="sr-only"> {post.title}</span>
          </button>
        )}
        {onDelete && (
          <button
            type="button"
            className="btn border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
            onClick={onDelete}
          >
            Delete<span className="sr-only"> {post.title}</span>
          </button>
        )}
      </div>
    </li>
  );
}
