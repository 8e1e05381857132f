/** The /locations finder: cities grouped by state, and which ones a typed city or state matches. */

export interface LocationLink {
  slug: string;
  city: string;
  /** Two-letter USPS code. */
  state: string;
}

/** Names of the states we serve or are likely to; an unknown code is shown as it is. */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  CT: 'Connecticut',
  MA: 'Massachusetts',
  NJ: 'New Jersey',
  NY: 'New York',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
};

export const stateName = (code: string): string => STATE_NAMES[code.toUpperCase()] ?? code;

export interface StateGroup<T extends LocationLink> {
  code: string;
  name: string;
  locations: T[];
}

const byCity = (a: LocationLink, b: LocationLink) =>
  a.city.localeCompare(b.city) || a.slug.localeCompare(b.slug);

/** States by name, each with its cities alphabetically; a slug listed twice appears once. */
export function groupByState<T extends LocationLink>(locations: readonly T[]): StateGroup<T>[] {
  const unique = [...new Map(locations.map((l) => [l.slug, l])).values()];
  const groups = new Map<string, T[]>();
  for (const location of unique) {
    const code = location.state.toUpperCase();
    groups.set(code, [...(groups.get(code) ?? []), location]);
  }
  return [...groups.entries()]
    .map(([code, list]) => ({ code, name: stateName(code), locations: list.sort(byCity) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Lower case, no accents, single spaces, no punctuation: "  St. Paul " → "st paul". */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words a location answers to: its city, its state code and its state's name. */
export function searchTextFor(location: LocationLink): string {
  return normalizeQuery(`${location.city} ${location.state} ${stateName(location.state)}`);
}

/**
 * Whether a location's search text matches what the visitor typed: every typed word starts one of its
 * words ("new" matches New Haven and New York; "ct" every Connecticut city).
 */
export function matchesSearchText(searchText: string, query: string): boolean {
  const words = normalizeQuery(query).split(' ').filter(Boolean);
  const haystack = searchText.split(' ');
  return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

export function matchesLocation(location: LocationLink, query: string): boolean {
  return matchesSearchText(searchTextFor(location), query);
}
