/** Every published industry page, for the /industries index. */
import { getDb } from '#lib/db/client.ts';
import { listIndustries } from '#lib/industries/queries.ts';

export interface IndustryLink {
  slug: string;
  name: string;
  description: string;
}

export const industriesIndexPage = {
  path: '/industries',
  title: 'IT Services by Industry',
  description:
    'Managed IT and cybersecurity shaped for law firms, healthcare, financial services, manufacturing, nonprofits and VC-backed startups.',
  hero: {
    eyebrow: 'Industries',
    title: 'IT built around how your industry works',
    intro:
      'Each industry has its own rules, software and risks. Pick yours to see what we do differently for it.',
  },
} as const;

export async function industryLinks(): Promise<IndustryLink[]> {
  const rows = await listIndustries(await getDb());
  return rows
    .map(({ slug, name, description }) => ({ slug, name, description }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
