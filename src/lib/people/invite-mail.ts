/**
 * The invitation email, sent through the site's mail settings (SMTP_*, as lead notifications are)
 * when SMTP_HOST is set. Whether or not it goes out, the owner can copy the link from the admin. The
 * link is in the message only: never in a log line, the activity log or an error.
 */
import { site } from '#config/site.ts';
import { smtpFromEnv, smtpTransport, type SmtpSettings } from '#lib/mail/smtp.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { ROLE_LABELS, type Role } from './fields.ts';
import { ROLE_SUMMARIES, roleWithArticle } from './terms.ts';

export interface Invitation {
  email: string;
  role: Role;
  invitedBy: string;
  /** Local sign-in: the one-time link and when it expires. Supabase: where to sign in. */
  link?: { url: string; expiresAt: Date };
  adminUrl: string;
}

export function invitationEmail(invitation: Invitation): { subject: string; text: string } {
  const { role, invitedBy, link, adminUrl } = invitation;
  const lines = [
    `${invitedBy} invited you to the ${site.brand} website's admin as ${roleWithArticle(role)}.`,
    `${ROLE_LABELS[role]}: ${ROLE_SUMMARIES[role]}`,
    '',
  ];
  if (link) {
    lines.push(
      'Choose your password here (the link works once, and expires on ' +
        `${formatSiteTime(link.expiresAt)}):`,
      '',
      link.url,
      '',
      'If you did not expect this, ignore this email: nothing happens until the link is opened.',
    );
  } else {
    lines.push(
      `Sign in at ${adminUrl} with your account for this address (create one there if you have none, and confirm your address).`,
    );
  }
  return {
    subject: `You are invited to the ${site.brand} admin`,
    text: lines.join('\n'),
  };
}

export type InvitationDelivery = { emailed: true } | { emailed: false; problem: string };

/** Emails the invitation when SMTP is configured; says why it did not otherwise. Never throws. */
export async function sendInvitation(
  invitation: Invitation,
  smtp: Omit<SmtpSettings, 'to'> | null = smtpFromEnv(),
): Promise<InvitationDelivery> {
  if (!smtp) {
    return {
      emailed: false,
      problem: 'Email is not set up on this site (SMTP_HOST): copy the link and send it yourself.',
    };
  }
  const { subject, text } = invitationEmail(invitation);
  try {
    await smtpTransport(smtp).sendMail({ from: smtp.from, to: invitation.email, subject, text });
    return { emailed: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[people] the invitation email to ${invitation.email} was not sent: ${reason}`);
    return {
      emailed: false,
      problem: `The email could not be sent (${reason}): copy the link and send it yourself.`,
    };
  }
}
