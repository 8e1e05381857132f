/**
 * Colleagues: the owner invites people, changes their role and removes them; an invitee accepts.
 * With local sign-in an invitation is a one-time link (256 random bits, stored only as its SHA-256,
 * valid for INVITE_LIFETIME_DAYS); with Supabase sign-in the owner edits the allowlist itself. A
 * change of role or a removal ends the person's sessions in the same transaction (local), or at
 * their next request (Supabase). There is always an owner: the last one can be neither removed nor
 * demoted, checked with every owner's row locked, so two owners demoting each other at once cannot
 * leave none. An invitation belongs to its sender's authority: it works only while the sender's
 * account exists and holds at least the role it grants, so removing or demoting the sender deletes
 * it, and accepting checks again. Every change is in the activity log; a token never is.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { recordActivity } from '#lib/audit/activity.ts';
import { hashPassword } from '#lib/auth/password.ts';
import { passwordProblem } from '#lib/auth/password-policy.ts';
import { hashSessionToken, newSessionToken } from '#lib/auth/tokens.ts';
import type { AdminUser, SignedInAdmin } from '#lib/auth/types.ts';
import { ContentError, pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { adminInvites, adminUsers, sessions } from '#lib/db/schema.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { ROLE_LABELS, ROLES, roleAtLeast, type Role } from './fields.ts';
import { INVITE_LIFETIME_MS, roleWithArticle } from './terms.ts';
import type { ValidInviteInput } from './input.ts';

/** How people sign in here: local passwords (invitation links) or Supabase (the allowlist). */
export type SignInMode = 'local' | 'supabase';

export type Person = Pick<typeof adminUsers.$inferSelect, 'id' | 'email' | 'role' | 'createdAt'> & {
  /** Local sign-in: whether they have a password (an allowlist entry from Supabase mode has none). */
  hasPassword: boolean;
};

export type PendingInvite = Omit<typeof adminInvites.$inferSelect, 'tokenHash' | 'invitedById'>;

export const PEOPLE_MESSAGES = {
  notFound: 'That person is no longer on the team (they may have been removed already).',
  inviteNotFound: 'That invitation no longer exists (it was used, withdrawn or replaced).',
  lastOwner:
    'There must always be an owner: make someone else an owner first, then change or remove this one.',
  alreadyIn: (email: string) =>
    `${email} already has access. Change their role in the list instead.`,
  linkInvalid:
    'This invitation link is not valid: it was used already, withdrawn, replaced by a newer one, or whoever sent it may no longer grant that role. Ask an owner for a new link.',
  linkExpired: (at: Date) =>
    `This invitation link expired on ${formatSiteTime(at)}. Ask the owner for a new one.`,
} as const;

const personColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  role: adminUsers.role,
  createdAt: adminUsers.createdAt,
  passwordHash: adminUsers.passwordHash,
};
const asPerson = (
  row: Pick<typeof adminUsers.$inferSelect, keyof typeof personColumns>,
): Person => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt,
  hasPassword: row.passwordHash !== null,
});

/** Everyone with access, owners first, and the invitations still pending (expired ones included). */
export async function listPeople(
  db: Database,
): Promise<{ people: Person[]; invites: PendingInvite[] }> {
  const [people, invites] = await Promise.all([
    db
      .select(personColumns)
      .from(adminUsers)
      .orderBy(asc(adminUsers.createdAt), asc(adminUsers.email)),
    db
      .select({
        id: adminInvites.id,
        email: adminInvites.email,
        role: adminInvites.role,
        invitedBy: adminInvites.invitedBy,
        createdAt: adminInvites.createdAt,
        expiresAt: adminInvites.expiresAt,
      })
      .from(adminInvites)
      .orderBy(asc(adminInvites.createdAt)),
  ]);
  const rank: Record<Role, number> = { owner: 0, editor: 1, contributor: 2 };
  return {
    people: people.map(asPerson).sort((a, b) => rank[a.role] - rank[b.role]),
    invites,
  };
}

async function hasAccess(tx: Transaction, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email))
    .limit(1);
  return Boolean(row);
}

export type InviteResult =
  { kind: 'link'; invite: PendingInvite; token: string } | { kind: 'allowlist'; person: Person };

/**
 * Invites `input.email` as `input.role`. Local sign-in: a pending invitation with a new one-time
 * token (an earlier invitation to the address stops working); the caller sends or shows the link.
 * Supabase sign-in: the address goes on the allowlist with its role. 409 when they already have access.
 */
export async function invitePerson(
  db: Database,
  owner: AdminUser,
  input: ValidInviteInput,
  mode: SignInMode,
  now: Date = new Date(),
): Promise<InviteResult> {
  const { email, role } = input;
  return db.transaction(async (tx) => {
    if (await hasAccess(tx, email)) {
      throw new ContentError('in-use', PEOPLE_MESSAGES.alreadyIn(email), { field: 'email' });
    }
    if (mode === 'supabase') {
      const [row] = await tx
        .insert(adminUsers)
        .values({ email, role, passwordHash: null })
        .returning();
      await recordActivity(tx, owner, {
        action: 'person.invited',
        subjectType: 'person',
        subjectId: row!.id,
        summary: `Added ${email} to the allowlist as ${roleWithArticle(role)}`,
        details: { role },
      });
      return { kind: 'allowlist', person: asPerson(row!) };
    }
    const token = newSessionToken();
    await tx.delete(adminInvites).where(eq(adminInvites.email, email));
    const [invite] = await tx
      .insert(adminInvites)
      .values({
        email,
        role,
        tokenHash: hashSessionToken(token),
        invitedBy: owner.email,
        invitedById: owner.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
      })
      .returning();
    const { tokenHash: _secret, invitedById: _sender, ...pending } = invite!;
    await recordActivity(tx, owner, {
      action: 'person.invited',
      subjectType: 'person',
      subjectId: pending.id,
      // Never the link: the log is read by others, the link is a key.
      summary: `Invited ${email} as ${roleWithArticle(role)} (the link works once, until ${formatSiteTime(pending.expiresAt)})`,
      details: { role },
    });
    return { kind: 'link', invite: pending, token };
  });
}

/** Locks every owner's row and the person's; refuses when the change would leave no owner. */
async function lockForChange(
  tx: Transaction,
  id: string,
  leavesOwner: (target: typeof adminUsers.$inferSelect) => boolean,
) {
  const owners = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.role, 'owner'))
    .for('update');
  const [target] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  if (!target) throw new ContentError('not-found', PEOPLE_MESSAGES.notFound);
  if (target.role === 'owner' && !leavesOwner(target) && owners.length <= 1) {
    throw new ContentError('in-use', PEOPLE_MESSAGES.lastOwner);
  }
  return target;
}

/** Ends every session of the person: at once (local), or at their next request (Supabase). */
async function endSessions(tx: Transaction, id: string, mode: SignInMode) {
  if (mode === 'supabase') {
    await tx.update(adminUsers).set({ signOutPending: true }).where(eq(adminUsers.id, id));
  } else {
    await tx.delete(sessions).where(eq(sessions.userId, id));
  }
}

/**
 * Deletes the invitations `senderId` sent that their role no longer covers (all of them when they
 * are removed: `role` null); returns the addresses they were for.
 */
async function dropInvitations(
  tx: Transaction,
  senderId: string,
  role: Role | null,
): Promise<string[]> {
  const beyond = ROLES.filter((granted) => role === null || !roleAtLeast(role, granted));
  if (beyond.length === 0) return [];
  const dropped = await tx
    .delete(adminInvites)
    .where(and(eq(adminInvites.invitedById, senderId), inArray(adminInvites.role, beyond)))
    .returning({ email: adminInvites.email });
  return dropped.map((invite) => invite.email);
}

const withdrawnNote = (emails: string[]) =>
  emails.length === 0
    ? ''
    : `; the invitation${emails.length === 1 ? '' : 's'} they sent to ${emails.join(', ')} ${emails.length === 1 ? 'was' : 'were'} withdrawn`;

/** Gives the person another role and ends their sessions; the last owner keeps theirs. */
export async function changeRole(
  db: Database,
  owner: SignedInAdmin,
  id: string,
  role: Role,
  mode: SignInMode,
): Promise<Person> {
  return db.transaction(async (tx) => {
    const target = await lockForChange(tx, id, () => role === 'owner');
    if (target.role === role) return asPerson(target);
    const [updated] = await tx
      .update(adminUsers)
      .set({ role })
      .where(eq(adminUsers.id, id))
      .returning();
    await endSessions(tx, id, mode);
    const withdrawn = await dropInvitations(tx, id, role);
    await recordActivity(tx, owner, {
      action: 'person.role',
      subjectType: 'person',
      subjectId: id,
      summary: `Made ${target.email} ${roleWithArticle(role)} (was ${roleWithArticle(target.role)}); their sessions were ended${withdrawnNote(withdrawn)}`,
      details: { role: [target.role, role], ...(withdrawn.length > 0 && { withdrawn }) },
    });
    return asPerson(updated!);
  });
}

/** Takes the person's access away; their sessions end with it. The last owner cannot be removed. */
export async function removePerson(
  db: Database,
  owner: SignedInAdmin,
  id: string,
): Promise<Person> {
  return db.transaction(async (tx) => {
    const target = await lockForChange(tx, id, () => false);
    // Local sessions go with the row (on delete cascade); Supabase ones end at the next request,
    // when the address is no longer on the allowlist.
    const withdrawn = await dropInvitations(tx, id, null);
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    await recordActivity(tx, owner, {
      action: 'person.removed',
      subjectType: 'person',
      subjectId: id,
      summary: `Removed ${target.email} (${ROLE_LABELS[target.role]}); their sessions were ended${withdrawnNote(withdrawn)}`,
      details: { role: target.role, ...(withdrawn.length > 0 && { withdrawn }) },
    });
    return asPerson(target);
  });
}

/** Withdraws a pending invitation: its link stops working. */
export async function withdrawInvite(
  db: Database,
  owner: SignedInAdmin,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [invite] = await tx.delete(adminInvites).where(eq(adminInvites.id, id)).returning();
    if (!invite) throw new ContentError('not-found', PEOPLE_MESSAGES.inviteNotFound);
    await recordActivity(tx, owner, {
      action: 'person.invite-withdrawn',
      subjectType: 'person',
      subjectId: id,
      summary: `Withdrew the invitation of ${invite.email}`,
    });
  });
}

/** Whether the invitation's sender still exists and holds at least the role it grants. */
async function senderStillGrants(
  db: Database | Transaction,
  invite: { invitedById: string; role: Role },
): Promise<boolean> {
  const [sender] = await db
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.id, invite.invitedById))
    .limit(1)
    // Inside the acceptance's transaction: the sender cannot be demoted until it commits.
    .for('share');
  return sender !== undefined && roleAtLeast(sender.role, invite.role);
}

export type InviteLookup =
  | { ok: true; email: string; role: Role; expiresAt: Date }
  | { ok: false; status: 400 | 404 | 409 | 410; message: string; fields?: Record<string, string> };

/** The pending invitation a link's token opens: 404 when unknown (used, withdrawn, replaced), 410 when expired. */
export async function inviteForToken(
  db: Database | Transaction,
  token: string,
  now: Date = new Date(),
): Promise<InviteLookup> {
  const [invite] = await db
    .select()
    .from(adminInvites)
    .where(eq(adminInvites.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!invite || !(await senderStillGrants(db, invite))) {
    return { ok: false, status: 404, message: PEOPLE_MESSAGES.linkInvalid };
  }
  if (invite.expiresAt <= now) {
    return { ok: false, status: 410, message: PEOPLE_MESSAGES.linkExpired(invite.expiresAt) };
  }
  return { ok: true, email: invite.email, role: invite.role, expiresAt: invite.expiresAt };
}

/**
 * Accepts an invitation: the invitee's password must pass the policy; then, in one transaction, the
 * invitation is used up (deleted: a second use finds nothing) and their account made with its role.
 */
export async function acceptInvite(
  db: Database,
  token: string,
  password: string,
  now: Date = new Date(),
): Promise<InviteLookup> {
  const found = await inviteForToken(db, token, now);
  if (!found.ok) return found;
  const problem = await passwordProblem(password, found.email);
  if (problem) return { ok: false, status: 400, message: problem, fields: { password: problem } };
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [used] = await tx
        .delete(adminInvites)
        .where(
          and(eq(adminInvites.tokenHash, hashSessionToken(token)), gt(adminInvites.expiresAt, now)),
        )
        .returning();
      // Used by another request while this password was hashed, or its sender lost the authority to
      // grant it meanwhile (it is used up either way).
      if (!used || !(await senderStillGrants(tx, used))) {
        return { ok: false, status: 404, message: PEOPLE_MESSAGES.linkInvalid } as const;
      }
      const [person] = await tx
        .insert(adminUsers)
        .values({ email: used.email, role: used.role, passwordHash })
        .returning();
      await recordActivity(tx, person!, {
        action: 'person.joined',
        subjectType: 'person',
        subjectId: person!.id,
        summary: `Accepted the invitation from ${used.invitedBy} and set a password (${ROLE_LABELS[used.role]})`,
        details: { role: used.role },
      });
      return { ok: true, email: used.email, role: used.role, expiresAt: used.expiresAt } as const;
    });
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) {
      return { ok: false, status: 409, message: PEOPLE_MESSAGES.alreadyIn(found.email) };
    }
    throw error;
  }
}
