/**
 * Pagination (spec §9): the first and last page, a window of two pages either side of the current
 * one, an ellipsis for every gap, nothing at all when there is one page or none.
 */

export type PageItem =
  { kind: 'page'; page: number; current: boolean } | { kind: 'ellipsis'; key: 'start' | 'end' };

export const PAGE_WINDOW = 2;

/** Number of pages for `count` items, `pageSize` to a page. */
export function totalPagesFor(count: number, pageSize: number): number {
  return count <= 0 ? 0 : Math.ceil(count / Math.max(1, pageSize));
}

/** A requested page number brought into 1..totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages));
}

/** The page links to show, in order; empty when there is at most one page. */
export function pageWindow(current: number, totalPages: number, radius = PAGE_WINDOW): PageItem[] {
  if (totalPages <= 1) return [];
  const page = clampPage(current, totalPages);
  const items: PageItem[] = [];
  for (let n = 1; n <= totalPages; n++) {
    const inWindow = n >= page - radius && n <= page + radius;
    if (n === 1 || n === totalPages || inWindow) {
      items.push({ kind: 'page', page: n, current: n === page });
    } else if (items.at(-1)?.kind !== 'ellipsis') {
      items.push({ kind: 'ellipsis', key: n < page ? 'start' : 'end' });
    }
  }
  return items;
}

/** Previous and next page numbers, null at the ends (the controls are then disabled). */
export function adjacentPages(
  current: number,
  totalPages: number,
): { previous: number | null; next: number | null } {
  const page = clampPage(current, totalPages);
  return {
    previous: page > 1 ? page - 1 : null,
    next: page < totalPages ? page + 1 : null,
  };
}

/** Page numbers 1..totalPages, for static paths of paginated listings. */
export function pageNumbers(totalPages: number): number[] {
  return Array.from({ length: Math.max(1, totalPages) }, (_, i) => i + 1);
}
