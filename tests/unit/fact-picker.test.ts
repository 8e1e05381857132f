import { describe, expect, it } from 'vitest';
import { factOption, insertAt } from '#islands/admin/FactPicker.tsx';

describe('inserting a fact where the cursor is', () => {
  it.each<[string, string, number, number, string, number]>([
    ['at the cursor', 'Call us at  today', 11, 11, 'Call us at {phone} today', 18],
    ['in place of a selection', 'Call 555-0100 now', 5, 13, 'Call {phone} now', 12],
    ['at the end of an empty field', '', 0, 0, '{phone}', 7],
    ['at the end when the cursor is past it', 'Call ', 99, 99, 'Call {phone}', 12],
  ])('%s', (_case, text, start, end, expected, caret) => {
    expect(insertAt(text, start, end, '{phone}')).toEqual({ text: expected, caret });
  });

  it('offers a fact by its name and what it says today', () => {
    expect(factOption({ name: 'phone', label: 'Phone', value: '(860) 555-0100' })).toBe(
      'Phone: (860) 555-0100',
    );
  });
});
