/**
 * A document's zod schema as the form engine reads it: zod's own JSON Schema of the input, with the
 * label, help and kind each field's metadata carries (kinds.ts), turned into the plain field
 * descriptions of fields.ts. Runs on the server; the admin receives the result with the document.
 */
import { z } from 'zod';
import type { FieldDescription, FieldKind, FieldValue } from './fields.ts';
import { FIELD_KINDS } from './fields.ts';

interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  kind?: string;
  numbered?: boolean;
  itemLabel?: string;
  placeholders?: string[];
  slugFrom?: string[];
  letterCase?: 'upper';
  unit?: '$' | '%';
  step?: number;
  max?: number;
  shownMax?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  blank?: FieldValue;
  /** A sections field's kinds, each described while zod still held its schema (`describeKinds`). */
  sections?: { type: string; field: FieldDescription }[];
}

const isKind = (value: unknown): value is FieldKind =>
  typeof value === 'string' && (FIELD_KINDS as readonly string[]).includes(value);

/** The kind a schema states, or the one its JSON type implies. */
function kindOf(schema: JsonSchema): FieldKind {
  if (isKind(schema.kind)) return schema.kind;
  if (schema.enum) return 'choice';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return 'group';
    case 'array':
      return 'list';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'flag';
    default:
      return 'line';
  }
}

/** A nullable field (`anyOf: [T, null]`) is described as T, left optional. */
function unwrap(schema: JsonSchema): JsonSchema {
  const inner = schema.anyOf?.find((option) => option.type !== 'null');
  return inner && schema.anyOf ? { ...inner, ...withoutAnyOf(schema) } : schema;
}
const withoutAnyOf = ({ anyOf: _anyOf, ...rest }: JsonSchema) => rest;

const words = (text: string) => text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const labelFor = (key: string) => {
  const text = words(key);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function field(key: string, raw: JsonSchema, optional: boolean): FieldDescription {
  const schema = unwrap(raw);
  const base = {
    key,
    label: schema.title ?? labelFor(key),
    optional: optional || raw.anyOf !== undefined,
    ...(schema.description && { help: schema.description }),
    ...(schema.numbered && { numbered: true }),
    ...(schema.blank !== undefined && { blank: schema.blank }),
  };
  const kind = kindOf(schema);
  switch (kind) {
    case 'group': {
      const required = new Set(schema.required ?? []);
      return {
        ...base,
        kind,
        fields: Object.entries(schema.properties ?? {}).map(([name, child]) =>
          field(name, child, !required.has(name)),
        ),
      };
    }
    case 'list':
      return {
        ...base,
        kind,
        itemLabel: schema.itemLabel ?? base.label,
        min: schema.minItems ?? 0,
        ...(schema.maxItems !== undefined && { max: schema.maxItems }),
        item: field('item', schema.items ?? {}, false),
      };
    case 'sections':
      return {
        ...base,
        kind,
        min: schema.minItems ?? 0,
        ...(schema.maxItems !== undefined && { max: schema.maxItems }),
        sections: (schema.sections ?? []).map(({ type, field: described }) => {
          return {
            type,
            field: {
              ...described,
              kind: 'group',
              key: type,
              // The kind is chosen when the section is added, never typed.
              fields:
                described.kind === 'group' ? described.fields.filter((f) => f.key !== 'type') : [],
            },
          };
        }),
      };
    case 'lines':
      return {
        ...base,
        kind,
        ...(schema.minItems !== undefined && { min: schema.minItems }),
        ...(schema.maxItems !== undefined && { max: schema.maxItems }),
      };
    case 'number':
      return {
        ...base,
        kind,
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && { max: schema.maximum }),
        step: schema.step ?? (schema.type === 'integer' ? 1 : 0.01),
        ...(schema.unit && { unit: schema.unit }),
      };
    case 'choice':
      return { ...base, kind, options: (schema.enum ?? []).map(String) };
    case 'line':
    case 'text':
    case 'markdown': {
      const max = schema.max ?? schema.maxLength;
      return {
        ...base,
        kind,
        ...(max !== undefined && { max }),
        ...(schema.shownMax !== undefined && { shownMax: schema.shownMax }),
        ...(schema.placeholders && { placeholders: schema.placeholders }),
        ...(schema.slugFrom && { slugFrom: schema.slugFrom }),
        ...(schema.letterCase && { letterCase: schema.letterCase }),
      };
    }
    default:
      return { ...base, kind };
  }
}

/**
 * A sections field names its kinds by their zod schemas (`.meta({ sections: [{ type, schema }] })`),
 * which zod's JSON Schema loses: zod hands it out through JSON. Each kind is described here, while
 * zod still holds it.
 */
function describeKinds({ jsonSchema }: { jsonSchema: Record<string, unknown> }): void {
  const kinds = jsonSchema['sections'];
  if (jsonSchema['kind'] !== 'sections' || !Array.isArray(kinds)) return;
  jsonSchema['sections'] = kinds.map((kind: { type: string; schema?: z.ZodType }) =>
    kind.schema ? { type: kind.type, field: describeSchema(kind.schema) } : kind,
  );
}

/** The form a document's schema asks for: its root is a group of the document's fields. */
export function describeSchema(schema: z.ZodType): FieldDescription {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: describeKinds,
  }) as JsonSchema;
  return field('', json, false);
}
