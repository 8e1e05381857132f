/**
 * The field kinds page documents are built from: each a zod schema that validates what the admin
 * saves (messages a person reads, on the field) and carries, in its metadata, the label, help text
 * and kind the admin's form engine renders (describe.ts turns them into fields.ts descriptions).
 * Every text refuses control characters (the shared rule) and fact references that do not exist.
 */
import { z } from 'zod';
import { ICON_NAMES } from '#lib/brand/icon-names.ts';
import { FACT_NAMES, LINK_FACTS } from '#lib/facts/names.ts';
import { unknownReferenceMessage, unknownReferences } from '#lib/facts/references.ts';
import { contentProblem } from '#lib/markdown/render.ts';
import { MARKDOWN_BODY_MAX } from '#lib/content/text-fields.ts';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';
import { isAllowedLink, LINK_MESSAGES } from '#lib/text/link-target.ts';
import type { FieldKind } from './fields.ts';

/** What every field says about itself in the form. */
export interface FieldWords {
  label: string;
  /** One line under the field on what it is for. */
  help?: string;
  /** In a list item, "Question 1" rather than "Question 1 question" (fields.ts). */
  numbered?: boolean;
}

/** The metadata describe.ts reads (JSON Schema keeps every key of it). */
const described = (kind: FieldKind, { label, help, numbered }: FieldWords, more = {}) => ({
  kind,
  title: label,
  ...(help && { description: help }),
  ...(numbered && { numbered }),
  ...more,
});

interface TextOptions extends FieldWords {
  max: number;
  /** The most characters the text may have as shown, its fact references replaced (input.ts). */
  shownMax?: number;
  /** Tokens the page fills in itself, allowed besides the facts (fields.ts). */
  placeholders?: readonly string[];
}

/** No control characters, and every `{reference}` a fact or one of the field's placeholders. */
const checkText =
  (label: string, lines: 'single-line' | 'multi-line', placeholders: readonly string[] = []) =>
  (value: string, context: z.core.$RefinementCtx<string>) => {
    if (hasForbiddenControl(value, lines)) {
      context.addIssue({ code: 'custom', message: controlCharMessage(label, lines) });
      return;
    }
    const unknown = unknownReferences(value, FACT_NAMES, placeholders);
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: unknownReferenceMessage(label, unknown) });
    }
  };

const requiredString = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalString = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

/** One line of copy: a heading, a label, a button. */
export const line = (options: TextOptions) =>
  requiredString(options.label, options.max)
    .superRefine(checkText(options.label, 'single-line', options.placeholders))
    .meta(described('line', options, textExtras(options)));

/** One line that may be left empty (an eyebrow, a stat's detail); empty means "not shown". */
export const optionalLine = (options: TextOptions) =>
  optionalString(options.label, options.max)
    .superRefine(checkText(options.label, 'single-line', options.placeholders))
    .meta(described('line', options, textExtras(options)))
    .optional();

/** A sentence or a paragraph of plain copy. */
export const paragraph = (options: TextOptions) =>
  requiredString(options.label, options.max)
    .superRefine(checkText(options.label, 'multi-line', options.placeholders))
    .meta(described('text', options, textExtras(options)));

/** A sentence or a paragraph that may be left empty; empty means "not shown". */
export const optionalParagraph = (options: TextOptions) =>
  optionalString(options.label, options.max)
    .superRefine(checkText(options.label, 'multi-line', options.placeholders))
    .meta(described('text', options, textExtras(options)))
    .optional();

/** Markdown, checked against the same limits as a post's content. */
export const markdown = (options: FieldWords & { max?: number }) => {
  const max = options.max ?? MARKDOWN_BODY_MAX;
  return requiredString(options.label, max)
    .superRefine((value, context) => {
      checkText(options.label, 'multi-line')(value, context);
      const problem = contentProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta(described('markdown', options, { max }));
};

const textExtras = ({ max, shownMax, placeholders }: TextOptions) => ({
  max,
  ...(shownMax !== undefined && { shownMax }),
  ...(placeholders && placeholders.length > 0 && { placeholders: [...placeholders] }),
});

/** A link fact alone (`{phone.href}`), optionally with a subject for an email link. */
const FACT_LINK = /^\{([a-zA-Z.]+)\}(\?subject=[A-Za-z0-9%._~-]{1,200})?$/;

/**
 * Where a link field may point: a page on this site, an https address on another, or a contact
 * fact (`{bookingUrl}`, `{priorityPhone.href}`; an email fact may add `?subject=…`). Telephone and
 * email links come only from facts, which Settings validates.
 */
export function isAllowedPageLink(href: string): boolean {
  if (isAllowedLink(href, 'site-or-https')) return true;
  const match = FACT_LINK.exec(href);
  if (!match || !LINK_FACTS.has(match[1]!)) return false;
  return match[2] === undefined || match[1]!.endsWith('Email.href');
}

export const LINK_MESSAGE =
  'Link must be a page on this site, such as /compliance, an https:// address, or a contact fact such as {priorityPhone.href}.';

export const link = (options: FieldWords) =>
  requiredString(options.label, 300)
    .refine(isAllowedPageLink, LINK_MESSAGE)
    .meta(described('link', options));

/** A page on this site or an https address, never a contact fact (a menu's links). */
export const pageOrHttpsLink = (options: FieldWords) =>
  requiredString(options.label, 300)
    .refine((href) => isAllowedLink(href, 'site-or-https'), LINK_MESSAGES['site-or-https'])
    .meta(described('link', options));

export const optionalLink = (options: FieldWords) =>
  optionalString(options.label, 300)
    .refine((href) => href === '' || isAllowedPageLink(href), LINK_MESSAGE)
    .meta(described('link', options))
    .optional();

export const icon = (options: FieldWords = { label: 'Icon' }) =>
  z.enum(ICON_NAMES, { error: 'Choose an icon from the list.' }).meta(described('icon', options));

export const optionalIcon = (options: FieldWords = { label: 'Icon' }) =>
  z
    .enum(ICON_NAMES, { error: 'Choose an icon from the list.' })
    .meta(described('icon', options))
    .optional();

/** An image path, checked by the document's own rule (`accepts`), with the message it refuses with. */
export const image = (
  options: FieldWords & { accepts: (path: string) => boolean; message: string },
) =>
  z
    .string()
    .trim()
    .refine((path) => path === '' || options.accepts(path), options.message)
    .meta(described('image', options))
    .optional();

interface NumberOptions extends FieldWords {
  min: number;
  max: number;
  /** 1 (the default) for whole numbers, 0.1 for one decimal. */
  step?: number;
  unit?: '$' | '%';
}

export const number = (options: NumberOptions) => {
  const { label, min, max, step = 1 } = options;
  const decimals = step >= 1 ? 0 : Math.round(-Math.log10(step));
  return z
    .number({ error: `${label} must be a number.` })
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .refine(
      (value) => Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6),
      decimals === 0
        ? `${label} must be a whole number.`
        : `${label} may have at most ${decimals} decimal${decimals === 1 ? '' : 's'}.`,
    )
    .meta(
      described('number', options, {
        step,
        ...(options.unit && { unit: options.unit }),
      }),
    );
};

export const flag = (options: FieldWords) =>
  z.boolean({ error: `${options.label} must be yes or no.` }).meta(described('flag', options));

export const optionalFlag = (options: FieldWords) => flag(options).optional();

export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  options: FieldWords,
) =>
  z
    .enum(values, { error: `${options.label}: choose one of ${values.join(', ')}.` })
    .meta(described('choice', options));

/** Fields that belong together, shown as one fieldset. */
export const group = <S extends z.ZodRawShape>(options: FieldWords, shape: S) =>
  z.object(shape).meta(described('group', options));

interface ListOptions extends FieldWords {
  /** What one item is called ("testimonial"): the buttons and item labels read it. */
  item: string;
  /** The plural, when adding an s is wrong. */
  items?: string;
  min: number;
  max: number;
}

const counted = (n: number, { item, items }: ListOptions) =>
  `${n} ${n === 1 ? item.toLowerCase() : (items ?? `${item}s`).toLowerCase()}`;

/** Items of one shape, between `min` and `max` of them. */
export const list = <T extends z.ZodType>(item: T, options: ListOptions) =>
  z
    .array(item, { error: `${options.label} must be a list.` })
    .min(options.min, `${options.label}: at least ${counted(options.min, options)}.`)
    .max(options.max, `${options.label}: at most ${counted(options.max, options)}.`)
    .meta(described('list', options, { itemLabel: options.item }));

/** A short list of one-line texts, edited one per line. */
export const lines = (options: Omit<ListOptions, 'item'> & { item: string; maxLength: number }) =>
  z
    .array(
      requiredString(options.item, options.maxLength).superRefine(
        checkText(options.item, 'single-line'),
      ),
      { error: `${options.label} must be a list.` },
    )
    .min(options.min, `${options.label}: at least ${counted(options.min, options)}.`)
    .max(options.max, `${options.label}: at most ${counted(options.max, options)}.`)
    .meta(described('lines', options));
