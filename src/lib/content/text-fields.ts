/** Text fields of the admin's forms, trimmed and free of control characters, with messages a person reads. */
import { z } from 'zod';
import { SLUG_PATTERN } from '#lib/text/slugify.ts';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';
import { FACT_NAMES } from '#lib/facts/names.ts';
import { unknownReferenceMessage, unknownReferences } from '#lib/facts/references.ts';

/** The longest Markdown body a record holds (a post's, a page's long text), in UTF-16 units as zod counts. */
export const MARKDOWN_BODY_MAX = 100_000;

/** An optional text; blank means "use the fallback" and is stored as null. */
export const optionalText = (label: string, max: number, why: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters: ${why}`)
    .refine((value) => !hasForbiddenControl(value), controlCharMessage(label))
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasForbiddenControl(value), controlCharMessage(label));

/** A URL segment: lower-case letters, digits and single hyphens. */
export const slugField = (max: number) =>
  requiredText('Slug', max).regex(
    SLUG_PATTERN,
    'Slug may contain only lower-case letters, digits and single hyphens.',
  );

/**
 * Copy shown on a page: a required text whose `{fact}` references (src/lib/facts/) must name facts
 * that exist; the build replaces each with the fact's value.
 */
export const copyText = (label: string, max: number) =>
  requiredText(label, max).superRefine((value, context) => {
    const unknown = unknownReferences(value, FACT_NAMES);
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: unknownReferenceMessage(label, unknown) });
    }
  });
