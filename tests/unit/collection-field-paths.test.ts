import { describe, expect, it } from 'vitest';
import { mapStringsAt } from '#lib/collections/field-paths.ts';

const upper = (text: string) => text.toUpperCase();

describe('mapStringsAt', () => {
  it.each<[string, unknown, string, unknown]>([
    [
      'a top-level field',
      { image: '/media/a', title: 't' },
      'image',
      { image: '/MEDIA/A', title: 't' },
    ],
    ['a field absent from the record', { title: 't' }, 'image', { title: 't' }],
    ['a null field', { image: null }, 'image', { image: null }],
    [
      'a field of every item',
      {
        sections: [
          { type: 'imageText', image: '/media/a' },
          { type: 'hero', title: 'h' },
        ],
      },
      'sections.*.image',
      {
        sections: [
          { type: 'imageText', image: '/MEDIA/A' },
          { type: 'hero', title: 'h' },
        ],
      },
    ],
    ['a list that is not one', { sections: 'x' }, 'sections.*.image', { sections: 'x' }],
  ])('maps %s', (_case, record, path, expected) => {
    expect(mapStringsAt(record, path, upper)).toEqual(expected);
  });

  it('leaves the record it was given as it was', () => {
    const record = { sections: [{ image: '/media/a' }] };
    mapStringsAt(record, 'sections.*.image', upper);
    expect(record).toEqual({ sections: [{ image: '/media/a' }] });
  });
});
