/** Previous / Next through the post list's pages, with where the admin is. */
interface Props {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageCount, total, onPage }: Props) {
  return (
    <nav aria-label="Post list pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {Math.min(page, pageCount)} of {pageCount} · {total} post{total === 1 ? '' : 's'}
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
