/**
 * The leads' write schemas: what a visitor sends through the contact form (JSON from the island, or
 * a plain form post), and what the team writes on a lead.
 */
import { z } from 'zod';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';
import {
  COMPANY_SIZES,
  FIELD_LIMITS,
  FORM_NAME,
  HONEYPOT_FIELD,
  LEAD_NOTE_MAX_LENGTH,
} from './fields.ts';
import {
  LANDING_FIELD,
  MAX_LANDING_LENGTH,
  MAX_REFERRER_LENGTH,
  REFERRER_FIELD,
} from './first-touch.ts';

// Digits and the punctuation people write phone numbers with: +1 (860) 555-0100 ext. 12
const PHONE = /^[0-9+().\-/\s#extEXT]*$/;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const contactInput = z.object({
  /** The visitor's name. */
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(FIELD_LIMITS.name, `Name must be at most ${FIELD_LIMITS.name} characters.`)
    // No control characters: a name goes into an email header and a CSV row.
    .refine(
      (value) => !hasForbiddenControl(value, 'single-line'),
      controlCharMessage('Name', 'single-line'),
    ),
  /** Where we answer. */
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(FIELD_LIMITS.email, `Email must be at most ${FIELD_LIMITS.email} characters.`)
    .pipe(z.email('Please enter a valid email address, like name@company.com.')),
  /** One of the listed sizes; the form preselects the first. */
  companySize: z
    .preprocess(
      blankToUndefined,
      z.enum(COMPANY_SIZES, { error: 'Please choose one of the listed company sizes.' }),
    )
    .default(COMPANY_SIZES[0]),
  /** Optional. */
  phone: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Please enter the phone number as text.' })
      .trim()
      .max(FIELD_LIMITS.phone, `Phone must be at most ${FIELD_LIMITS.phone} characters.`)
      .regex(PHONE, 'Please enter a phone number using digits, spaces and + ( ) - only.')
      .optional(),
  ),
  /** What the visitor needs. */
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(FIELD_LIMITS.message, `Message must be at most ${FIELD_LIMITS.message} characters.`)
    .refine((value) => !hasForbiddenControl(value), controlCharMessage('Message')),
  /** The spam trap: anything in it marks the submission as spam (the reply looks the same). */
  [HONEYPOT_FIELD]: z
    .unknown()
    .optional()
    .transform((value) =>
      typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null,
    ),
  /** The form's declared name; anything other than "contact" is not this form. */
  'form-name': z.literal(FORM_NAME, { error: 'Unknown form.' }).optional(),
  /** The page the form was sent from, path and query, e.g. `/contact?from=pricing&users=25`. */
  page: z.string().max(2000).optional().catch(undefined),
  /**
   * The visit's first page, path and UTM tags (first-touch.ts; the layout's script fills it). Not
   * the visitor's to correct: anything else is dropped, never refused, as `page` is.
   */
  [LANDING_FIELD]: z
    .string()
    .transform((value) => value.slice(0, MAX_LANDING_LENGTH))
    .optional()
    .catch(undefined),
  /** The host of the site that sent the visitor to that first page. */
  [REFERRER_FIELD]: z.string().max(MAX_REFERRER_LENGTH).optional().catch(undefined),
});

export type ContactInput = z.input<typeof contactInput>;
export type ValidContactInput = z.output<typeof contactInput>;

/** The body of POST /api/admin/leads/{id}/notes, and the inbox's note form. */
export const leadNoteInput = z.object({
  body: z
    .string({ error: 'Write the note first.' })
    .trim()
    .min(1, { error: 'Write the note first.' })
    .max(LEAD_NOTE_MAX_LENGTH, {
      error: `A note can be at most ${LEAD_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    })
    .refine((value) => !hasForbiddenControl(value), controlCharMessage('The note')),
});
