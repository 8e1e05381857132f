import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice, formatWholeDollars } from '#lib/calculators/format.ts';

describe('calculator number formats', () => {
  it.each([
    [0, '$0'],
    [2_500, '$2,500'],
    [263_250, '$263,250'],
    [7_041.666, '$7,042'],
    [4_541.5, '$4,542'],
    [23_400_000, '$23,400,000'],
  ])('whole dollars: %d → %s', (amount, text) => {
    expect(formatWholeDollars(amount)).toBe(text);
  });

  it.each([
    [100, '$100'],
    [4_000, '$4,000'],
    [104.1666, '$104.17'],
    [333.33, '$333.33'],
    [1_234.5, '$1,234.50'],
    [0.999, '$1'],
  ])('price: %d → %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it.each([
    [78, '78'],
    [3_510, '3,510'],
    [85.8, '86'],
    [312_000, '312,000'],
  ])('count: %d → %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});
