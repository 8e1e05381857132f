/** Previous / Next through a paged admin list, with where the admin is. */
interface Props {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list holds, singular and plural: ['post', 'posts']. */
  noun?: [string, string];
  /** The navigation landmark's name. */
  label?: string;
}

export function Pager({
  page,
  pageCount,
  total,
  onPage,
  noun = ['post', 'posts'],
  label = 'Post list pages',
}: Props) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {Math.min(page, pageCount)} of {pageCount} · {total} {total === 1 ? noun[0] : noun[1]}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
