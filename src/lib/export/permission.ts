/**
 * Who may download "Export everything": it holds every lead, so when the admin has roles it is the
 * owner's alone. Until then every admin may (there is one kind of admin).
 */
import type { AdminUser } from '#lib/auth/types.ts';

export const EXPORT_REFUSED_MESSAGE = 'Only the site’s owner may export everything.';

export function mayExportEverything(_user: AdminUser): boolean {
  return true;
}
