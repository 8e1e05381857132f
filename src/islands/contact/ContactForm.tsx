/** @jsxImportSource preact */
/**
 * The "Send us a Message" form, and a page's lead form (`pageForm`: the same form asking only its
 * fields, its own question and its button, posting its page's slug). Without JavaScript it is a
 * plain form posting to /contact/send; once hydrated it sends JSON to /api/contact and shows the
 * success message only after the server has stored the lead. On any failure it says what went
 * wrong and keeps everything typed.
 */
import type { ComponentChildren, TargetedEvent } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { CircleCheck } from 'lucide';
import { Icon } from '#islands/shared/Icon.tsx';
import {
  COMPANY_SIZES,
  EMPTY_VALUES,
  FIELD_LABELS,
  FIELD_LIMITS,
  FORM_NAME,
  HONEYPOT_FIELD,
  SUCCESS_TEXT,
  SUCCESS_TITLE,
  type ContactField,
  type ContactValues,
} from '#lib/leads/fields.ts';
import { describeContext, leadContext } from '#lib/leads/origin.ts';
import {
  ANSWER_FIELD,
  ANSWER_MAX,
  PAGE_FORM_FIELD,
  type LeadFormField,
} from '#lib/leads/page-forms.ts';

/** A page's lead form as the island shows it; the server checks the answers against the page's own. */
export interface PageFormProps {
  /** The page's slug, the one thing the form posts about itself. */
  slug: string;
  title: string;
  intro?: string | undefined;
  /** The contact fields it asks; email whatever this says. */
  fields: readonly LeadFormField[];
  question?: { label: string; required: boolean } | undefined;
  button: string;
}

interface Props {
  /** Where the form posts without JavaScript. */
  action: string;
  /** Where the island posts JSON. */
  endpoint: string;
  /** Values, field messages and a form message to show again (the no-JavaScript error page). */
  values?: ContactValues | undefined;
  errors?: Record<string, string> | undefined;
  error?: string | undefined;
  /** A page's lead form instead of the contact page's. */
  pageForm?: PageFormProps | undefined;
}

type State = 'editing' | 'sending' | 'sent';

const NETWORK_ERROR =
  "We couldn't reach our server, so your message was not sent. Check your connection and try again.";

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-ink shadow-sm ${invalid ? 'border-red-600' : 'border-slate-400'}`;

/** A page form's company size may be left empty: its select starts on no size. */
const PAGE_FORM_EMPTY_VALUES: ContactValues = { ...EMPTY_VALUES, companySize: '' };
const OPTIONAL_COMPANY_SIZE = 'Company size (optional)';

export default function ContactForm({
  action,
  endpoint,
  pageForm,
  values: initialValues = pageForm ? PAGE_FORM_EMPTY_VALUES : EMPTY_VALUES,
  errors: initialErrors = {},
  error: initialError,
}: Props) {
  const asks = (name: LeadFormField) =>
    !pageForm || name === 'email' || pageForm.fields.includes(name);
  const question = pageForm?.question;
  // The fields are uncontrolled: text typed before the island hydrates survives hydration, and
  // after a failure the fields simply keep what is in them.
  const [page, setPage] = useState(initialValues.page);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [formError, setFormError] = useState<string | undefined>(initialError);
  const [state, setState] = useState<State>('editing');
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // The static page cannot know its query string: read it once hydrated, so a tool's context and
  // UTM tags travel with the message.
  useEffect(() => {
    if (!initialValues.page) setPage(window.location.pathname + window.location.search);
  }, [initialValues.page]);

  useEffect(() => {
    if (state === 'sent') successRef.current?.focus();
  }, [state]);

  const query = page.includes('?') ? page.slice(page.indexOf('?')) : '';
  const contextNote = describeContext(leadContext(new URLSearchParams(query)));

  const edited = (name: ContactField | typeof ANSWER_FIELD) => () => {
    if (errors[name]) {
      setErrors((current) => {
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    }
  };

  const showError = (message: string, fields: Record<string, string> = {}) => {
    setErrors(fields);
    setFormError(message);
    setState('editing');
    const first = Object.keys(fields).find((name) => document.getElementById(`contact-${name}`));
    // Field problems: straight to the first field; anything else: to the message.
    requestAnimationFrame(() => {
      if (first) document.getElementById(`contact-${first}`)?.focus();
      else alertRef.current?.focus();
    });
  };

  const submit = async (event: TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const payload = Object.fromEntries(new FormData(event.currentTarget));
    setState('sending');
    setFormError(undefined);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(payload),
      });
    } catch {
      showError(NETWORK_ERROR);
      return;
    }
    const data = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      error?: string;
      fields?: Record<string, string>;
    };
    if (response.ok && data.ok) {
      setState('sent');
      return;
    }
    showError(
      data.error ?? `Your message was not sent (error ${response.status}). Please try again.`,
      data.fields,
    );
  };

  if (state === 'sent') {
    return (
      <div
        ref={successRef}
        tabindex={-1}
        role="status"
        class="card flex flex-col items-center gap-4 px-6 py-12 text-center"
      >
        <Icon icon={CircleCheck} name="circle-check" size={48} class="text-brand-700" />
        <h2 class="text-2xl font-bold text-ink sm:text-3xl">{SUCCESS_TITLE}</h2>
        <p class="text-lg text-slate-700">{SUCCESS_TEXT}</p>
      </div>
    );
  }

  const labels: Record<ContactField | typeof ANSWER_FIELD, string> = {
    ...FIELD_LABELS,
    companySize: pageForm ? OPTIONAL_COMPANY_SIZE : FIELD_LABELS.companySize,
    [ANSWER_FIELD]: question ? `${question.label}${question.required ? '' : ' (optional)'}` : '',
  };

  const field = (name: ContactField | typeof ANSWER_FIELD, control: ComponentChildren) => (
    <div class={name === 'message' || name === ANSWER_FIELD ? 'sm:col-span-2' : undefined}>
      <label for={`contact-${name}`} class="block font-medium text-ink">
        {labels[name]}
      </label>
      {control}
      {errors[name] && (
        <p id={`contact-${name}-error`} class="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  const common = (name: ContactField | typeof ANSWER_FIELD) => ({
    id: `contact-${name}`,
    name,
    defaultValue: initialValues[name] ?? '',
    // On every keystroke: the DOM's change event would wait for the field to lose focus.
    onInput: edited(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    class: inputClass(Boolean(errors[name])),
  });

  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => void submit(event)}
      class="card space-y-6"
      aria-labelledby="contact-form-title"
      // A lead form: the layout's script adds the visit's first touch as it is sent
      // (LEAD_FORM_ATTRIBUTE in src/lib/leads/first-touch.ts, which no island imports).
      data-lead-form=""
    >
      <h2 id="contact-form-title" class="text-2xl font-bold text-ink sm:text-3xl">
        {pageForm ? pageForm.title : 'Send us a Message'}
      </h2>
      {pageForm?.intro && <p class="text-lg text-slate-700">{pageForm.intro}</p>}
      {contextNote && (
        <p class="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          We&apos;ll include your {contextNote} with your message.
        </p>
      )}
      {formError && (
        <div
          ref={alertRef}
          tabindex={-1}
          role="alert"
          id="contact-form-error"
          class="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {formError}
        </div>
      )}
      {pageForm ? (
        <input type="hidden" name={PAGE_FORM_FIELD} value={pageForm.slug} />
      ) : (
        <input type="hidden" name="form-name" value={FORM_NAME} />
      )}
      <input type="hidden" name="page" value={page} />
      {/* The spam trap: hidden from people and assistive technology, filled only by bots. */}
      <div class="sr-only" aria-hidden="true">
        <label for="contact-bot-field">Leave this field empty</label>
        <input
          id="contact-bot-field"
          type="text"
          name={HONEYPOT_FIELD}
          tabindex={-1}
          autocomplete="off"
          defaultValue=""
        />
      </div>
      <div class="grid gap-6 sm:grid-cols-2">
        {asks('name') &&
          field(
            'name',
            <input
              {...common('name')}
              type="text"
              required
              maxlength={FIELD_LIMITS.name}
              autocomplete="name"
            />,
          )}
        {field(
          'email',
          <input
            {...common('email')}
            type="email"
            required
            maxlength={FIELD_LIMITS.email}
            autocomplete="email"
          />,
        )}
        {asks('companySize') &&
          field(
            'companySize',
            // Not `required`: the first size is a real choice, selected by default, so the select
            // always has a value (HTML allows `required` only with an empty placeholder first).
            // A page's form starts on no size, which it may send. The server accepts only a listed
            // size.
            <select {...common('companySize')}>
              {pageForm && <option value="">Choose a size</option>}
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>,
          )}
        {asks('phone') &&
          field(
            'phone',
            <input
              {...common('phone')}
              type="tel"
              maxlength={FIELD_LIMITS.phone}
              autocomplete="tel"
            />,
          )}
        {asks('message') &&
          field(
            'message',
            <textarea {...common('message')} required rows={6} maxlength={FIELD_LIMITS.message} />,
          )}
        {question &&
          field(
            ANSWER_FIELD,
            <textarea
              {...common(ANSWER_FIELD)}
              required={question.required}
              rows={3}
              maxlength={ANSWER_MAX}
            />,
          )}
      </div>
      <button type="submit" class="btn-primary" disabled={state === 'sending'}>
        {state === 'sending' ? 'Sending…' : (pageForm?.button ?? 'Send Message')}
      </button>
    </form>
  );
}
