/** Every published industry page, for the /industries index. */
import { getDb } from '#lib/db/client.ts';
import { listIndustries } from '#lib/industries/queries.ts';
import { buildSource } from '#lib/publishing/page-reads.ts';
import type { RenderContext } from '#data/pages.ts';

export interface IndustryLink {
  slug: string;
  name: string;
  description: string;
}

async function read(): Promise<IndustryLink[]> {
  const rows = await listIndustries(await getDb());
  return rows
    .map(({ slug, name, description }) => ({ slug, name, description }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Once per build or render pass; the index records the read. */
const built = buildSource('industry-links', read);

/** Fresh in dev and on request (a preview), once per pass when pre-rendered. */
export function industryLinks(context: RenderContext): Promise<IndustryLink[]> {
  return import.meta.env.DEV || !context.isPrerendered ? read() : built();
}
