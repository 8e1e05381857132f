/** @jsxImportSource preact */
/**
 * Page links: first and last page, two either side of the current one, ellipses, hidden at
 * one page or fewer; Previous and Next are disabled at the ends. Real links, so it works without
 * JavaScript; `onNavigate` lets the explorer handle a click in place.
 */
import { adjacentPages, pageWindow } from '#lib/insights/pagination.ts';

interface Props {
  current: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
  label?: string;
}

const ITEM =
  'inline-flex min-w-11 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold';

export function Pagination({
  current,
  totalPages,
  hrefFor,
  onNavigate,
  label = 'Pagination',
}: Props) {
  const items = pageWindow(current, totalPages);
  if (items.length === 0) return null;
  const { previous, next } = adjacentPages(current, totalPages);

  const link = (page: number, text: string, extra?: { rel?: string; current?: boolean }) => (
    <a
      href={hrefFor(page)}
      rel={extra?.rel}
      aria-current={extra?.current ? 'page' : undefined}
      aria-label={/^\d+$/.test(text) ? `Page ${text}` : undefined}
      onClick={
        onNavigate &&
        ((event: MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onNavigate(page);
        })
      }
      class={`${ITEM} ${extra?.current ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'}`}
    >
      {text}
    </a>
  );
  const disabled = (text: string) => (
    <button
      type="button"
      disabled
      class={`${ITEM} cursor-not-allowed border border-slate-200 bg-slate-50 text-slate-600`}
    >
      {text}
    </button>
  );

  return (
    <nav aria-label={label} class="mt-12">
      <ul class="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous === null ? disabled('Previous') : link(previous, 'Previous', { rel: 'prev' })}
        </li>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} class="px-2 text-slate-600" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>{link(item.page, String(item.page), { current: item.current })}</li>
          ),
        )}
        <li>{next === null ? disabled('Next') : link(next, 'Next', { rel: 'next' })}</li>
      </ul>
    </nav>
  );
}
