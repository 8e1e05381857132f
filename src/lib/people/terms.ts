/** How the admin and its emails speak of roles and invitations (browser-safe). */
import { ROLE_LABELS, type Role } from './fields.ts';

/** "an Owner", "an Editor", "a Contributor". */
export const roleWithArticle = (role: Role) =>
  `${role === 'contributor' ? 'a' : 'an'} ${ROLE_LABELS[role]}`;

/** One line per role, shown where the owner chooses one. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything, including people and settings.',
  editor: 'All content, publishing and leads.',
  contributor: 'Drafts only: cannot publish, unpublish or delete, and sees no leads.',
};

/** An invitation link works once, and for at most this long (the database refuses longer). */
export const INVITE_LIFETIME_DAYS = 7;
export const INVITE_LIFETIME_MS = INVITE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
