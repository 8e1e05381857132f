/**
 * "Forgot password?" with local sign-in (docs/sign-in-security.md): a one-time link, mailed through
 * the site's SMTP settings, valid for RESET_LIFETIME_MINUTES, its token (256 random bits) stored
 * only as its SHA-256. Asking answers the same whether or not the address has an account, and the
 * mail goes out after the answer, so neither the words nor the time tell. Asking is throttled like
 * signing in (per address and per account, the same policy). Using the link sets a new password
 * under the password policy and ends every session of the account; the link and any other the
 * account had stop working. The link names the site by SITE_URL, never by the request's Host.
 */
import { and, eq, gt } from 'drizzle-orm';
import { recordActivity } from '#lib/audit/activity.ts';
import { site } from '#config/site.ts';
import type { Database } from '#lib/db/database.ts';
import { adminUsers, passwordResets, sessions } from '#lib/db/schema.ts';
import { publicOrigin } from '#lib/http/site-url.ts';
import { smtpFromEnv, smtpTransport, type SmtpSettings } from '#lib/mail/smtp.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { tooManyFailuresMessage } from './sign-in-guard.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

/** How long a reset link works (the database refuses one longer than an hour). */
export const RESET_LIFETIME_MINUTES = 30;
const RESET_LIFETIME_MS = RESET_LIFETIME_MINUTES * 60_000;

export const RESET_MESSAGES = {
  sent: `If an account uses that address, a link to choose a new password is on its way. It works once, within ${RESET_LIFETIME_MINUTES} minutes.`,
  noEmail:
    'Email is not set up on this site (SMTP), so no reset link can be sent. Ask an owner: they can remove you and invite you again, and the invitation lets you choose a new password.',
  linkInvalid:
    'This reset link is not valid: it was used already, or a newer one was sent. Ask for a new link.',
  linkExpired: (at: Date) =>
    `This reset link expired on ${formatSiteTime(at)}. Ask for a new one from the sign-in page.`,
} as const;

/** Requests for links and uses of them, counted like sign-in attempts (per process, as sign-in's). */
const throttle = processSingleton<LoginThrottle>('northbeam.resetThrottle', () =>
  createLoginThrottle(),
);

export interface ResetRefusal {
  ok: false;
  status: 400 | 404 | 410 | 429 | 502 | 503;
  message: string;
  retryAfterSeconds?: number;
  fields?: Record<string, string>;
}

/**
 * Counts one request (for a link, or with one) against the throttle; the refusal when the address
 * or account must wait. Supabase's reset requests pass here too.
 */
export function throttled(client: string, email: string): ResetRefusal | null {
  const admission = throttle.get().admit({ client, email });
  if (!admission.allowed) {
    return {
      ok: false,
      status: 429,
      message: tooManyFailuresMessage(admission.retryAfterSeconds).replace(
        'failed sign-in attempts',
        'password-reset requests',
      ),
      retryAfterSeconds: admission.retryAfterSeconds,
    };
  }
  // Every request counts, as a failed sign-in does: a flood of them waits like a guesser.
  admission.ticket.failed();
  return null;
}

export function resetEmail(link: string, expiresAt: Date): { subject: string; text: string } {
  return {
    subject: `Choose a new password for the ${site.brand} admin`,
    text: [
      `Someone asked to reset the password of this address's account on the ${site.brand} website's admin.`,
      '',
      `Choose a new password here (the link works once, and expires on ${formatSiteTime(expiresAt)}):`,
      '',
      link,
      '',
      'Choosing one signs out every session of the account. If you did not ask, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Asks for a reset link for `email`: answers at once, the same for every address (`sent`), and
 * hands the mail (if the address has a password here) to `later`, which runs it after the answer.
 */
export function requestPasswordReset(
  db: Database,
  request: { email: string; client: string },
  {
    now = new Date(),
    smtp = smtpFromEnv(),
    later = (work: Promise<void>) => void work,
  }: {
    now?: Date;
    smtp?: Omit<SmtpSettings, 'to'> | null;
    later?: (work: Promise<void>) => void;
  } = {},
): { ok: true; message: string } | ResetRefusal {
  if (!smtp) return { ok: false, status: 503, message: RESET_MESSAGES.noEmail };
  const email = request.email.trim().toLowerCase();
  const refused = throttled(request.client, email);
  if (refused) return refused;
  later(
    sendLink(db, email, now, smtp).catch((error: unknown) => {
      // The address is not logged: whether it has an account is what the answer keeps quiet.
      console.error(
        `[auth] a password-reset email was not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }),
  );
  return { ok: true, message: RESET_MESSAGES.sent };
}

async function sendLink(db: Database, email: string, now: Date, smtp: Omit<SmtpSettings, 'to'>) {
  const [user] = await db
    .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, email))
    .limit(1);
  if (!user?.passwordHash) return;
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MS);
  await db.transaction(async (tx) => {
    // One link at a time: a new one replaces the last.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt,
    });
  });
  const { subject, text } = resetEmail(`${publicOrigin()}/admin#reset=${token}`, expiresAt);
  await smtpTransport(smtp).sendMail({ from: smtp.from, to: email, subject, text });
}

/** Whether a reset link can be sent here at all (local sign-in needs SMTP). */
export const resetByEmailAvailable = (smtp = smtpFromEnv()) => smtp !== null;

/**
 * Uses a reset link: the new password must pass the policy; then, in one transaction, the link (and
 * any other of the account) is used up, the password replaced, and every session of the account
 * ended. 404 for a link that is not (or no longer) valid, 410 for an expired one.
 */
export async function resetPassword(
  db: Database,
  request: { token: string; password: string; client: string },
  now: Date = new Date(),
): Promise<{ ok: true; email: string } | ResetRefusal> {
  const refused = throttled(request.client, '(reset link)');
  if (refused) return refused;
  const tokenHash = hashSessionToken(request.token);
  const [found] = await db
    .select({ expiresAt: passwordResets.expiresAt, email: adminUsers.email })
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  if (!found) return { ok: false, status: 404, message: RESET_MESSAGES.linkInvalid };
  if (found.expiresAt <= now) {
    return { ok: false, status: 410, message: RESET_MESSAGES.linkExpired(found.expiresAt) };
  }
  const problem = await passwordProblem(request.password, found.email);
  if (problem) return { ok: false, status: 400, message: problem, fields: { password: problem } };
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    // Used by another request while this password was hashed.
    if (!used) return { ok: false, status: 404, message: RESET_MESSAGES.linkInvalid } as const;
    const [user] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.id, used.userId))
      .returning({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role });
    await tx.delete(passwordResets).where(eq(passwordResets.userId, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await recordActivity(tx, user!, {
      action: 'account.password-reset',
      subjectType: 'account',
      subjectId: user!.id,
      summary: 'Chose a new password through a reset link; every session of the account was ended',
    });
    return { ok: true, email: user!.email } as const;
  });
}
