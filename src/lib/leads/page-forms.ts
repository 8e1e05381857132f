/**
 * The lead forms marketers put on composed pages: which of the contact form's fields each asks, its
 * own question, and the name its leads carry. A page's form posts only the page's slug
 * (PAGE_FORM_FIELD); the server reads that page's form from the database and checks the answers
 * against it (page-form-submit.ts), so the visitor's browser never decides what is required or what
 * the form is called. Plain data and functions, no zod: the island and the leads inbox import it.
 */
import type { SectionOf } from '#lib/composed-pages/sections.ts';
import { FORM_NAME } from './fields.ts';
import { LEAD_FORM_FIELDS, type LeadFormField } from './page-form-limits.ts';

export {
  ANSWER_MAX,
  LEAD_FORM_FIELDS,
  LEAD_FORM_NAME_MAX,
  QUESTION_MAX,
  RESERVED_FORM_NAMES,
  type LeadFormField,
} from './page-form-limits.ts';

/** The hidden field a page's lead form posts its page's slug in. */
export const PAGE_FORM_FIELD = 'form-page';
/** The field the visitor answers the form's own question in. */
export const ANSWER_FIELD = 'answer';

/** What a page's lead form asks: the visitor sees it, the server checks against it. */
export interface LeadFormDefinition {
  /** The name its leads carry. */
  name: string;
  /** The contact fields it asks, in the contact form's order; always email. */
  fields: LeadFormField[];
  /** Its own question, if any. */
  question?: { label: string; required: boolean } | undefined;
}

/** The lead form section as stored; read leniently, since it was checked when it was saved. */
type StoredLeadForm = Pick<
  SectionOf<'leadForm'>,
  'formName' | 'fields' | 'question' | 'questionRequired'
>;

/** What a lead form section asks. Email is asked whatever the section says: a lead needs it. */
export function leadFormDefinition(section: StoredLeadForm): LeadFormDefinition {
  const asked = section.fields as Partial<Record<LeadFormField, unknown>>;
  const question = section.question?.trim();
  return {
    name: section.formName.trim(),
    fields: LEAD_FORM_FIELDS.filter((field) => field === 'email' || asked[field] === true),
    question: question
      ? { label: question, required: section.questionRequired === true }
      : undefined,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page's lead form section among its stored sections; null when it has none. */
export function leadFormSectionOf(sections: readonly unknown[]): SectionOf<'leadForm'> | null {
  const section = sections.find(
    (item) =>
      isRecord(item) &&
      item['type'] === 'leadForm' &&
      typeof item['formName'] === 'string' &&
      item['formName'].trim() !== '' &&
      isRecord(item['fields']),
  );
  return (section as SectionOf<'leadForm'> | undefined) ?? null;
}

/** The fields a form must have answered: all it asks but phone and company size. */
export const requiredFields = (fields: readonly LeadFormField[]): LeadFormField[] =>
  fields.filter((field) => field !== 'phone' && field !== 'companySize');

/** Where a lead keeps its page form's name and the answer to its own question (leads.context). */
export const FORM_CONTEXT_KEYS = ['form', 'question', 'answer'] as const;

type Context = Record<string, string | number>;

/** The form a lead was sent with, and its own question's answer; the contact page's form by default. */
export function leadFormOf(context: Context): {
  form: string;
  question: string | null;
  answer: string | null;
} {
  const text = (key: string) => {
    const value = context[key];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return { form: text('form') ?? FORM_NAME, question: text('question'), answer: text('answer') };
}

/** The context a tool handed over, without the page form's keys (they are shown on their own). */
export function toolContextOf(context: Context): Context {
  return Object.fromEntries(
    Object.entries(context).filter(
      ([key]) => !(FORM_CONTEXT_KEYS as readonly string[]).includes(key),
    ),
  );
}
