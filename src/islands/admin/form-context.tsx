/**
 * What every input of the form engine shares (schema-form.tsx renders them): the form's context,
 * the props each input takes, and what a new value starts as. A leaf module, so that an input
 * which holds fields of its own (SectionsInput.tsx) reaches the engine through the context
 * rather than by importing the module that imports it.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { FactJson } from '#lib/pages/json.ts';
import type { DocumentValue, FieldDescription, FieldValue } from '#lib/pages/fields.ts';
import type { PageForm } from './page-form.tsx';

/** What every field of one form can reach: the facts of the day and the site's pages. */
export interface FormContext {
  form: PageForm;
  facts: ReadonlyMap<string, FactJson>;
  /** The same facts in Settings' order, as the fact picker offers them. */
  factList: readonly FactJson[];
  /** The id of the datalist of the site's pages that link fields offer. */
  pathsListId: string | undefined;
  /** One list item's fields (schema-form.tsx), for inputs that hold items of their own. */
  Item: ComponentType<ItemProps>;
}

export const Context = createContext<FormContext | null>(null);
export const useFormContext = () => {
  const context = useContext(Context);
  if (!context) throw new Error('A schema field outside its form.');
  return context;
};

export const isRecord = (value: unknown): value is DocumentValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a new item, or a field never filled in, starts as. */
export function blankValue(field: FieldDescription): FieldValue {
  if (field.blank !== undefined) return field.blank;
  switch (field.kind) {
    case 'group':
      return Object.fromEntries(
        field.fields
          .filter((child) => !child.optional)
          .map((child) => [child.key, blankValue(child)]),
      );
    case 'list':
      return Array.from({ length: field.min }, () => blankValue(field.item));
    case 'lines':
    case 'sections':
      return [];
    case 'number':
      return field.min ?? 0;
    case 'flag':
      return false;
    case 'choice':
      return field.optional ? '' : (field.options[0] ?? '');
    case 'icon':
      return field.optional ? '' : 'check';
    default:
      return '';
  }
}

export interface FieldProps {
  field: FieldDescription;
  /** The field's path in the document, dotted: its error's key and its id. */
  path: string;
  label: string;
  value: unknown;
  onChange: (value: FieldValue) => void;
  /** The group the field belongs to, for fields filled from their siblings (a slug). */
  siblings?: DocumentValue;
  /** Inside a list item: the item's name and number ("Story 2"), which nested labels start with. */
  within?: string;
}

/** What one list item's fields are rendered from. */
export interface ItemProps {
  field: FieldDescription;
  path: string;
  prefix: string;
  number: number;
  value: unknown;
  onChange: (value: FieldValue) => void;
}

/**
 * Takes away the refusals of a list's items once the list is reordered: each names an item by its
 * place, which is now another item's.
 */
export function clearErrorsWithin(form: PageForm, path: string): void {
  for (const key of Object.keys(form.errors)) {
    if (key.startsWith(`${path}.`)) form.clearError(key);
  }
}
