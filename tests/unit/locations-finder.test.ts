import { describe, expect, it } from 'vitest';
import {
  groupByState,
  matchesLocation,
  normalizeQuery,
  stateName,
  type LocationLink,
} from '#lib/locations/finder.ts';

const locations: LocationLink[] = [
  { slug: 'stamford-ct', city: 'Stamford', state: 'CT' },
  { slug: 'new-york-ny', city: 'New York', state: 'NY' },
  { slug: 'hartford-ct', city: 'Hartford', state: 'CT' },
  { slug: 'brooklyn-ny', city: 'Brooklyn', state: 'NY' },
  { slug: 'new-haven-ct', city: 'New Haven', state: 'CT' },
  { slug: 'hartford-ct', city: 'Hartford', state: 'CT' },
  { slug: 'boston-ma', city: 'Boston', state: 'ma' },
];

describe('groupByState', () => {
  it('groups by state name, cities alphabetically, each slug once', () => {
    expect(groupByState(locations).map((g) => [g.name, g.locations.map((l) => l.city)])).toEqual([
      ['Connecticut', ['Hartford', 'New Haven', 'Stamford']],
      ['Massachusetts', ['Boston']],
      ['New York', ['Brooklyn', 'New York']],
    ]);
  });
  it('gives an empty list for no locations', () => {
    expect(groupByState([])).toEqual([]);
  });
});

describe('stateName', () => {
  it.each([
    ['CT', 'Connecticut'],
    ['ny', 'New York'],
    ['TX', 'TX'],
  ])('%s → %s', (code, name) => expect(stateName(code)).toBe(name));
});

describe('normalizeQuery', () => {
  it.each([
    ['  St. Paul ', 'st paul'],
    ['Brooklyn,NY', 'brooklyn ny'],
    ['Montréal', 'montreal'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(normalizeQuery(input)).toBe(expected));
});

describe('matchesLocation: every typed word starts a word of city, state code or state name', () => {
  const matching = (query: string) =>
    locations
      .filter((l, i, all) => all.findIndex((x) => x.slug === l.slug) === i)
      .filter((l) => matchesLocation(l, query))
      .map((l) => l.slug);

  it.each([
    ['', ['stamford-ct', 'new-york-ny', 'hartford-ct', 'brooklyn-ny', 'new-haven-ct', 'boston-ma']],
    ['brook', ['brooklyn-ny']],
    ['BROOKLYN', ['brooklyn-ny']],
    ['new', ['new-york-ny', 'brooklyn-ny', 'new-haven-ct']],
    ['new york', ['new-york-ny', 'brooklyn-ny']],
    ['ct', ['stamford-ct', 'hartford-ct', 'new-haven-ct']],
    ['connecticut', ['stamford-ct', 'hartford-ct', 'new-haven-ct']],
    ['hartford, ct', ['hartford-ct']],
    ['haven', ['new-haven-ct']],
    ['ford', []],
    ['chicago', []],
  ])('%j → %j', (query, expected) => expect(matching(query)).toEqual(expected));
});
