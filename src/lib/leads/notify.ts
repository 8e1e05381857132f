/**
 * Tells the team about new leads: a JSON POST to LEAD_WEBHOOK_URL and/or an email through SMTP to
 * LEAD_NOTIFY_TO. Delivery happens after the lead is stored; a failed delivery leaves the lead stored
 * and marked `failed` with the time its retry is due, and `retryDue` retries it with growing delays up
 * to a cap of attempts. The Node server runs `retryDue` in a loop; on Netlify a scheduled function
 * runs the same routine (netlify/functions/lead-notifications.mts).
 */
import { site } from '#config/site.ts';
import type { Database } from '#lib/db/client.ts';
import { batched } from './batch.ts';
import { describeFailure } from './log-safe.ts';
import { describeContext } from './origin.ts';
import { leadFormOf, toolContextOf } from './page-forms.ts';
import { webhookLead } from './record.ts';
import {
  claimNotificationAttempt,
  leadsAwaitingNotification,
  recordNotificationFailed,
  recordNotificationsSent,
  type Lead,
} from './store.ts';
import { loadEnv, type EnvSource } from '#config/env.ts';
import {
  DEFAULT_MAIL_TIMEOUT_MS,
  smtpFromEnv,
  smtpTransport,
  type SmtpSettings,
} from '#lib/mail/smtp.ts';

export interface NotificationChannel {
  readonly name: string;
  send(lead: Lead): Promise<void>;
}

/** A delivery failure whose message already says everything (its cause is kept for debugging). */
export class DeliveryError extends Error {}

/** What the webhook receives (and the email shows): the lead without its internal bookkeeping. */
export function leadPayload(lead: Lead) {
  return {
    event: 'lead.created',
    lead: webhookLead(lead),
  };
}

const pairs = (record: Record<string, string | number>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(', ');

export function leadEmailText(lead: Lead): string {
  // A page's form may not ask a name, a company size or a message: those are stored empty.
  const given = (value: string | null) => value || '(not given)';
  const form = leadFormOf(lead.context);
  const tool = toolContextOf(lead.context);
  const lines = [
    `New message from the ${site.brand} website`,
    '',
    `Name: ${given(lead.name)}`,
    `Email: ${lead.email}`,
    `Company size: ${given(lead.companySize)}`,
    `Phone: ${given(lead.phone)}`,
    `Source page: ${lead.sourcePage ?? '(unknown)'}`,
    `Form: ${form.form}`,
  ];
  if (Object.keys(tool).length > 0) {
    lines.push(`Context: ${describeContext(tool) ?? pairs(tool)}`);
  }
  if (Object.keys(lead.utm).length > 0) lines.push(`UTM: ${pairs(lead.utm)}`);
  if (form.question && form.answer) {
    lines.push('', `Their answer to “${form.question}”:`, form.answer);
  }
  if (lead.message) lines.push('', 'Message:', lead.message);
  lines.push('', `Received: ${lead.createdAt.toISOString()}`);
  lines.push(`Lead id: ${lead.id}`);
  return lines.join('\n');
}

/** "New lead: Dana Whitfield (11-50 employees)", and the form's name when a page's form sent it. */
export function leadEmailSubject(lead: Lead): string {
  const { form } = leadFormOf(lead.context);
  const size = lead.companySize ? ` (${lead.companySize})` : '';
  const via = lead.context['form'] ? ` via ${form}` : '';
  return `New lead: ${lead.name || lead.email}${size}${via}`.replace(/\s+/g, ' ');
}

export function webhookChannel(
  url: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): NotificationChannel {
  const timeoutMs = options.timeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'webhook',
    async send(lead) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'NorthbeamIT-Leads/1',
            // The same lead may be delivered again after a partial failure: let the receiver dedupe.
            'Idempotency-Key': lead.id,
          },
          body: JSON.stringify(leadPayload(lead)),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError')
          throw new DeliveryError(`no answer within ${timeoutMs / 1000} s`, { cause: error });
        throw new DeliveryError(errorText(error), { cause: error });
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new DeliveryError(`HTTP ${response.status}`);
    },
  };
}

export function emailChannel(
  settings: SmtpSettings,
  options: { timeoutMs?: number } = {},
): NotificationChannel {
  const transport = smtpTransport(settings, options.timeoutMs);
  return {
    name: 'email',
    async send(lead) {
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        replyTo: lead.name ? { name: lead.name, address: lead.email } : lead.email,
        subject: leadEmailSubject(lead),
        text: leadEmailText(lead),
        // A stable id: a resend after a partial failure threads with (or is deduped as) the first.
        messageId: `<lead-${lead.id}@leads.northbeam-it.invalid>`,
      });
    },
  };
}

/** The channels the environment configures; none when neither the webhook nor SMTP is set. */
export function channelsFromEnv(source: EnvSource = process.env): NotificationChannel[] {
  const env = loadEnv(source);
  const channels: NotificationChannel[] = [];
  if (env.LEAD_WEBHOOK_URL) channels.push(webhookChannel(env.LEAD_WEBHOOK_URL));
  const smtp = smtpFromEnv(source);
  if (smtp && env.LEAD_NOTIFY_TO) channels.push(emailChannel({ ...smtp, to: env.LEAD_NOTIFY_TO }));
  return channels;
}

function errorText(error: unknown): string {
  if (error instanceof DeliveryError) return error.message;
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error && !error.message.includes(cause.message)
      ? `${error.message} (${cause.message})`
      : error.message;
  }
  return String(error);
}

export interface RetryPolicy {
  /** Attempts in all, the first one included; after that the lead stays `failed` for the admin to see. */
  maxAttempts: number;
  /** Wait after the first failure; doubles after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How often the loop looks for failed leads. */
  intervalMs: number;
  /** A `pending` lead this old lost its first attempt (the process stopped): the loop takes it over. */
  orphanAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  intervalMs: 30_000,
  orphanAfterMs: 2 * 60_000,
};

/** Wait before attempt `attempts + 1`, after `attempts` failed ones: 30 s, 1 min, 2 min, … capped. */
export function retryDelayMs(
  attempts: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
) {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

export interface LeadNotifier {
  /** Whether any channel is configured; without one, leads are stored as `skipped`. */
  readonly enabled: boolean;
  /**
   * Attempts delivery of a stored lead now; never throws. `fresh`: the lead was just stored by this
   * process with its first attempt already counted (insertLeads), so no claim is needed.
   */
  deliver(lead: Lead, options?: { fresh?: boolean }): Promise<DeliveryOutcome>;
  /**
   * One pass of the retry routine: delivers every failed lead whose retry is due (and every pending
   * one whose first attempt was lost). Returns how many it tried, once they are all settled.
   */
  retryDue(now?: number): Promise<number>;
  /** Runs `retryDue` now and then, at most every `minGapMs` (called on each new lead). */
  nudge(): void;
  start(): void;
  stop(): void;
  /** Resolves when no delivery is in flight (tests, shutdown). */
  idle(): Promise<void>;
}

export function createLeadNotifier(options: {
  db: () => Promise<Database>;
  channels: NotificationChannel[];
  policy?: Partial<RetryPolicy>;
  /** Deliveries running at once; the rest wait their turn. */
  concurrency?: number;
  log?: (message: string) => void;
}): LeadNotifier {
  const policy = { ...DEFAULT_RETRY, ...options.policy };
  const { channels } = options;
  const concurrency = options.concurrency ?? 8;
  const log = options.log ?? ((message: string) => console.error(`[leads] ${message}`));

  const inFlight = new Set<string>();
  // In memory only: after a restart (or in the next function invocation) channels that had
  // succeeded are sent again, with the same idempotency key / Message-ID.
  const delivered = new Map<string, Set<string>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastNudge = 0;
  let retrying: Promise<number> | undefined;

  const acquire = async () => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  // Under load many deliveries finish at once: mark them sent together.
  const markSent = batched(async (ids: string[]) => {
    await recordNotificationsSent(await options.db(), ids);
    return ids.map(() => true);
  });

  async function attempt(lead: Lead, fresh: boolean): Promise<DeliveryOutcome> {
    const db = await options.db();
    const claimed = fresh ? lead : await claimNotificationAttempt(db, lead);
    if (!claimed) return 'skipped';
    const done = delivered.get(lead.id) ?? new Set<string>();
    const remaining = channels.filter((channel) => !done.has(channel.name));
    const results = await Promise.allSettled(remaining.map((channel) => channel.send(claimed)));
    const errors: string[] = [];
    remaining.forEach((channel, index) => {
      const result = results[index];
      if (result?.status === 'fulfilled') done.add(channel.name);
      else errors.push(`${channel.name}: ${errorText(result?.reason)}`);
    });
    if (errors.length === 0) {
      await markSent(lead.id);
      delivered.delete(lead.id);
      return 'sent';
    }
    const error = errors.join('; ');
    const attempts = claimed.notificationAttempts;
    if (attempts >= policy.maxAttempts) {
      await recordNotificationFailed(db, lead.id, error, null);
      log(`lead ${lead.id}: notification failed ${attempts} times, giving up (${error})`);
      delivered.delete(lead.id);
    } else {
      const delay = retryDelayMs(attempts, policy);
      delivered.set(lead.id, done);
      await recordNotificationFailed(db, lead.id, error, new Date(Date.now() + delay));
      log(
        `lead ${lead.id}: notification failed (${error}); retrying in ${Math.round(delay / 1000)} s`,
      );
    }
    return 'failed';
  }

  async function deliver(lead: Lead, { fresh = false } = {}): Promise<DeliveryOutcome> {
    if (channels.length === 0 || lead.isSpam || inFlight.has(lead.id)) return 'skipped';
    inFlight.add(lead.id);
    await acquire();
    try {
      return await attempt(lead, fresh);
    } catch (error) {
      // The database itself failed: the lead keeps its state and the loop tries again later.
      log(`lead ${lead.id}: notification bookkeeping failed: ${describeFailure(error)}`);
      return 'failed';
    } finally {
      inFlight.delete(lead.id);
      release();
    }
  }

  async function retryPass(now: number): Promise<number> {
    const db = await options.db();
    const due = await leadsAwaitingNotification(db, {
      maxAttempts: policy.maxAttempts,
      pendingBefore: new Date(now - policy.orphanAfterMs),
      now: new Date(now),
      limit: 100,
    });
    const ready = due.filter((lead) => !inFlight.has(lead.id));
    await Promise.all(ready.map((lead) => deliver(lead)));
    return ready.length;
  }

  function retryDue(now = Date.now()): Promise<number> {
    if (channels.length === 0) return Promise.resolve(0);
    retrying ??= retryPass(now)
      .catch((error: unknown) => {
        log(`retry pass failed: ${describeFailure(error)}`);
        return 0;
      })
      .finally(() => {
        retrying = undefined;
      });
    return retrying;
  }

  return {
    enabled: channels.length > 0,
    deliver,
    retryDue,
    nudge() {
      const now = Date.now();
      if (now - lastNudge < 5_000) return;
      lastNudge = now;
      void retryDue(now);
    },
    start() {
      if (timer || channels.length === 0) return;
      timer = setInterval(() => void retryDue(), policy.intervalMs);
      timer.unref();
      void retryDue();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    async idle() {
      while (running > 0 || inFlight.size > 0 || retrying) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
