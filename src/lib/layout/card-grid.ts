/**
 * Column classes for a grid of cards that never leaves a row mostly empty: two cards get two columns,
 * not two thirds of a three-column row. Literal class strings, so Tailwind finds them.
 */
const COLUMNS_BY_COUNT: readonly string[] = [
  '',
  'mx-auto max-w-xl',
  'md:grid-cols-2',
  'md:grid-cols-2 lg:grid-cols-3',
  'sm:grid-cols-2 lg:grid-cols-4',
];

/** Grid column classes for `count` cards, at most `maxColumns` (3 or 4) to a row. */
export function cardGridColumns(count: number, maxColumns: 3 | 4): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a card count: ${count}`);
  if (count <= 2) return COLUMNS_BY_COUNT[count] ?? '';
  if (maxColumns === 3 || count === 3) return COLUMNS_BY_COUNT[3] ?? '';
  return COLUMNS_BY_COUNT[4] ?? '';
}
