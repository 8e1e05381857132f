/**
 * Validating a page document against its schema, for the admin's saves (a message per field) and
 * for the build (the first problem, naming the page and the field, stops it).
 */
import type { z } from 'zod';
import { substituteFacts } from '#lib/facts/references.ts';
import { fieldErrors } from '#lib/http/api.ts';
import { describeSchema } from './describe.ts';
import type { FieldDescription } from './fields.ts';
import { PAGE_DOCUMENTS, type DocumentKey, type DocumentOf } from './registry.ts';

export type DocumentCheck<K extends DocumentKey> =
  { ok: true; document: DocumentOf<K> } | { ok: false; fields: Record<string, string> };

/** The document as its schema outputs it, or the message of every field that fails. */
export function checkDocument<K extends DocumentKey>(key: K, value: unknown): DocumentCheck<K> {
  const result = PAGE_DOCUMENTS[key].schema.safeParse(value);
  return result.success
    ? { ok: true, document: result.data as DocumentOf<K> }
    : { ok: false, fields: fieldErrors(result.error) };
}

/** The refusal a build stops with: which document, which page it shows on, which fields. */
export function invalidDocumentMessage(key: DocumentKey, fields: Record<string, string>): string {
  const { title, paths } = PAGE_DOCUMENTS[key];
  const problems = Object.entries(fields)
    .map(([path, message]) => `  ${path === '_' ? '(the document)' : path}: ${message}`)
    .join('\n');
  return `The page document "${key}" (${title}, shown on ${paths.join(', ')}) does not pass its schema; fix it in the admin:\n${problems}`;
}

/** The document for the build; a missing or invalid one stops it with a message that says why. */
export function documentForBuild<K extends DocumentKey>(key: K, value: unknown): DocumentOf<K> {
  if (value === undefined) {
    throw new Error(
      `The page document "${key}" (${PAGE_DOCUMENTS[key].title}) is not in the database: run \`npm run db:migrate\`, which adds the missing page documents from content/seed/pages/.`,
    );
  }
  const checked = checkDocument(key, value);
  if (!checked.ok) throw new Error(invalidDocumentMessage(key, checked.fields));
  return checked.document;
}

/**
 * Texts whose limit counts them as shown (search titles and descriptions: `shownMax`) that are too
 * long once their fact references are replaced by `facts`, by field path. The schema has already
 * checked everything else.
 */
export function shownLengthProblems(
  field: FieldDescription,
  value: unknown,
  facts: Readonly<Record<string, string>>,
  path: readonly (string | number)[] = [],
): Record<string, string> {
  const at = (key: string | number) => [...path, key];
  if (field.kind === 'group' && isRecord(value)) {
    return Object.assign(
      {},
      ...field.fields.map((child) =>
        shownLengthProblems(child, value[child.key], facts, at(child.key)),
      ),
    );
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    return Object.assign(
      {},
      ...value.map((item, index) => shownLengthProblems(field.item, item, facts, at(index))),
    );
  }
  if ('shownMax' in field && field.shownMax !== undefined && typeof value === 'string') {
    const shown = substituteFacts(value, facts).length;
    if (shown > field.shownMax) {
      return {
        [path.join('.')]:
          `${field.label} is ${shown} characters as shown, with its facts filled in; keep it to ${field.shownMax}.`,
      };
    }
  }
  return {};
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const described = new WeakMap<z.ZodType, FieldDescription>();

/** A schema's form description, worked out once per schema. */
export function describedForm(schema: z.ZodType): FieldDescription {
  let form = described.get(schema);
  if (!form) {
    form = describeSchema(schema);
    described.set(schema, form);
  }
  return form;
}
