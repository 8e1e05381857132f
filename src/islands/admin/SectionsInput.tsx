/**
 * A page's sections in the form engine: each a region titled "Section 2: Cards" with its kind's
 * fields, labelled after the section ("Section 2 heading", "Section 2 card 1 title") and showing
 * their errors by path ("sections.2.items.0.title"); moved and removed like a list's items
 * (item-actions.tsx); "Add a section" offers every kind the field describes, up to its limit.
 * A section's fields can be folded away under its heading, except while one of them is refused.
 */
import { useId, useState } from 'react';
import type { FieldValue, SectionKind, SectionsField } from '#lib/pages/fields.ts';
import { ItemActionButtons, itemTarget, useItemActions } from './item-actions.tsx';
// schema-form.tsx renders this input, and this input renders its items through the form's context.
import {
  blankValue,
  clearErrorsWithin,
  isRecord,
  useFormContext,
  type FieldProps,
} from './form-context.tsx';

/** A new section of a kind: its `type`, and each field as a new item's starts. */
export const blankSection = (kind: SectionKind): FieldValue => ({
  type: kind.type,
  ...(blankValue(kind.field) as Record<string, FieldValue>),
});

export function SectionsInput({
  field,
  path,
  label,
  value,
  onChange,
}: FieldProps & { field: SectionsField }) {
  const { form, Item } = useFormContext();
  const id = useId();
  const sections: FieldValue[] = Array.isArray(value) ? value : [];
  const kindOf = (section: FieldValue | undefined) =>
    isRecord(section) ? field.sections.find(({ type }) => type === section['type']) : undefined;
  const kindLabel = (index: number) => kindOf(sections[index])?.field.label ?? 'Unknown kind';
  const max = field.max ?? Number.POSITIVE_INFINITY;
  const actions = useItemActions({
    items: sections,
    onChange: (next) => {
      clearErrorsWithin(form, path);
      onChange(next);
    },
    nameOf: (index) => `section ${index + 1} (${kindLabel(index)})`,
  });
  const [adding, setAdding] = useState(field.sections[0]?.type ?? '');
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (key: number) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const refusedWithin = (sectionPath: string) =>
    Object.keys(form.errors).some((key) => key.startsWith(`${sectionPath}.`));
  const kindToAdd = field.sections.find(({ type }) => type === adding);
  const full = sections.length >= max;

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-ink">{label}</legend>
      {field.help && <p className="text-sm text-slate-600">{field.help}</p>}
      {form.errors[path] && <p className="text-sm text-red-700">{form.errors[path]}</p>}
      {sections.map((section, index) => {
        const number = index + 1;
        const key = actions.keys[index]!;
        const kind = kindOf(section);
        const sectionPath = `${path}.${index}`;
        const headingId = `${id}-section-${key}`;
        const fieldsId = `${headingId}-fields`;
        const open = !folded.has(key) || refusedWithin(sectionPath);
        const errors = [form.errors[sectionPath], form.errors[`${sectionPath}.type`]].filter(
          Boolean,
        );
        return (
          <section
            key={key}
            aria-labelledby={headingId}
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <h3 className="text-lg font-bold text-ink">
              <button
                type="button"
                id={headingId}
                className="text-left"
                aria-expanded={open}
                aria-controls={fieldsId}
                onClick={() => toggle(key)}
                {...itemTarget(actions.owner, 'heading', index)}
              >
                Section {number}: {kindLabel(index)}
              </button>
            </h3>
            {kind?.field.help && <p className="text-sm text-slate-600">{kind.field.help}</p>}
            {errors.map((error) => (
              <p key={error} className="text-sm text-red-700">
                {error}
              </p>
            ))}
            <div id={fieldsId} hidden={!open} className="grid gap-3 sm:grid-cols-2">
              {kind && (
                <Item
                  field={kind.field}
                  path={sectionPath}
                  prefix={`Section ${number}`}
                  number={number}
                  value={section}
                  onChange={(changed) =>
                    onChange(sections.map((old, i) => (i === index ? changed : old)))
                  }
                />
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <ItemActionButtons
                actions={actions}
                index={index}
                count={sections.length}
                name={`section ${number} (${kindLabel(index)})`}
                removable
                removeDisabled={sections.length <= field.min}
              />
            </div>
          </section>
        );
      })}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-kind`} className="font-medium text-ink">
            Add a section
          </label>
          <select
            id={`${id}-kind`}
            className="mt-1 block rounded-lg border border-slate-300 px-3 py-2"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            {...itemTarget(actions.owner, 'add')}
          >
            {field.sections.map(({ type, field: kindField }) => (
              <option key={type} value={type}>
                {kindField.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn-secondary px-3 py-2"
          disabled={full || !kindToAdd}
          onClick={() => kindToAdd && actions.add(blankSection(kindToAdd))}
        >
          Add section
        </button>
      </div>
      {full && <p className="text-sm text-slate-600">A page has at most {max} sections.</p>}
      {actions.announcer}
    </fieldset>
  );
}
