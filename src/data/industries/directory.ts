/** Every industry page for the /industries index: the database's industries and the hand-written ones. */
import { getDb } from '#lib/db/client.ts';
import { listIndustries } from '#lib/content/index.ts';
import { startups } from './vc-backed-startups.ts';

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
  const fromDatabase = await listIndustries(await getDb());
  const links = [
    ...fromDatabase.map(({ slug, name, description }) => ({ slug, name, description })),
    { slug: startups.slug, name: startups.name, description: startups.description },
  ];
  const unique = [...new Map(links.map((link) => [link.slug, link])).values()];
  return unique.sort((a, b) => a.name.localeCompare(b.name));
}
