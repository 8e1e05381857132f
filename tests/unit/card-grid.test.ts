import { describe, expect, it } from 'vitest';
import { cardGridColumns } from '#lib/layout/card-grid.ts';

describe('cardGridColumns', () => {
  it.each([
    [0, 3, ''],
    [1, 3, 'mx-auto max-w-xl'],
    [2, 3, 'md:grid-cols-2'],
    [2, 4, 'md:grid-cols-2'],
    [3, 3, 'md:grid-cols-2 lg:grid-cols-3'],
    [3, 4, 'md:grid-cols-2 lg:grid-cols-3'],
    [7, 3, 'md:grid-cols-2 lg:grid-cols-3'],
    [4, 4, 'sm:grid-cols-2 lg:grid-cols-4'],
    [9, 4, 'sm:grid-cols-2 lg:grid-cols-4'],
  ] as const)('%i cards, at most %i columns: "%s"', (count, max, classes) => {
    expect(cardGridColumns(count, max)).toBe(classes);
  });

  it.each([-1, 1.5, Number.NaN])('rejects %s', (count) => {
    expect(() => cardGridColumns(count, 3)).toThrow(/Not a card count/);
  });
});
