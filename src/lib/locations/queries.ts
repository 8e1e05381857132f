/** The public reads of location pages: the build's list of published cities. */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { locations } from '#lib/db/schema.ts';
import type { Location } from '#lib/content/types.ts';

const { id: _locationId, ...locationColumns } = getTableColumns(locations);

/** The published location rows (a row taken off the site keeps its copy for later). */
export async function listLocations(db: Database): Promise<Location[]> {
  return db
    .select(locationColumns)
    .from(locations)
    .where(eq(locations.isPublished, true))
    .orderBy(asc(locations.state), asc(locations.city));
}
