import { describe, expect, it } from 'vitest';
import {
  adjacentPages,
  clampPage,
  pageNumbers,
  pageWindow,
  totalPagesFor,
  type PageItem,
} from '#lib/insights/pagination.ts';

/** `[n]` is the current page, `…` an ellipsis. */
const show = (items: PageItem[]) =>
  items.map((item) =>
    item.kind === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page),
  );

describe('pageWindow: first and last page, two either side, ellipses', () => {
  it.each([
    [1, 0, []],
    [1, 1, []],
    [1, 2, ['[1]', '2']],
    [2, 2, ['1', '[2]']],
    [3, 5, ['1', '2', '[3]', '4', '5']],
    [1, 10, ['[1]', '2', '3', '…', '10']],
    [3, 10, ['1', '2', '[3]', '4', '5', '…', '10']],
    [4, 10, ['1', '2', '3', '[4]', '5', '6', '…', '10']],
    [5, 10, ['1', '…', '3', '4', '[5]', '6', '7', '…', '10']],
    [6, 10, ['1', '…', '4', '5', '[6]', '7', '8', '…', '10']],
    [7, 10, ['1', '…', '5', '6', '[7]', '8', '9', '10']],
    [10, 10, ['1', '…', '8', '9', '[10]']],
    [50, 100, ['1', '…', '48', '49', '[50]', '51', '52', '…', '100']],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(show(pageWindow(current, total))).toEqual(expected);
  });

  it.each([
    [0, 5, ['[1]', '2', '3', '…', '5']],
    [99, 5, ['1', '…', '3', '4', '[5]']],
  ])('an out-of-range page %i of %i is clamped → %j', (current, total, expected) => {
    expect(show(pageWindow(current, total))).toEqual(expected);
  });

  it('names the two ellipses apart, so they can be list keys', () => {
    const keys = pageWindow(5, 10).flatMap((item) => (item.kind === 'ellipsis' ? [item.key] : []));
    expect(keys).toEqual(['start', 'end']);
  });
});

describe('adjacentPages: Previous and Next are disabled (null) at the ends', () => {
  it.each([
    [1, 1, null, null],
    [1, 3, null, 2],
    [2, 3, 1, 3],
    [3, 3, 2, null],
  ])('page %i of %i → previous %s, next %s', (current, total, previous, next) => {
    expect(adjacentPages(current, total)).toEqual({ previous, next });
  });
});

describe('totalPagesFor', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [25, 12, 3],
    [25, 10, 3],
    [10_000, 12, 834],
  ])('%i items, %i a page → %i pages', (count, size, pages) => {
    expect(totalPagesFor(count, size)).toBe(pages);
  });
});

describe('clampPage and pageNumbers', () => {
  it.each([
    [0, 3, 1],
    [2, 3, 2],
    [7, 3, 3],
    [Number.NaN, 3, 1],
    [2.7, 3, 2],
    [4, 0, 1],
  ])('clampPage(%d, %i) → %i', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it.each([
    [0, [1]],
    [1, [1]],
    [3, [1, 2, 3]],
  ])('pageNumbers(%i) → %j (a listing always has its first page)', (total, expected) => {
    expect(pageNumbers(total)).toEqual(expected);
  });
});
