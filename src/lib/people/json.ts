/** How the admin API sends people and invitations (dates as strings); the People tab reads these types. */
import type { Role } from './fields.ts';
import type { PendingInvite, Person } from './admin.ts';

export interface PersonJson {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  hasPassword: boolean;
}

export interface InviteJson {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export interface PeopleJson {
  /** local: invitations are links; supabase: the owner edits the allowlist. */
  mode: 'local' | 'supabase';
  people: PersonJson[];
  invites: InviteJson[];
}

/** What inviting answers: the link (local sign-in, shown to the owner to copy) and whether it was emailed. */
export interface InviteAnswerJson {
  invite?: InviteJson;
  person?: PersonJson;
  /** The one-time link; only in this answer, never stored or logged. */
  link?: string;
  /** Whether the invitation email went out (SMTP configured and accepted it). */
  emailed: boolean;
  /** Why it did not, when it did not. */
  emailProblem?: string;
}

export const personJson = (person: Person): PersonJson => ({
  ...person,
  createdAt: person.createdAt.toISOString(),
});

export const inviteJson = (invite: PendingInvite): InviteJson => ({
  ...invite,
  createdAt: invite.createdAt.toISOString(),
  expiresAt: invite.expiresAt.toISOString(),
});
