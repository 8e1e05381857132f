import { describe, expect, it } from 'vitest';
import { linkPlaces, linksTo } from '#lib/links/pointing-at.ts';

describe('linksTo', () => {
  it.each([
    ['/locations/hartford', true],
    ['/locations/hartford#faq', true],
    ['/locations/hartford?utm_source=x', true],
    ['  /locations/hartford ', true],
    ['See [our Hartford office](/locations/hartford) today.', true],
    ['[Hartford](/locations/hartford "Hartford, CT")', true],
    ['[Hartford](/locations/hartford#team)', true],
    ['/locations/hartford-east', false],
    ['/locations/hartfor', false],
    ['[East](/locations/hartford-east)', false],
    ['https://example.com/locations/hartford', false],
    ['We serve Hartford and /locations/hartford customers', false],
  ])('%j → %s', (text, expected) => {
    expect(linksTo(text, '/locations/hartford')).toBe(expected);
  });

  it('takes an address with characters a pattern would read as its own', () => {
    expect(linksTo('/a.b+c', '/a.b+c')).toBe(true);
    expect(linksTo('/aXb+c', '/a.b+c')).toBe(false);
  });
});

describe('linkPlaces', () => {
  it('names every field that links, in document order, by its path', () => {
    const menus = {
      header: [
        { label: 'Locations', links: [{ label: 'Boston', href: '/locations/boston' }] },
        { label: 'Offices', links: [{ label: 'Hartford', href: '/locations/hartford' }] },
      ],
      footer: { note: 'Visit [Hartford](/locations/hartford).' },
    };
    expect(linkPlaces(menus, '/locations/hartford')).toEqual([
      { field: 'header › 2 › links › 1 › href', text: '/locations/hartford' },
      { field: 'footer › note', text: '[Hartford](/locations/hartford)' },
    ]);
  });

  it('shows the link of a long text, itself cut to a line', () => {
    const long = `${'word '.repeat(30)}[here](/x) and more.`;
    expect(linkPlaces({ body: long }, '/x')).toEqual([{ field: 'body', text: '[here](/x)' }]);
    const [place] = linkPlaces({ body: `[${'w'.repeat(100)}](/x)` }, '/x');
    expect(place!.text).toHaveLength(80);
    expect(place!.text.endsWith('…')).toBe(true);
  });

  it('finds nothing in numbers, flags and empty values', () => {
    expect(linkPlaces({ a: 1, b: true, c: null, d: [] }, '/x')).toEqual([]);
  });
});
