import { describe, expect, it } from 'vitest';
import { monogram } from '#lib/text/monogram.ts';

describe('monogram', () => {
  it.each([
    ['Sarah Mitchell', 'SM'],
    ['David Chen', 'DC'],
    ['  maría   josé  lópez ', 'ML'],
    ['Ana María de la Cruz', 'AC'],
    ['Dr. Priya Raman', 'PR'],
    ['Martin Luther King Jr.', 'MK'],
    ['Prince', 'P'],
    ["Siobhan O'Neill", 'SO'],
    ['Émile Zola', 'ÉZ'],
  ])('%j → %j', (name, expected) => {
    expect(monogram(name)).toBe(expected);
  });

  it.each(['', '   ', 'Dr.'])('refuses %j', (name) => {
    expect(() => monogram(name)).toThrow(/No letters for a monogram/);
  });
});
