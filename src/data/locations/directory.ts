/** Every published city page, for the /locations index. */
import { getDb } from '#lib/db/client.ts';
import { listLocations } from '#lib/locations/queries.ts';
import type { LocationLink } from '#lib/locations/finder.ts';

export async function locationLinks(): Promise<LocationLink[]> {
  const rows = await listLocations(await getDb());
  return rows.map(({ slug, city, state }) => ({ slug, city, state }));
}
