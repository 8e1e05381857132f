/**
 * Roles and what each may do: one table, read by the server (which decides) and by the admin
 * (which hides what a role cannot do). Browser-safe: no zod, no database; the words for roles
 * and invitations are in terms.ts, apart so the admin's first load carries only this.
 *
 * | role        | may                                                                  |
 * | ----------- | -------------------------------------------------------------------- |
 * | owner       | everything: content, publishing, leads, people and settings          |
 * | editor      | all content, publishing and leads                                    |
 * | contributor | drafts only: cannot publish, unpublish or delete, and sees no leads |
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

/** What the admin shows or hides per role (the server enforces the same on every route). */
export const ABILITIES = {
  /** Publish, unpublish or schedule; write records that are live. */
  publish: 'editor',
  /** Delete posts, audiences, stages, topics and images. */
  delete: 'editor',
  /** Read and triage leads, and read the activity log (it names leads). */
  leads: 'editor',
  /** Invite, change roles, remove; settings. */
  people: 'owner',
  /** Keep redirects (old addresses to new pages). */
  redirects: 'editor',
  /** Import a site, export everything (the export holds every lead and person). */
  moveSite: 'owner',
  /** Edit page copy (every save is live: there are no drafts of a page document). */
  pages: 'editor',
  /** Settings: the facts, claims and prices every page states. */
  settings: 'owner',
} as const satisfies Record<string, Role>;
export type Ability = keyof typeof ABILITIES;

export function can(role: Role, ability: Ability): boolean {
  return roleAtLeast(role, ABILITIES[ability]);
}

/** Who may read and edit a page document: editors; Settings (`settings`) owners only. */
export function pageDocumentRole(key: string): Role {
  return key === 'settings' ? ABILITIES.settings : ABILITIES.pages;
}
