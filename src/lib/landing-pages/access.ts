/**
 * Who may do what with landing pages: their row of the access table (src/lib/access/policy.ts).
 * Browser-safe, so the admin shows their tab by the same row the server checks. Editors create,
 * publish and retire them; contributors write drafts. Both share
 * preview links.
 */
import { draftsOnly, type AccessRow } from '#lib/access/policy.ts';

export const LANDING_PAGE_ACCESS: AccessRow = {
  actions: ['read', 'create', 'update', 'delete', 'publish', 'share'],
  grants: {
    editor: { read: true, create: true, update: true, delete: true, publish: true, share: true },
    // As with posts: a contributor shares a draft with whoever reviews it.
    contributor: { read: true, create: draftsOnly, update: draftsOnly, share: true },
  },
};
