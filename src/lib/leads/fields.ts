/**
 * The leads' fields as plain data: the contact form's options and limits, and the inbox note's
 * limit, which the forms render and the server enforces. No zod here, so the browser islands can
 * import it without shipping the schema library.
 */

export const COMPANY_SIZES = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201+ employees',
] as const;

export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Longest accepted value per field, in characters. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

/** The form's field names, as the form posts them and as 400 answers key their messages. */
export const CONTACT_FIELDS = ['name', 'email', 'companySize', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const FIELD_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  companySize: 'Company size',
  phone: 'Phone (optional)',
  message: 'Message',
};

/** The hidden spam trap: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = 'bot-field';
/** The hidden form identifier the original form declared for its hosting provider's handler. */
export const FORM_NAME = 'contact';

export const SUCCESS_TITLE = 'Message Sent Successfully!';
export const SUCCESS_TEXT = "We'll get back to you as soon as possible.";

/** The form's values as typed (what an error page or the island puts back into the form). */
export type ContactValues = Record<ContactField, string> & {
  /** The page the form was sent from, path and query: carries the lead's context and UTM tags. */
  page: string;
  /** The answer to a page form's own question (src/lib/leads/page-forms.ts). */
  answer?: string | undefined;
};

export const EMPTY_VALUES: ContactValues = {
  name: '',
  email: '',
  companySize: COMPANY_SIZES[0],
  phone: '',
  message: '',
  page: '',
};

/** Longest note on a lead, in characters (the inbox counts down to it). */
export const LEAD_NOTE_MAX_LENGTH = 2000;
