/**
 * Receiving a lead through a page's lead form: the form posts its page's slug, and the answers are
 * checked against the form that page publishes now (page-forms.ts), never against anything the
 * browser says about the form. The checks are the contact form's own (input.ts), narrowed to the
 * fields this form asks; a field it does not ask is stored empty.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SectionOf } from '#lib/composed-pages/sections.ts';
import type { Database } from '#lib/db/database.ts';
import { fieldErrors } from '#lib/http/api.ts';
import { landingPages } from '#lib/db/schema.ts';
import { landingPagePath } from '#lib/landing-pages/addresses.ts';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';
import { COMPANY_SIZES } from './fields.ts';
import { contactInput } from './input.ts';
import {
  ANSWER_FIELD,
  ANSWER_MAX,
  leadFormDefinition,
  leadFormSectionOf,
  PAGE_FORM_FIELD,
  type LeadFormDefinition,
  type LeadFormField,
} from './page-forms.ts';

export const FORM_GONE_MESSAGE =
  'This form is no longer available, so your message was not sent. Please send it with the form on our contact page instead.';
export const ANSWER_REQUIRED_MESSAGE = 'Please answer this question.';

/** A published page's lead form, as the server checks a submission against it. */
export interface PageForm {
  slug: string;
  /** The page's title (search engines' and the admin's name for it). */
  title: string;
  section: SectionOf<'leadForm'>;
  definition: LeadFormDefinition;
}

/** The slug a submission names in PAGE_FORM_FIELD; null when it names none (the contact form). */
export function pageFormSlug(body: Record<string, unknown>): string | null {
  const value = body[PAGE_FORM_FIELD];
  if (typeof value !== 'string') return null;
  const slug = value.trim();
  return slug === '' ? null : slug;
}

/** A page row's lead form; null when the page has none. */
export function pageFormOf(row: {
  slug: string;
  title: string;
  sections: readonly unknown[];
}): PageForm | null {
  const section = leadFormSectionOf(row.sections);
  if (!section) return null;
  return { slug: row.slug, title: row.title, section, definition: leadFormDefinition(section) };
}

/** The lead form of the published page at /{slug}; null for no such page, or one without a form. */
export async function findPageForm(db: Database, slug: string): Promise<PageForm | null> {
  // Longer than any slug the admin accepts: not worth a query.
  if (slug.length > 200) return null;
  const [row] = await db
    .select({ slug: landingPages.slug, title: landingPages.title, sections: landingPages.sections })
    .from(landingPages)
    .where(and(eq(landingPages.slug, slug), eq(landingPages.isPublished, true)))
    .limit(1);
  return row ? pageFormOf(row) : null;
}

// Optional before the transform: zod requires an object's key unless its schema accepts undefined.
const notAsked = <T>(value: T) =>
  z
    .unknown()
    .optional()
    .transform(() => value);
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The answer to the form's own question: multi-line text, required when the form says so. */
const answerField = (required: boolean) =>
  z
    .string({ error: 'Please write your answer as text.' })
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(
      z
        .string()
        .refine((value) => !required || value !== '', ANSWER_REQUIRED_MESSAGE)
        .refine(
          (value) => value.length <= ANSWER_MAX,
          `Your answer must be at most ${ANSWER_MAX} characters.`,
        )
        .refine((value) => !hasForbiddenControl(value), controlCharMessage('Your answer')),
    );

/** The contact form's schema narrowed to what `definition` asks. */
export function pageFormInput(definition: LeadFormDefinition) {
  const asks = (field: LeadFormField) => definition.fields.includes(field);
  const shape = contactInput.shape;
  return contactInput.extend({
    name: asks('name') ? shape.name : notAsked(''),
    email: shape.email,
    // Optional on a page's form: its select starts empty, and empty is stored as ''.
    companySize: asks('companySize')
      ? z
          .preprocess(
            blankToUndefined,
            z
              .enum(COMPANY_SIZES, { error: 'Please choose one of the listed company sizes.' })
              .optional(),
          )
          .optional()
          .transform((size) => size ?? '')
      : notAsked(''),
    phone: asks('phone') ? shape.phone : notAsked(undefined),
    message: asks('message') ? shape.message : notAsked(''),
    [ANSWER_FIELD]: definition.question ? answerField(definition.question.required) : notAsked(''),
  });
}

export type PageFormAnswers = z.output<ReturnType<typeof pageFormInput>>;

export type PageFormCheck =
  | { ok: true; answers: PageFormAnswers }
  /** Each refused field's message, keyed as the form names the field. */
  | { ok: false; fields: Record<string, string> };

/** The visitor's answers checked against what the form asks. */
export function checkPageForm(definition: LeadFormDefinition, body: unknown): PageFormCheck {
  const parsed = pageFormInput(definition).safeParse(body);
  return parsed.success
    ? { ok: true, answers: parsed.data }
    : { ok: false, fields: fieldErrors(parsed.error) };
}

/** What a page form's lead carries besides the contact fields: its page, form name and answer. */
export function pageFormOrigin(
  form: PageForm,
  answer: string,
): { sourcePage: string; context: Record<string, string> } {
  const question = form.definition.question;
  return {
    sourcePage: landingPagePath(form.slug),
    context: {
      form: form.definition.name,
      ...(question && answer !== '' && { question: question.label, answer }),
    },
  };
}
