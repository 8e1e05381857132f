/** Every published industry page, for the /industries index. */
import { getDb } from '#lib/db/client.ts';
import { listIndustries } from '#lib/industries/queries.ts';

export interface IndustryLink {
  slug: string;
  name: string;
  description: string;
}

export async function industryLinks(): Promise<IndustryLink[]> {
  const rows = await listIndustries(await getDb());
  return rows
    .map(({ slug, name, description }) => ({ slug, name, description }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
