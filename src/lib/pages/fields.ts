/**
 * A page document's fields as the admin's form engine reads them: plain, serializable
 * descriptions the server derives from the document's zod schema (describe.ts), so the browser
 * renders every form from one engine without shipping a schema library. No zod here.
 */

/** Every kind of field a document may have; the form engine renders each its own way. */
export const FIELD_KINDS = [
  /** One line of text. */
  'line',
  /** Text that may run to a few sentences (a textarea). */
  'text',
  /** Markdown, with the limits posts have. */
  'markdown',
  /** A page on this site (offered from a list), an https address, or a contact fact. */
  'link',
  /** One of the site's icons. */
  'icon',
  /** An image from the media library, or a built-in illustration. */
  'image',
  'number',
  /** Yes or no (a checkbox). */
  'flag',
  /** One of a few fixed values (a select). */
  'choice',
  /** A short list of one-line texts, edited one per line. */
  'lines',
  /** Fields that belong together (a fieldset). */
  'group',
  /** Items of one shape that can be added, reordered and removed within limits. */
  'list',
  /** A page's sections: items of several kinds (hero, cards, FAQ…), each a group of its own. */
  'sections',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

interface FieldBase {
  /** The property the field fills in its group. */
  key: string;
  label: string;
  /** One line under the field on what it is for. */
  help?: string;
  /** May be left empty. */
  optional: boolean;
  /** What a new item's field starts as, when not empty (a service card's usual link). */
  blank?: FieldValue;
  /**
   * Inside a list item, the label carries the item's number after it ("Question 1") instead of
   * the item's name before it ("Highlight 1 title").
   */
  numbered?: boolean;
}

export interface TextField extends FieldBase {
  kind: 'line' | 'text' | 'markdown';
  max?: number;
  /** The most characters as shown, fact references replaced (search titles and descriptions). */
  shownMax?: number;
  /** Tokens the page fills in itself (`answered` in "Answered {answered} of {total}"). */
  placeholders?: string[];
  /** Filled from these sibling fields (made into a slug) until the editor types in it. */
  slugFrom?: string[];
  /** Typed letters are turned to capitals (a state code). */
  letterCase?: 'upper';
}

export interface NumberField extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  /** 1 for whole numbers; 0.1 for one decimal. */
  step?: number;
  /** Shown beside the input: '$' before, '%' after. */
  unit?: '$' | '%';
}

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: string[];
}

export interface LinesField extends FieldBase {
  kind: 'lines';
  min?: number;
  max?: number;
}

export interface GroupField extends FieldBase {
  kind: 'group';
  fields: FieldDescription[];
}

export interface ListField extends FieldBase {
  kind: 'list';
  /** What one item is called: "Add testimonial", "Remove testimonial 2", "Testimonial 2 name". */
  itemLabel: string;
  min: number;
  max?: number;
  item: FieldDescription;
}

/** One kind of section a sections field offers: its `type` and its fields (the `type` left out). */
export interface SectionKind {
  type: string;
  field: GroupField;
}

export interface SectionsField extends FieldBase {
  kind: 'sections';
  min: number;
  max?: number;
  /** The kinds of section, in the order "Add a section" offers them. */
  sections: SectionKind[];
}

export interface PlainField extends FieldBase {
  kind: 'link' | 'icon' | 'image' | 'flag';
}

export type FieldDescription =
  | TextField
  | NumberField
  | ChoiceField
  | LinesField
  | GroupField
  | ListField
  | SectionsField
  | PlainField;

/** A document's value as the form holds it: what the API sends and takes back. */
export type DocumentValue = { [key: string]: FieldValue };
export type FieldValue = string | number | boolean | null | FieldValue[] | DocumentValue;
