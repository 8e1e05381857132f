/** The service and company pages: where each is, its breadcrumb trail, and its document's head. */
import type { Crumb } from '#components/sections/types.ts';
import type { ServicePageHead } from '#components/services/types.ts';
import { pageCopy, type RenderContext } from '#data/pages.ts';

const HOME: Crumb = { name: 'Home', path: '/' };
const SERVICES: Crumb = { name: 'Services', path: '/services' };

/** Each page's document key and the crumbs before it. */
export const SERVICE_PAGES = {
  '/managed-it-services': { key: 'managed-it-services', parents: [HOME, SERVICES] },
  '/cybersecurity-services': { key: 'cybersecurity-services', parents: [HOME, SERVICES] },
  '/cloud-solutions': { key: 'cloud-solutions', parents: [HOME, SERVICES] },
  '/network-architecture-design': { key: 'network-architecture-design', parents: [HOME, SERVICES] },
  '/compliance': { key: 'compliance', parents: [HOME] },
  '/partnerships': { key: 'partnerships', parents: [HOME] },
  '/transparency': { key: 'transparency', parents: [HOME] },
} as const satisfies Record<string, { key: string; parents: readonly Crumb[] }>;

export type ServicePath = keyof typeof SERVICE_PAGES;

/** Every service and company page's head: the pages their social images are drawn for. */
export async function serviceHeads(
  context?: RenderContext,
): Promise<(ServicePageHead & { path: string })[]> {
  return Promise.all(
    Object.entries(SERVICE_PAGES).map(async ([path, { key }]) => ({
      path,
      ...(await pageCopy(key, context)).head,
    })),
  );
}
