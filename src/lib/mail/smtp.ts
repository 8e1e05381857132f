/** The site's one way to send mail: the SMTP settings of the environment and a transport over them. */
import nodemailer from 'nodemailer';
import { site } from '#config/site.ts';
import { loadEnv, type EnvSource } from '#config/env.ts';

/** How long a silent mail server is waited for before the send fails. */
export const DEFAULT_MAIL_TIMEOUT_MS = 10_000;

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
  from: string;
  to: string;
}

/** A mail transport over the SMTP settings, giving up on a server silent for `timeoutMs`. */
export function smtpTransport(
  settings: Omit<SmtpSettings, 'to'>,
  timeoutMs: number = DEFAULT_MAIL_TIMEOUT_MS,
) {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user && { auth: { user: settings.user, pass: settings.password ?? '' } }),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** The site's mail settings (SMTP_*), without a recipient; null when SMTP_HOST is not set. */
export function smtpFromEnv(source: EnvSource = process.env): Omit<SmtpSettings, 'to'> | null {
  const env = loadEnv(source);
  if (!env.SMTP_HOST) return null;
  const secure = env.SMTP_SECURE;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ?? (secure ? 465 : 587),
    secure,
    user: env.SMTP_USER,
    password: env.SMTP_PASSWORD,
    from: env.SMTP_FROM ?? `"${site.brand} website" <no-reply@example.com>`,
  };
}
