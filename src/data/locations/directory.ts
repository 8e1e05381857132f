/** Every published city page, for the /locations index. */
import { getDb } from '#lib/db/client.ts';
import { listLocations } from '#lib/locations/queries.ts';
import type { LocationLink } from '#lib/locations/finder.ts';

export const locationsIndexPage = {
  path: '/locations',
  title: 'IT Support Locations in Connecticut and New York',
  description:
    'Find Northbeam IT in your city: managed IT, cybersecurity and on-site support across Connecticut and New York. Type a city or state to jump to its page.',
  hero: {
    eyebrow: 'Locations',
    title: 'Find IT support in your city',
    intro:
      'Our engineers cover Connecticut and the New York metro area, on site within two hours for critical issues. Type your city or state, or pick it from the list.',
  },
} as const;

export async function locationLinks(): Promise<LocationLink[]> {
  const rows = await listLocations(await getDb());
  return rows.map(({ slug, city, state }) => ({ slug, city, state }));
}
