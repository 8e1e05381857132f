/** How the admin API sends a redirect: dates as ISO strings, the shape the redirects panel reads. */
import type { RedirectListItem } from './admin.ts';

export function redirectJson(item: RedirectListItem) {
  return {
    ...item,
    lastHitAt: item.lastHitAt?.toISOString() ?? null,
    updatedAt: item.updatedAt?.toISOString() ?? null,
  };
}

export type RedirectJson = ReturnType<typeof redirectJson>;
