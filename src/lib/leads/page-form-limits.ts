/**
 * What a page's lead form may ask and how long its words may be: read by the section's schema
 * (src/lib/composed-pages/sections.ts) and by the form's checks (page-forms.ts), so neither imports
 * the other.
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
