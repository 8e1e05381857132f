/**
 * A tab of records edited with the form engine (schema-form.tsx): the list of every row (published
 * or not), Add, Edit, Duplicate (a new unpublished row starting from a copy: "a new city from
 * Hartford") and Retire (unpublish with a redirect, RetireForm.tsx), each form as the API describes
 * it, with its History.
 * Locations, industries and landing pages are this panel with their own words; the location tab
 * adds its near-duplicate warning, and a tab with templates (`starts`) asks what a new record
 * starts from. A contributor writes drafts only: no "Published" box, and no Edit on a
 * published row (the server refuses either way).
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DocumentValue, FieldDescription } from '#lib/pages/fields.ts';
import type { FactJson } from '#lib/pages/json.ts';
import { request } from './api.ts';
import { FormActions, PageFormElement, PublishedCheckbox, usePageForm } from './page-form.tsx';
import { RetireForm, type RetiredAnswer } from './RetireForm.tsx';
import { ScheduleInput, scheduleStatus } from './ScheduleInput.tsx';
import { RevisionHistoryButton } from './revision-history-button.tsx';
import { useCan } from './role.ts';
import { blankValue, SchemaFields, valueToSend } from './schema-form.tsx';

/** What every row of such a tab has, besides its own columns. */
export interface RecordRow {
  id: string;
  slug: string;
  version: number;
  isPublished: boolean;
  [column: string]: unknown;
}

export interface RecordsWords<Row extends RecordRow> {
  /** The tab's heading ("Locations") and the API's collection ("/api/admin/locations"). */
  heading: string;
  collection: string;
  /** How the API names the list and one row: `{ locations }`, `{ location }`; the list's key is
   * also the kind of its revisions. */
  listKey: string;
  itemKey: string;
  /** What one is called in the conflict notice ("location page"). */
  noun: string;
  addLabel: string;
  newLabel: string;
  saveLabel: string;
  /** The row's name on its Edit button and form ("Hartford"). */
  nameOf: (row: Row) => string;
  /** The row's name in the list and the saved notice ("Hartford, CT"). */
  titleOf: (row: Row) => string;
  /** Where its page is ("/locations/hartford-ct"). */
  pathOf: (slug: string) => string;
  /** The list item's data attribute ("data-location-slug"). */
  dataAttribute: string;
  notFound: string;
}

/** The list as the API sends it: the rows, their form, and the facts their texts may name. */
type Listed<Row> = { rows: Row[]; form: FieldDescription; facts: FactJson[] };

/** What a new record may start from besides a blank form (a landing page's template). */
export interface RecordStart {
  id: string;
  label: string;
  /** One sentence under the choice: what it is for. */
  description?: string;
  value: Record<string, unknown>;
}

const PUBLISHED = 'isPublished';
/** A collection that schedules (composed pages) has this field: when a published row goes live. */
const PUBLISH_AT = 'publishAt';

/** The form without its "Published" box and its time, which the form shows apart. */
function withoutPublished(form: FieldDescription): FieldDescription {
  if (form.kind !== 'group') return form;
  return {
    ...form,
    fields: form.fields.filter((field) => field.key !== PUBLISHED && field.key !== PUBLISH_AT),
  };
}

const schedules = (form: FieldDescription) =>
  form.kind === 'group' && form.fields.some((field) => field.key === PUBLISH_AT);

/** The form's value for a row: each field from its column, blank where the row has none. */
function valueOf(form: FieldDescription, row: RecordRow | undefined): DocumentValue {
  if (form.kind !== 'group') return {};
  return Object.fromEntries(
    form.fields.map((field) => {
      const column = row?.[field.key];
      return [field.key, column === null || column === undefined ? blankValue(field) : column];
    }),
  ) as DocumentValue;
}

/** A new row's start from a template: its fields, at no address unless it names one, not published. */
const startOf = (start: RecordStart): RecordRow => ({
  id: '',
  version: 0,
  ...start.value,
  slug: typeof start.value['slug'] === 'string' ? start.value['slug'] : '',
  isPublished: false,
});

/** A new row's start when duplicating: the copy, at an address of its own, not published. */
const copyOf = <Row extends RecordRow>(row: Row): Row => ({
  ...row,
  slug: `${row.slug}-copy`,
  isPublished: false,
});

/** What a form's extra part is told besides its value. */
export interface RecordFormContext<Row> {
  rows: readonly Row[];
  /** The row edited; undefined for a new one. */
  row: Row | undefined;
  /** The site's facts, as the fields' fact pickers offer them. */
  facts: readonly FactJson[];
  toSend: () => unknown;
}

function RecordForm<Row extends RecordRow>({
  words,
  form: description,
  facts,
  row,
  copy,
  start,
  extra,
  onSaved,
  onCancel,
}: {
  words: RecordsWords<Row>;
  form: FieldDescription;
  facts: readonly FactJson[];
  /** The row edited; none for a new one. */
  row?: Row;
  /** The row a new one starts from (Duplicate). */
  copy?: Row;
  /** The template a new one starts from. */
  start?: RecordStart;
  /** Shown under the fields: given the value and the value as the form would send it. */
  extra?: ((value: DocumentValue, toSend: () => unknown) => ReactNode) | undefined;
  onSaved: (row: Row) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(() =>
    valueOf(description, row ?? (copy && copyOf(copy)) ?? (start && startOf(start))),
  );
  const fields = withoutPublished(description);
  const mayPublish = useCan('publish');
  const form = usePageForm({
    noun: words.noun,
    version: row?.version,
    send: async (version) => {
      const body = valueToSend(description, value);
      const saved = row
        ? await request<Record<string, Row>>('PUT', `${words.collection}/${row.id}`, body, version)
        : await request<Record<string, Row>>('POST', words.collection, body);
      const savedRow = saved[words.itemKey]!;
      onSaved(savedRow);
      return savedRow.version;
    },
    reload:
      row &&
      (async () => {
        const listed = await request<Record<string, Row[]>>('GET', words.collection);
        const current = listed[words.listKey]?.find((other) => other.id === row.id);
        if (!current) throw new Error(words.notFound);
        setValue(valueOf(description, current));
        return current.version;
      }),
  });

  return (
    <PageFormElement
      form={form}
      label={
        row
          ? `Edit ${words.nameOf(row)}`
          : copy
            ? `${words.newLabel} (a copy of ${words.nameOf(copy)})`
            : start
              ? `${words.newLabel} (from ${start.label})`
              : words.newLabel
      }
      className="space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <SchemaFields
        form={form}
        description={fields}
        value={value}
        onChange={setValue}
        facts={facts}
      />
      {extra?.(value, () => valueToSend(description, value))}
      <PublishedCheckbox
        checked={value[PUBLISHED] === true}
        onChange={(checked) => setValue({ ...value, [PUBLISHED]: checked })}
      />
      {schedules(description) && mayPublish && (
        <ScheduleInput
          value={typeof value[PUBLISH_AT] === 'string' ? value[PUBLISH_AT] : ''}
          published={value[PUBLISHED] === true}
          error={form.errors[PUBLISH_AT]}
          onChange={(at) => setValue({ ...value, [PUBLISH_AT]: at })}
        />
      )}
      {row && (
        <RevisionHistoryButton
          kind={words.listKey}
          id={row.id}
          onRestore={(document) => {
            // The content comes back; whether the page is published stays as it is now.
            setValue({
              ...valueOf(description, document as unknown as RecordRow),
              [PUBLISHED]: value[PUBLISHED] ?? false,
            });
          }}
        />
      )}
      <FormActions form={form} label={words.saveLabel} onCancel={onCancel} />
    </PageFormElement>
  );
}

/** "Start from": a blank form or one of the templates, chosen with radio buttons. */
function StartChooser({
  noun,
  starts,
  onStart,
  onCancel,
}: {
  noun: string;
  starts: readonly RecordStart[];
  onStart: (start: RecordStart | null) => void;
  onCancel: () => void;
}) {
  const name = useId();
  const [chosen, setChosen] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const options: { id: string; label: string; description?: string }[] = [
    { id: '', label: `Blank ${noun}` },
    ...starts,
  ];
  return (
    <form
      aria-label={`Start a new ${noun}`}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onStart(starts.find((start) => start.id === chosen) ?? null);
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium text-ink">Start from</legend>
        {options.map((option, index) => (
          <div key={option.id}>
            <label className="flex items-center gap-2 text-ink">
              <input
                ref={index === 0 ? first : undefined}
                type="radio"
                name={name}
                value={option.id}
                checked={chosen === option.id}
                onChange={() => setChosen(option.id)}
                aria-describedby={option.description ? `${name}-${option.id}` : undefined}
              />
              {option.label}
            </label>
            {option.description && (
              <p id={`${name}-${option.id}`} className="ml-6 text-sm text-slate-600">
                {option.description}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary px-4 py-2">
          Start
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function RecordsPanel<Row extends RecordRow>({
  words,
  starts,
  extra,
  onSaved,
  initialEdit,
}: {
  words: RecordsWords<Row>;
  /** When given, a new record first asks what to start from: blank, or one of these. */
  starts?: readonly RecordStart[] | undefined;
  /** Shown under the form, from what it holds and every row (the location tab's warning). */
  /** Under a form's fields: its value, the rows listed, the row edited and what a save would send. */
  extra?: (value: DocumentValue, context: RecordFormContext<Row>) => ReactNode;
  /** After each save: the publishing line above the tab follows it to live. */
  onSaved?: (() => void) | undefined;
  /** The row an edit link opens (`/admin?edit=location:{id}`). */
  initialEdit?: string | undefined;
}) {
  const [data, setData] = useState<Listed<Row> | null>(null);
  const [editing, setEditing] = useState<string | null>(initialEdit ?? null);
  const [notice, setNotice] = useState('');
  const [start, setStart] = useState<RecordStart | null>(null);
  const mayPublish = useCan('publish');
  const addButton = useRef<HTMLButtonElement>(null);
  const newForm = useRef<HTMLDivElement>(null);
  // The start chooser leaves: focus goes on to the form's first field, or back to the Add button.
  const [focusNext, setFocusNext] = useState<'form' | 'add' | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const target =
      focusNext === 'add'
        ? addButton.current
        : newForm.current?.querySelector<HTMLElement>('input, select, textarea, [contenteditable]');
    // The form shows once the list (and its description) has loaded.
    if (!target) return;
    setFocusNext(null);
    target.focus();
  }, [focusNext, data]);

  const load = useCallback(() => {
    request<Record<string, unknown>>('GET', words.collection).then(
      (listed) =>
        setData({
          rows: listed[words.listKey] as Row[],
          form: listed.form as FieldDescription,
          facts: (listed.facts ?? []) as FactJson[],
        }),
      (caught: unknown) => setNotice(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [words.collection, words.listKey]);
  useEffect(load, [load]);

  const saved = (row: Row) => {
    setEditing(null);
    // The list holds the saved version at once: an Edit pressed before it reloads opens that version.
    setData(
      (current) =>
        current && {
          ...current,
          rows: current.rows.some((other) => other.id === row.id)
            ? current.rows.map((other) => (other.id === row.id ? row : other))
            : [...current.rows, row],
        },
    );
    // The publishing line above says "Saved" and whether the site is rebuilding; this names the version.
    setNotice(
      `${words.titleOf(row)} is now version ${row.version}${row.isPublished ? '' : ' (not published)'}.`,
    );
    onSaved?.();
    load();
  };
  const retired = ({ row, redirect }: RetiredAnswer<Row>) => {
    setEditing(null);
    setData(
      (current) =>
        current && {
          ...current,
          rows: current.rows.map((other) => (other.id === row.id ? row : other)),
        },
    );
    setNotice(
      `${words.titleOf(row)} is retired: ${redirect.from} now redirects to ${redirect.to}.`,
    );
    onSaved?.();
    load();
  };
  const formFor = (row?: Row, copy?: Row, from?: RecordStart | null) =>
    data && (
      <RecordForm
        words={words}
        form={data.form}
        facts={data.facts}
        {...(row && { row })}
        {...(copy && { copy })}
        {...(from && { start: from })}
        extra={
          extra &&
          ((value: DocumentValue, toSend: () => unknown) =>
            extra(value, { rows: data.rows, row, facts: data.facts, toSend }))
        }
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
    );
  const headingId = `${words.listKey}-heading`;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {words.heading}
        </h2>
        <button
          ref={addButton}
          type="button"
          className="btn-secondary px-4 py-2"
          onClick={() => {
            setStart(null);
            setEditing(starts ? 'start' : 'new');
          }}
          disabled={editing === 'new' || editing === 'start'}
        >
          {words.addLabel}
        </button>
      </div>
      <p aria-live="polite" className="text-slate-700">
        {notice}
      </p>
      {editing === 'start' && starts && (
        <StartChooser
          noun={words.noun}
          starts={starts}
          onStart={(chosen) => {
            setStart(chosen);
            setEditing('new');
            setFocusNext('form');
          }}
          onCancel={() => {
            setEditing(null);
            setFocusNext('add');
          }}
        />
      )}
      {editing === 'new' && <div ref={newForm}>{formFor(undefined, undefined, start)}</div>}
      {data === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.rows.map((row) => (
            <li
              key={row.id}
              className="space-y-3 px-4 py-3"
              {...{ [words.dataAttribute]: row.slug }}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {words.titleOf(row)}{' '}
                    <span className="text-sm font-normal text-slate-600">
                      · {scheduleStatus(row)}
                    </span>
                  </p>
                  <a href={words.pathOf(row.slug)} className="link text-sm break-all">
                    {words.pathOf(row.slug)}
                  </a>
                </div>
                <div className="flex flex-wrap gap-2">
                  {(mayPublish || !row.isPublished) && (
                    <button
                      type="button"
                      className="btn-secondary px-3 py-1.5 text-sm"
                      aria-label={`Edit ${words.nameOf(row)}`}
                      onClick={() => setEditing(row.id)}
                    >
                      Edit
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    aria-label={`Duplicate ${words.nameOf(row)}`}
                    onClick={() => setEditing(`copy:${row.id}`)}
                  >
                    Duplicate
                  </button>
                  {mayPublish && row.isPublished && (
                    <button
                      type="button"
                      className="btn-secondary px-3 py-1.5 text-sm"
                      aria-label={`Retire ${words.nameOf(row)}`}
                      onClick={() => setEditing(`retire:${row.id}`)}
                    >
                      Retire
                    </button>
                  )}
                </div>
              </div>
              {editing === row.id && formFor(row)}
              {editing === `copy:${row.id}` && formFor(undefined, row)}
              {editing === `retire:${row.id}` && (
                <RetireForm<Row>
                  route={`${words.collection}/${row.id}/retire`}
                  name={words.nameOf(row)}
                  version={row.version}
                  itemKey={words.itemKey}
                  suggestions={data.rows
                    .filter((other) => other.id !== row.id && other.isPublished)
                    .map((other) => words.pathOf(other.slug))}
                  onRetired={retired}
                  onCancel={() => setEditing(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
