/**
 * Receiving a contact-form submission, for both doors: the island's JSON (POST /api/contact) and the
 * plain form post that works without JavaScript (POST /contact/send). Either way the lead is stored
 * before the visitor gets an answer, and the team is notified afterwards.
 */
import type { APIContext } from 'astro';
import { contactFacts, type ContactFacts } from '#lib/pages/contact-facts.ts';
import { getDb, type Database } from '#lib/db/client.ts';
import {
  apiError,
  fieldErrors,
  isJsonRequest,
  isSameOrigin,
  json,
  MAX_JSON_BYTES,
  readBodyText,
  readFormData,
  RequestBodyError,
} from '#lib/http/api.ts';
import { clientAddressOf, type ClientContext } from '#lib/http/client-address.ts';
import { publicOrigin } from '#lib/http/site-url.ts';
import { createRateLimiter, type RateLimiter } from '#lib/http/rate-limit.ts';
import { CONTACT_FIELDS, EMPTY_VALUES, type ContactValues } from './fields.ts';
import { channelsFromEnv, createLeadNotifier, type LeadNotifier } from './notify.ts';
import { leadOrigin } from './origin.ts';
import type { z } from 'zod';
import { contactInput } from './input.ts';
import { batched } from './batch.ts';
import { insertLeads, type StoreLeadInput } from './store.ts';
import {
  checkPageForm,
  findPageForm,
  FORM_GONE_MESSAGE,
  pageFormOrigin,
  pageFormSlug,
  type PageForm,
  type PageFormAnswers,
} from './page-form-submit.ts';
import { ANSWER_FIELD } from './page-forms.ts';
import { netlifyWaitUntil, type KeepAlive } from '#lib/netlify/wait-until.ts';
import { describeFailure } from './log-safe.ts';
import { storageFailure } from '#lib/db/storage-failure.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import { loadEnv, type EnvSource } from '#config/env.ts';

export const INVALID_MESSAGE = 'Please correct the highlighted fields.';
/** The refusal when the lead could not be stored; it names the sales email from Settings. */
export function storeFailedMessage(facts: ContactFacts | null): string {
  const orEmail = facts ? `, or email us at ${facts.salesEmail}` : '';
  return `We couldn't save your message just now, so it was not sent. Please try again in a moment${orEmail}.`;
}

export function rateLimitedMessage(
  retryAfterSeconds: number,
  facts: ContactFacts | null = null,
): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  const orCall = facts ? `, or call us at ${facts.priorityPhone}` : '';
  return `You've sent several messages in a short time. Please try again in ${wait}${orCall}.`;
}

/**
 * `form`: the page form the submission was checked against, so the no-JavaScript door can show that
 * form again; none for the contact form, or a page form that is gone.
 */
export type SubmitOutcome =
  | { kind: 'accepted' }
  | { kind: 'invalid'; error: string; fields: Record<string, string>; form?: PageForm | undefined }
  /** Not stored: 507 when the disk is full, 503 when the database stopped, else 500. */
  | { kind: 'failed'; status: number; error: string; form?: PageForm | undefined };

export interface ContactService {
  /** Counts one submission for the client; refused ones get no further. */
  allow(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /**
   * Validates, stores and (afterwards) notifies. Never throws. `keepAlive` (a Netlify function's
   * `waitUntil`) is handed the delivery so it finishes before the function ends.
   */
  submit(
    body: unknown,
    meta: {
      siteOrigins: readonly string[];
      referer: string | null;
      keepAlive?: KeepAlive | undefined;
    },
  ): Promise<SubmitOutcome>;
  readonly notifier: LeadNotifier;
  /** The contact facts refusals name (Settings), or null when they cannot be read. */
  contactFacts(): Promise<ContactFacts | null>;
}

export interface RateLimitSettings {
  limit: number;
  windowMs: number;
}

/**
 * CONTACT_RATE_LIMIT submissions per client per CONTACT_RATE_WINDOW_SECONDS (default 10 per 600 s).
 * The load benchmark raises the limit, since all its clients share one address.
 */
export function rateLimitFromEnv(source: EnvSource = process.env): RateLimitSettings {
  const env = loadEnv(source);
  return { limit: env.CONTACT_RATE_LIMIT, windowMs: env.CONTACT_RATE_WINDOW_SECONDS * 1000 };
}

export function createContactService(options: {
  db: () => Promise<Database>;
  notifier: LeadNotifier;
  limiter: RateLimiter;
  log?: (message: string, error: unknown) => void;
  /** The published page form at /{slug} (tests replace it); by default read from `db`. */
  pageForm?: (slug: string) => Promise<PageForm | null>;
}): ContactService {
  const { notifier, limiter } = options;
  const pageForm =
    options.pageForm ?? (async (slug: string) => findPageForm(await options.db(), slug));
  const storeLead = batched(async (inputs: StoreLeadInput[]) =>
    insertLeads(await options.db(), inputs),
  );
  const log = options.log ?? ((message, error) => console.error(`[leads] ${message}`, error));
  return {
    notifier,
    contactFacts: () => contactFacts(options.db),
    allow(client) {
      const decision = limiter.hit(client);
      return decision.allowed
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: decision.retryAfterSeconds };
    },
    async submit(body, meta) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return { kind: 'invalid', error: 'Send the form fields as a JSON object.', fields: {} };
      }
      const slug = pageFormSlug(body as Record<string, unknown>);
      let form: PageForm | undefined;
      let answers: z.output<typeof contactInput> | PageFormAnswers;
      /** A page form's own page, form name and answer; none for the contact form. */
      let own: ReturnType<typeof pageFormOrigin> | undefined;
      if (slug === null) {
        const parsed = contactInput.safeParse(body);
        if (!parsed.success) {
          return { kind: 'invalid', error: INVALID_MESSAGE, fields: fieldErrors(parsed.error) };
        }
        answers = parsed.data;
      } else {
        let found: PageForm | null;
        try {
          found = await pageForm(slug);
        } catch (error) {
          log('reading a page form failed', describeFailure(error));
          return {
            kind: 'failed',
            status: storageFailure(error)?.status ?? 500,
            error: storeFailedMessage(await contactFacts(options.db)),
          };
        }
        if (!found) return { kind: 'invalid', error: FORM_GONE_MESSAGE, fields: {} };
        form = found;
        const checked = checkPageForm(form.definition, body);
        if (!checked.ok) {
          return { kind: 'invalid', error: INVALID_MESSAGE, fields: checked.fields, form };
        }
        answers = checked.answers;
        own = pageFormOrigin(form, checked.answers[ANSWER_FIELD]);
      }
      const { name, email, companySize, phone, message, page, landing, referrer } = answers;
      const isSpam = answers['bot-field'];
      const origin = leadOrigin(page || meta.referer, meta.siteOrigins, { landing, referrer });
      const input: StoreLeadInput = {
        fields: { name, email, companySize, phone, message },
        // A page form's page is the one whose form was checked, whatever address it was sent from.
        origin: own
          ? {
              ...origin,
              sourcePage: own.sourcePage,
              context: { ...origin.context, ...own.context },
            }
          : origin,
        isSpam,
        notificationState: isSpam || !notifier.enabled ? 'skipped' : 'pending',
      };
      let failure: unknown;
      const lead = await storeLead(input).catch((error: unknown) => {
        log('storing a lead failed', describeFailure(error));
        failure = error;
        return null;
      });
      if (!lead) {
        const status = storageFailure(failure)?.status ?? 500;
        return {
          kind: 'failed',
          status,
          error: storeFailedMessage(await contactFacts(options.db)),
          form,
        };
      }
      if (lead.notificationState === 'pending') {
        const delivery = notifier.deliver(lead, { fresh: true });
        if (meta.keepAlive) {
          // A function: no loop survives it; the scheduled function retries what fails here.
          meta.keepAlive(delivery);
        } else {
          notifier.start();
          void delivery;
          notifier.nudge();
        }
      }
      return { kind: 'accepted' };
    },
  };
}

// One service per process (kept across dev-server module reloads), built from the environment.
const service = processSingleton('northbeam.contactService', () =>
  createContactService({
    db: getDb,
    notifier: createLeadNotifier({ db: getDb, channels: channelsFromEnv() }),
    limiter: createRateLimiter({ ...rateLimitFromEnv(), maxKeys: 50_000 }),
  }),
);

export function contactService(): ContactService {
  return service.get();
}

/** Starts the notification retry loop of this process (the Node server calls it at start-up). */
export function startLeadNotifications(): void {
  contactService().notifier.start();
}

type RequestContext = Pick<APIContext, 'request' | 'url'> & ClientContext & { locals?: unknown };

/** The origins a form page of this site may have: the one this request addressed, and SITE_URL's. */
function siteOriginsFor(url: URL): string[] {
  return [url.origin, publicOrigin()];
}

/** POST /api/contact: the island's JSON. 201 {ok} | 400 {error, fields} | 403 | 413 | 415 | 429 | 500 | 503 | 507. */
export async function handleContactJson(
  context: RequestContext,
  service: ContactService = contactService(),
): Promise<Response> {
  const { request, url } = context;
  if (!isSameOrigin(request, url)) return apiError(403, 'Cross-origin requests are not allowed.');
  if (!isJsonRequest(request)) return apiError(415, 'Send the request as application/json.');
  const gate = service.allow(clientAddressOf(context));
  if (!gate.allowed) {
    return apiError(
      429,
      rateLimitedMessage(gate.retryAfterSeconds, await service.contactFacts()),
      {},
      {
        'Retry-After': String(gate.retryAfterSeconds),
      },
    );
  }
  let body: unknown;
  try {
    const text = await readBodyText(request);
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return apiError(400, 'Request body is not valid JSON.');
    }
  } catch (error) {
    if (error instanceof RequestBodyError) return apiError(error.status, error.message);
    throw error;
  }
  const outcome = await service.submit(body, {
    siteOrigins: siteOriginsFor(url),
    referer: request.headers.get('referer'),
    keepAlive: netlifyWaitUntil(context.locals),
  });
  switch (outcome.kind) {
    case 'accepted':
      return json({ ok: true }, 201);
    case 'invalid':
      return apiError(400, outcome.error, { fields: outcome.fields });
    case 'failed':
      return apiError(outcome.status, outcome.error);
  }
}

export type ContactFormResult =
  | { kind: 'sent' }
  | {
      kind: 'error';
      status: number;
      error: string;
      fields: Record<string, string>;
      values: ContactValues;
      headers?: Record<string, string>;
      /** The page form to show again; none: the contact form. */
      form?: PageForm | undefined;
    };

/** The typed values of a form post, untrimmed, to put back into the form. */
export function formValues(params: URLSearchParams, referer: string | null): ContactValues {
  const values = { ...EMPTY_VALUES };
  for (const name of CONTACT_FIELDS) values[name] = params.get(name) ?? values[name];
  values.page = params.get('page') || pageOf(referer);
  const answer = params.get(ANSWER_FIELD);
  if (answer !== null) values.answer = answer;
  return values;
}

function pageOf(referer: string | null): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    return url.pathname + url.search;
  } catch {
    return '';
  }
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** POST /contact/send: the same submission as a plain HTML form post, for visitors without JavaScript. */
export async function handleContactForm(
  context: RequestContext,
  service: ContactService = contactService(),
): Promise<ContactFormResult> {
  const { request, url } = context;
  const referer = request.headers.get('referer');
  const fail = (
    status: number,
    error: string,
    values: ContactValues = { ...EMPTY_VALUES, page: pageOf(referer) },
    fields: Record<string, string> = {},
    headers?: Record<string, string>,
  ): ContactFormResult => ({
    kind: 'error',
    status,
    error,
    fields,
    values,
    ...(headers && { headers }),
  });

  if (!isSameOrigin(request, url)) return fail(403, 'Cross-origin form posts are not allowed.');
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return fail(415, 'Please send the form from the contact page.');
  const gate = service.allow(clientAddressOf(context));
  if (!gate.allowed) {
    const seconds = String(gate.retryAfterSeconds);
    return fail(
      429,
      rateLimitedMessage(gate.retryAfterSeconds, await service.contactFacts()),
      undefined,
      {},
      {
        'Retry-After': seconds,
      },
    );
  }
  let params: URLSearchParams;
  try {
    if (type === 'multipart/form-data') {
      // Browsers only send this when a form asks for it; bounded like the urlencoded body.
      const data = await readFormData(request, MAX_JSON_BYTES);
      params = new URLSearchParams();
      for (const [key, value] of data) if (typeof value === 'string') params.append(key, value);
    } else {
      params = new URLSearchParams(await readBodyText(request));
    }
  } catch (error) {
    if (error instanceof RequestBodyError)
      return fail(error.status, 'Your message is too long to send.');
    return fail(400, 'The form could not be read. Please try again.');
  }
  const values = formValues(params, referer);
  const body = Object.fromEntries(params);
  const slugSent = pageFormSlug(body) !== null;
  const outcome = await service.submit(body, {
    siteOrigins: siteOriginsFor(url),
    referer,
    keepAlive: netlifyWaitUntil(context.locals),
  });
  switch (outcome.kind) {
    case 'accepted':
      return { kind: 'sent' };
    case 'invalid':
      return withForm(fail(400, outcome.error, values, outcome.fields), outcome.form, slugSent);
    case 'failed':
      return withForm(fail(outcome.status, outcome.error, values), outcome.form, slugSent);
  }
}

/**
 * The error page's form: the page form the answers were checked against; else the contact form,
 * given what was typed (a page form that is gone leaves its answer in the message, so nothing is
 * lost).
 */
function withForm(
  result: ContactFormResult,
  form: PageForm | undefined,
  slugSent: boolean,
): ContactFormResult {
  if (result.kind !== 'error') return result;
  if (form) return { ...result, form };
  if (!slugSent) return result;
  const { answer, ...values } = result.values;
  const message = [values.message.trim(), answer?.trim() ?? ''].filter(Boolean).join('\n\n');
  return {
    ...result,
    values: {
      ...values,
      message,
      companySize: values.companySize || EMPTY_VALUES.companySize,
    },
  };
}
