/**
 * The lead forms marketers put on composed pages (docs/product-rules.md, "Lead forms on any page"):
 * which of the contact form's fields each asks, its own question, and the name its leads carry.
 * The form posts its definition with the visitor's answers, so both doors (the island's JSON and
 * the plain form post) validate what that form asked, and the no-JavaScript error page can show the
 * same form again. Plain data and functions, no zod: the island imports it.
 */
import { CONTACT_FIELDS, FORM_NAME, type ContactField } from './fields.ts';

/** The contact form's fields a page's lead form may ask: every one of them. */
export const LEAD_FORM_FIELDS = CONTACT_FIELDS;
export type LeadFormField = ContactField;

/** A form's name as its leads carry it (the report groups by it). */
export const LEAD_FORM_NAME_MAX = 60;
/** The name no page's form may take: the contact page's own form is called that. */
export const RESERVED_FORM_NAMES: readonly string[] = [FORM_NAME];
/** The form's own question, and the most a visitor may answer. */
export const QUESTION_MAX = 120;
export const ANSWER_MAX = 1000;

/** The hidden fields a page's lead form posts its definition in. */
export const FORM_FIELDS_FIELD = 'form-fields';
export const QUESTION_FIELD = 'question';
export const QUESTION_REQUIRED_FIELD = 'question-required';
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

/** The fields a form must have answered: all it asks but the phone, which may be left empty. */
export const requiredFields = (fields: readonly LeadFormField[]): LeadFormField[] =>
  fields.filter((field) => field !== 'phone' && field !== 'companySize');

/** The fields as a form posts them: "name,email,message". */
export const formFieldsValue = (fields: readonly LeadFormField[]): string => fields.join(',');

/**
 * The fields a posted `form-fields` value names, in the contact form's order; null when it names
 * something else or leaves email out (not a form this site makes).
 */
export function parseFormFields(value: string): LeadFormField[] | null {
  const named = value.split(',').map((name) => name.trim());
  if (named.some((name) => !(LEAD_FORM_FIELDS as readonly string[]).includes(name))) return null;
  const fields = LEAD_FORM_FIELDS.filter((field) => named.includes(field));
  return fields.includes('email') ? fields : null;
}

/** The page form's values as typed, besides the contact fields: its question's answer. */
export interface LeadFormValues {
  answer: string;
}
