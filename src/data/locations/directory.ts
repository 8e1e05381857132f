/** Every published city page, for the /locations index. */
import { getDb } from '#lib/db/client.ts';
import { listLocations } from '#lib/locations/queries.ts';
import type { LocationLink } from '#lib/locations/finder.ts';
import { buildSource } from '#lib/publishing/page-reads.ts';
import type { RenderContext } from '#data/pages.ts';

async function read(): Promise<LocationLink[]> {
  const rows = await listLocations(await getDb());
  return rows.map(({ slug, city, state }) => ({ slug, city, state }));
}

/** Once per build or render pass; the index records the read. */
const built = buildSource('location-links', read);

/** Fresh in dev and on request (a preview), once per pass when pre-rendered. */
export function locationLinks(context: RenderContext): Promise<LocationLink[]> {
  return import.meta.env.DEV || !context.isPrerendered ? read() : built();
}
