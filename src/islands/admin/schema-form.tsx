/**
 * The admin's one form engine: it renders any document from the field descriptions the server
 * derives from the document's zod schema (src/lib/pages/fields.ts) — short and long text, Markdown
 * (in the rich-text editor posts use), links with the site's pages offered, icons, library images,
 * numbers, yes/no, choices, one-per-line lists, groups, lists of items that can be added, moved
 * and removed within their limits, and a composed page's sections (SectionsInput.tsx). Page
 * documents, Settings, locations, industries and landing pages are all edited with it. Every field
 * shows its error from the server's 400 by its path ("hero.title", "testimonials.1.name").
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ICON_NAMES } from '#lib/brand/icon-names.ts';
import { referencesIn } from '#lib/facts/references.ts';
import type { FactJson } from '#lib/pages/json.ts';
import type {
  ChoiceField,
  DocumentValue,
  FieldDescription,
  FieldKind,
  FieldValue,
  GroupField,
  LinesField,
  ListField,
  NumberField,
  PlainField,
} from '#lib/pages/fields.ts';
import { slugify } from '#lib/text/slugify.ts';
import { CoverPicker } from './CoverPicker.tsx';
import { ItemActionButtons, itemTarget, useItemActions } from './item-actions.tsx';
import type { RichTextEditorHandle } from './editor/RichTextEditor.tsx';
import { FactPicker, insertAt } from './FactPicker.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import {
  blankValue,
  clearErrorsWithin,
  Context,
  isRecord,
  useFormContext,
  type FieldProps,
  type FormContext,
  type ItemProps,
} from './form-context.tsx';
import { SectionsInput } from './SectionsInput.tsx';

export { blankValue, clearErrorsWithin, isRecord, useFormContext, type FieldProps };
import type { ControlProps, PageForm } from './page-form.tsx';

/**
 * The value as the API takes it: an optional field left empty is left out (an optional icon or
 * choice has no empty value), everything else as the form holds it.
 */
export function valueToSend(field: FieldDescription, value: unknown): FieldValue | undefined {
  if (field.kind === 'group') {
    const source = isRecord(value) ? value : {};
    const entries = field.fields
      .map((child) => [child.key, valueToSend(child, source[child.key])] as const)
      .filter(([, child]) => child !== undefined);
    return Object.fromEntries(entries) as DocumentValue;
  }
  if (field.kind === 'list') {
    return (Array.isArray(value) ? value : []).map((item) => valueToSend(field.item, item) ?? null);
  }
  if (field.kind === 'sections') {
    return (Array.isArray(value) ? value : []).map((section) => {
      const kind = isRecord(section)
        ? field.sections.find(({ type }) => type === section['type'])
        : undefined;
      if (!kind) return section as FieldValue;
      return { type: kind.type, ...(valueToSend(kind.field, section) as DocumentValue) };
    });
  }
  if (field.optional && (value === '' || value === undefined || value === null)) return undefined;
  return value as FieldValue;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The label of a field inside a list item: "Highlight 2 title", or "Question 2" when numbered. */
function itemLabel(child: FieldDescription, prefix: string, number: number): string {
  if (child.numbered) return `${child.label} ${number}`;
  return `${prefix} ${lowerFirst(child.label)}`;
}

/** Under a text that names facts: what each stands for today (or that it names none). */
function FactHints({ text }: { text: string }) {
  const { facts } = useFormContext();
  const names = referencesIn(text);
  if (names.length === 0) return null;
  return (
    <ul
      className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600"
      aria-label="Facts in this text"
    >
      {names.map((name) => {
        const fact = facts.get(name);
        return (
          <li key={name} className={fact ? undefined : 'text-amber-800'}>
            <code>{`{${name}}`}</code> {fact ? `is ${fact.value}` : 'is not a fact'}
          </li>
        );
      })}
    </ul>
  );
}

function TextInput({ field, path, label, value, onChange, siblings }: FieldProps) {
  const { form, pathsListId, factList: facts } = useFormContext();
  const text = typeof value === 'string' ? value : '';
  const editor = useRef<RichTextEditorHandle>(null);
  const [touched, setTouched] = useState(text !== '');
  const kind = field.kind;
  const from = 'slugFrom' in field ? field.slugFrom : undefined;
  // A slug follows the fields it is made from until the editor types in it.
  useEffect(() => {
    if (!from || touched || !siblings) return;
    const parts = from.map((key) => siblings[key]).filter((part) => typeof part === 'string');
    const made = slugify(parts.join(' '));
    if (made !== text) onChange(made);
  }, [from?.join(), ...(from ?? []).map((key) => siblings?.[key])]);
  const upper = 'letterCase' in field && field.letterCase === 'upper';
  const change = (typed: string) => {
    setTouched(true);
    onChange(upper ? typed.toUpperCase() : typed);
  };
  const controlId = useRef('');
  // Facts read as words: not in an address, a code or an image's path.
  const takesFacts = kind !== 'image' && !from && !upper;
  const insertFact = (reference: string) => {
    if (editor.current?.insert(reference)) return;
    const control = document.getElementById(controlId.current);
    const typed =
      control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
        ? control
        : null;
    const at = insertAt(
      text,
      typed?.selectionStart ?? text.length,
      typed?.selectionEnd ?? text.length,
      reference,
    );
    change(at.text);
    requestAnimationFrame(() => {
      typed?.focus();
      typed?.setSelectionRange(at.caret, at.caret);
    });
  };
  const help =
    field.help ??
    (kind === 'link' ? 'A page on this site, an https:// address or a contact fact.' : undefined);
  return form.field(
    path,
    label,
    (props: ControlProps) => {
      controlId.current = props.id;
      return kind === 'text' || kind === 'markdown' ? (
        <MarkdownField
          {...props}
          label={label}
          value={text}
          markdown={kind === 'markdown'}
          editor={editor}
          onChange={change}
        />
      ) : (
        <input
          type="text"
          {...props}
          value={text}
          list={kind === 'link' ? pathsListId : undefined}
          onChange={(event) => change(event.target.value)}
        />
      );
    },
    {
      help,
      typed: text,
      ...(kind === 'markdown' && {
        ownLabel: true,
        check: () => editor.current?.problemSaving(text) ?? null,
      }),
      after: (
        <>
          <FactHints text={text} />
          {takesFacts && <FactPicker facts={facts} onInsert={insertFact} />}
          {kind === 'image' && <CoverPicker value={text} onChoose={onChange} />}
        </>
      ),
    },
  );
}

/** One line per item, kept as typed (a trailing new line included) while the editor types. */
function LinesInput({ path, label, value, onChange, field }: FieldProps & { field: LinesField }) {
  const { form } = useFormContext();
  const items = Array.isArray(value) ? value.map(String) : [];
  const [text, setText] = useState(items.join('\n'));
  const parse = (typed: string) =>
    typed
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  // A Reload or a new document replaces the lines: show them.
  useEffect(() => {
    if (parse(text).join('\n') !== items.join('\n')) setText(items.join('\n'));
  }, [items.join('\n')]);
  return form.field(
    path,
    label,
    (props) => (
      <textarea
        {...props}
        rows={Math.min(8, Math.max(3, items.length + 1))}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parse(event.target.value));
        }}
      />
    ),
    { help: field.help, typed: text, after: <FactHints text={text} /> },
  );
}

function ListInput({
  field,
  path,
  label,
  value,
  onChange,
  within,
}: FieldProps & { field: ListField }) {
  const { form } = useFormContext();
  const items: FieldValue[] = Array.isArray(value) ? value : [];
  // In a list item, a nested list's items carry the item's name too: "Story 1 figure 2".
  const noun = `${within ? `${lowerFirst(within)} ` : ''}${field.itemLabel.toLowerCase()}`;
  const max = field.max ?? Number.POSITIVE_INFINITY;
  const fixed = field.min === field.max;
  const actions = useItemActions({
    items,
    onChange: (next) => {
      clearErrorsWithin(form, path);
      onChange(next);
    },
    nameOf: (index) => `${noun} ${index + 1}`,
  });
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-ink">{label}</legend>
      {field.help && <p className="text-sm text-slate-600">{field.help}</p>}
      {form.errors[path] && <p className="text-sm text-red-700">{form.errors[path]}</p>}
      {items.map((item, index) => {
        const number = index + 1;
        const prefix = within
          ? `${within} ${field.itemLabel.toLowerCase()} ${number}`
          : `${field.itemLabel} ${number}`;
        return (
          <div
            key={actions.keys[index]}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2"
          >
            <Item
              field={field.item}
              path={`${path}.${index}`}
              prefix={prefix}
              number={number}
              value={item}
              onChange={(changed) => onChange(items.map((old, i) => (i === index ? changed : old)))}
            />
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <ItemActionButtons
                actions={actions}
                index={index}
                count={items.length}
                name={`${noun} ${number}`}
                removable={!fixed}
                removeDisabled={items.length <= field.min}
              />
            </div>
          </div>
        );
      })}
      {!fixed && (
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          disabled={items.length >= max}
          onClick={() => actions.add(blankValue(field.item))}
          {...itemTarget(actions.owner, 'add')}
        >
          Add {noun}
        </button>
      )}
      {actions.announcer}
    </fieldset>
  );
}

/** One list item's fields, each labelled with the item's name and number. */
export function Item({ field, path, prefix, number, value, onChange }: ItemProps) {
  if (field.kind !== 'group') {
    return (
      <Field
        field={field}
        path={path}
        label={prefix}
        value={value}
        within={prefix}
        onChange={onChange}
      />
    );
  }
  const group = isRecord(value) ? value : {};
  return (
    <>
      {field.fields.map((child) => (
        <div key={child.key} className={wide(child) ? 'sm:col-span-2' : undefined}>
          <Field
            field={child}
            path={`${path}.${child.key}`}
            label={itemLabel(child, prefix, number)}
            value={group[child.key]}
            siblings={group}
            within={prefix}
            onChange={(changed) => onChange({ ...group, [child.key]: changed })}
          />
        </div>
      ))}
    </>
  );
}

/** Fields that take the whole width of a two-column item. */
const wide = (field: FieldDescription) =>
  ['text', 'markdown', 'lines', 'list', 'group', 'image'].includes(field.kind);

function GroupInput({
  field,
  path,
  label,
  value,
  onChange,
  within,
}: FieldProps & { field: GroupField }) {
  const group = isRecord(value) ? value : {};
  // A group inside a list item names its fields after the group: "Metric 1 target better when".
  const inner = within ? label : undefined;
  const fields = field.fields.map((child) => (
    <Field
      key={child.key}
      field={child}
      path={path ? `${path}.${child.key}` : child.key}
      label={inner ? `${inner} ${lowerFirst(child.label)}` : child.label}
      value={group[child.key]}
      siblings={group}
      {...(inner && { within: inner })}
      onChange={(changed) => onChange({ ...group, [child.key]: changed })}
    />
  ));
  if (!path) return <div className="space-y-6">{fields}</div>;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-lg font-bold text-ink">{label}</legend>
      {field.help && <p className="text-sm text-slate-600">{field.help}</p>}
      {fields}
    </fieldset>
  );
}

function FlagInput({ path, label, value, onChange }: FieldProps) {
  const { form } = useFormContext();
  return (
    <div>
      <label className="flex items-center gap-2 font-medium text-ink">
        <input
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {form.errors[path] && <p className="mt-1 text-sm text-red-700">{form.errors[path]}</p>}
    </div>
  );
}

function NumberInput({ field, path, label, value, onChange }: FieldProps & { field: NumberField }) {
  const { form } = useFormContext();
  return form.field(
    path,
    field.unit ? `${label} (${field.unit})` : label,
    (controlProps) => (
      <input
        type="number"
        inputMode="decimal"
        {...controlProps}
        min={field.min}
        max={field.max}
        step={field.step}
        value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? '' : event.target.valueAsNumber)}
      />
    ),
    { help: field.help },
  );
}

/** A choice of the field's options, or of the brand's icons. */
function ChoiceInput({
  field,
  path,
  label,
  value,
  onChange,
}: FieldProps & { field: ChoiceField | PlainField }) {
  const { form } = useFormContext();
  const options: readonly string[] = field.kind === 'choice' ? field.options : ICON_NAMES;
  return form.field(
    path,
    label,
    (controlProps) => (
      <select
        {...controlProps}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.optional && (
          <option value="">{field.kind === 'icon' ? 'No icon' : 'Default'}</option>
        )}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    ),
    { help: field.help },
  );
}

type FieldOf<K extends FieldKind> = Extract<FieldDescription, { kind: K }>;

/**
 * The input each kind of field is edited with: a new kind of field fails to type-check until it has
 * one here.
 */
const FIELD_INPUTS: { [K in FieldKind]: (props: FieldProps & { field: FieldOf<K> }) => ReactNode } =
  {
    line: TextInput,
    text: TextInput,
    markdown: TextInput,
    link: TextInput,
    image: TextInput,
    icon: ChoiceInput,
    choice: ChoiceInput,
    number: NumberInput,
    flag: FlagInput,
    lines: LinesInput,
    group: GroupInput,
    list: ListInput,
    sections: SectionsInput,
  };

/** Any field, by its kind. */
function Field(fieldProps: FieldProps) {
  const { form } = useFormContext();
  // A change takes the field's refusal away (it was about the value refused), as a typed text does.
  const props: FieldProps = {
    ...fieldProps,
    onChange: (changed) => {
      form.clearError(fieldProps.path);
      fieldProps.onChange(changed);
    },
  };
  // The map pairs each kind with its input; TypeScript cannot follow the pairing through a lookup.
  const Input = FIELD_INPUTS[props.field.kind] as (props: FieldProps) => ReactNode;
  return <Input {...props} />;
}

/** A whole document's fields. */
export function SchemaFields({
  form,
  description,
  value,
  onChange,
  facts = [],
  paths = [],
}: {
  form: PageForm;
  description: FieldDescription;
  value: DocumentValue;
  onChange: (value: DocumentValue) => void;
  facts?: readonly FactJson[];
  /** The site's pages, offered by link fields. */
  paths?: readonly string[];
}): ReactNode {
  const listId = useId();
  const context: FormContext = {
    Item,
    form,
    facts: new Map(facts.map((fact) => [fact.name, fact])),
    factList: facts,
    pathsListId: paths.length > 0 ? listId : undefined,
  };
  return (
    <Context.Provider value={context}>
      {paths.length > 0 && (
        <datalist id={listId}>
          {paths.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
      )}
      <Field
        field={description}
        path=""
        label={description.label}
        value={value}
        onChange={(changed) => onChange(changed as DocumentValue)}
      />
    </Context.Provider>
  );
}
