/** What the owner sends to invite people and change their role, and what an invitee sends back. */
import { z } from 'zod';
import { ROLE_LABELS, ROLES } from './fields.ts';

const role = z.enum(ROLES, {
  error: `Choose a role: ${ROLES.map((name) => ROLE_LABELS[name]).join(', ')}.`,
});

export const inviteInput = z.object({
  /** Where the invitation goes; the person signs in with it. */
  email: z
    .string({ error: 'Enter the email address to invite.' })
    .trim()
    .min(1, 'Enter the email address to invite.')
    .max(254, 'An email address has at most 254 characters.')
    .pipe(z.email('Enter a valid email address, like name@company.com.'))
    .transform((email) => email.toLowerCase()),
  /** What they may do once they are in. */
  role,
});

export const roleInput = z.object({ role });

/** An invitation link's token: 256 random bits, base64url (the link's fragment). */
const token = z
  .string({ error: 'This invitation link is incomplete: open the whole link from the email.' })
  .regex(
    /^[A-Za-z0-9_-]{43}$/,
    'This invitation link is incomplete: open the whole link from the email.',
  );

export const inviteTokenInput = z.object({ token });

export const acceptInviteInput = z.object({
  token,
  /** The invitee's own password, held to the password policy. */
  password: z
    .string({ error: 'Choose a password.' })
    .min(1, 'Choose a password.')
    .max(1024, 'A password has at most 1,024 characters.'),
});

export type ValidInviteInput = z.output<typeof inviteInput>;
