/**
 * The roles and their order. What each may do is the access table, src/lib/access/policy.ts.
 * Browser-safe: no zod, no database; the words for roles and invitations are in terms.ts, apart
 * so the admin's first load carries only this.
 */

export const ROLES = ['owner', 'editor', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  editor: 'Editor',
  contributor: 'Contributor',
};

/** Higher ranks hold every right of the lower ones. */
const RANK: Record<Role, number> = { contributor: 1, editor: 2, owner: 3 };

/** Whether `role` holds at least the rights of `needed`. */
export function roleAtLeast(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}
