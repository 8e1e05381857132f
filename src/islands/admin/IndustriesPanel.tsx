/**
 * Industry pages: list every industry (published or not), add one, and edit everything its page
 * shows: summary, intro, image, specialized services, questions and resource links, each list with
 * as many items as the page allows.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { IndustryRow } from '#lib/industries/admin.ts';
import { INDUSTRY_COUNTS } from '#lib/industries/fields.ts';
import type { IndustryDetails, IndustryInput } from '#lib/industries/input.ts';
import { slugify } from '#lib/text/slugify.ts';
import { request } from './api.ts';
import { CoverPicker } from './CoverPicker.tsx';
import { RevisionHistoryButton } from './revision-history-button.tsx';
import { useCan } from './role.ts';
import { FormActions, PublishedCheckbox, usePageForm, type IconName } from './page-form.tsx';

type Row = Omit<IndustryRow, 'updatedAt'> & { updatedAt: string };

const industriesApi = {
  list: () => request<{ industries: Row[] }>('GET', '/api/admin/industries'),
  create: (fields: IndustryInput) =>
    request<{ industry: Row }>('POST', '/api/admin/industries', fields),
  update: (id: string, fields: IndustryInput, version: number | undefined) =>
    request<{ industry: Row }>('PUT', `/api/admin/industries/${id}`, fields, version),
};

type ListKind = keyof IndustryDetails;

/** How each list is named in the form, and what a new item starts as. */
const LISTS: Record<
  ListKind,
  { legend: string; noun: string; blank: () => IndustryDetails[ListKind][number] }
> = {
  services: {
    legend: 'Specialized services',
    noun: 'Service',
    blank: () => ({ icon: 'check', title: '', description: '' }),
  },
  faqs: { legend: 'Questions', noun: 'Question', blank: () => ({ question: '', answer: '' }) },
  resources: {
    legend: 'Resources',
    noun: 'Resource',
    blank: () => ({ icon: 'file-check', title: '', description: '', href: '/', linkLabel: '' }),
  },
};

const blankDetails = (): IndustryDetails =>
  ({
    services: Array.from({ length: INDUSTRY_COUNTS.services.min }, LISTS.services.blank),
    faqs: Array.from({ length: INDUSTRY_COUNTS.faqs.min }, LISTS.faqs.blank),
    resources: Array.from({ length: INDUSTRY_COUNTS.resources.min }, LISTS.resources.blank),
  }) as IndustryDetails;

const fieldsOf = (row?: Row): Required<IndustryInput> & { imageUrl: string } => ({
  slug: row?.slug ?? '',
  name: row?.name ?? '',
  description: row?.description ?? '',
  introText: row?.introText ?? '',
  metaTitle: row?.metaTitle ?? '',
  metaDescription: row?.metaDescription ?? '',
  imageUrl: row?.imageUrl ?? '',
  isPublished: row?.isPublished ?? false,
  details: row?.details ?? blankDetails(),
});
type Fields = ReturnType<typeof fieldsOf>;

function IndustryForm({
  row,
  onSaved,
  onCancel,
}: {
  row?: Row;
  onSaved: (row: Row) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(() => fieldsOf(row));
  const [slugTouched, setSlugTouched] = useState(row !== undefined);
  const form = usePageForm({
    noun: 'industry page',
    version: row?.version,
    send: async (version) => {
      const input = { ...fields };
      const { industry } = row
        ? await industriesApi.update(row.id, input, version)
        : await industriesApi.create(input);
      onSaved(industry);
    },
    reload:
      row &&
      (async () => {
        const current = (await industriesApi.list()).industries.find(
          (other) => other.id === row.id,
        );
        if (!current) throw new Error('That industry no longer exists.');
        setFields(fieldsOf(current));
        return current.version;
      }),
  });
  const { text, area, icon } = form;

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const setList = <K extends ListKind>(
    kind: K,
    change: (items: IndustryDetails[K]) => IndustryDetails[K],
  ) =>
    setFields((current) => ({
      ...current,
      details: { ...current.details, [kind]: change(current.details[kind]) },
    }));
  const setItem = <K extends ListKind>(
    kind: K,
    index: number,
    change: Partial<IndustryDetails[K][number]>,
  ) =>
    setList(
      kind,
      (items) =>
        items.map((item, i) => (i === index ? { ...item, ...change } : item)) as IndustryDetails[K],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.save();
  };

  /** Add and remove buttons within the page's limits for that list. */
  const listButtons = (kind: ListKind, index: number | null) => {
    const { noun } = LISTS[kind];
    const count = fields.details[kind].length;
    const limits = INDUSTRY_COUNTS[kind];
    if (index === null) {
      return (
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          disabled={count >= limits.max}
          onClick={() =>
            setList(
              kind,
              (items) => [...items, LISTS[kind].blank()] as IndustryDetails[typeof kind],
            )
          }
        >
          Add {noun.toLowerCase()}
        </button>
      );
    }
    return (
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        disabled={count <= limits.min}
        onClick={() =>
          setList(
            kind,
            (items) => items.filter((_, i) => i !== index) as IndustryDetails[typeof kind],
          )
        }
      >
        Remove {noun.toLowerCase()} {index + 1}
      </button>
    );
  };

  const cardFields = (kind: 'services' | 'resources', index: number) => {
    const card = fields.details[kind][index]!;
    const { noun } = LISTS[kind];
    return (
      <>
        {icon(`details.${kind}.${index}.icon`, card.icon, (value: IconName) =>
          setItem(kind, index, { icon: value }),
        )}
        {text(`details.${kind}.${index}.title`, `${noun} ${index + 1} title`, card.title, (value) =>
          setItem(kind, index, { title: value }),
        )}
        <div className="sm:col-span-2">
          {area(
            `details.${kind}.${index}.description`,
            `${noun} ${index + 1} description`,
            card.description,
            (value) => setItem(kind, index, { description: value }),
            2,
          )}
        </div>
        {'href' in card && (
          <>
            {text(
              `details.resources.${index}.href`,
              `${noun} ${index + 1} link`,
              card.href,
              (value) => setItem('resources', index, { href: value }),
            )}
            {text(
              `details.resources.${index}.linkLabel`,
              `${noun} ${index + 1} link text`,
              card.linkLabel,
              (value) => setItem('resources', index, { linkLabel: value }),
            )}
          </>
        )}
      </>
    );
  };

  return (
    <form
      className="space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={row ? `Edit ${row.name}` : 'New industry'}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ink">Page</legend>
        {text('name', 'Name', fields.name, (name) =>
          setFields((current) => ({
            ...current,
            name,
            ...(!slugTouched && { slug: slugify(name) }),
          })),
        )}
        {text('slug', 'Slug', fields.slug, (slug) => {
          setSlugTouched(true);
          set('slug', slug);
        })}
        <div className="sm:col-span-2">
          {area(
            'description',
            'Summary (under the name, and on /industries)',
            fields.description,
            (value) => set('description', value),
          )}
        </div>
        {text('metaTitle', 'Meta title', fields.metaTitle, (value) => set('metaTitle', value))}
        <div className="sm:col-span-2">
          {area('metaDescription', 'Meta description', fields.metaDescription, (value) =>
            set('metaDescription', value),
          )}
        </div>
        <div className="sm:col-span-2">
          {area('introText', 'Intro', fields.introText, (value) => set('introText', value), 4)}
        </div>
        <div className="sm:col-span-2">
          {text('imageUrl', 'Image (leave empty for none)', fields.imageUrl, (value) =>
            set('imageUrl', value),
          )}
          <CoverPicker value={fields.imageUrl} onChoose={(path) => set('imageUrl', path)} />
        </div>
      </fieldset>
      {(['services', 'faqs', 'resources'] as const).map((kind) => (
        <fieldset key={kind} className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-ink">{LISTS[kind].legend}</legend>
          {form.errors[`details.${kind}`] && (
            <p className="text-sm text-red-700">{form.errors[`details.${kind}`]}</p>
          )}
          {fields.details[kind].map((_, index) => (
            <div
              key={index}
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2"
            >
              {kind === 'faqs' ? (
                <>
                  <div className="sm:col-span-2">
                    {text(
                      `details.faqs.${index}.question`,
                      `Question ${index + 1}`,
                      fields.details.faqs[index]!.question,
                      (value) => setItem('faqs', index, { question: value }),
                    )}
                  </div>
                  <div className="sm:col-span-2">
                    {area(
                      `details.faqs.${index}.answer`,
                      `Answer ${index + 1}`,
                      fields.details.faqs[index]!.answer,
                      (value) => setItem('faqs', index, { answer: value }),
                      2,
                    )}
                  </div>
                </>
              ) : (
                cardFields(kind, index)
              )}
              <div className="sm:col-span-2">{listButtons(kind, index)}</div>
            </div>
          ))}
          {listButtons(kind, null)}
        </fieldset>
      ))}
      <PublishedCheckbox
        checked={fields.isPublished ?? false}
        onChange={(value) => set('isPublished', value)}
      />
      {row && (
        <RevisionHistoryButton
          kind="industries"
          id={row.id}
          onRestore={(document) => {
            // The content comes back; whether the page is published stays as it is now.
            setFields({ ...fieldsOf(document as unknown as Row), isPublished: fields.isPublished });
            setSlugTouched(true);
          }}
        />
      )}
      <FormActions form={form} label="Save industry" onCancel={onCancel} />
    </form>
  );
}

export default function IndustriesPanel() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // A contributor changes drafts only: a published page has no Edit for them.
  const mayPublish = useCan('publish');

  const load = useCallback(() => {
    industriesApi.list().then(
      ({ industries }) => setRows(industries),
      (caught: unknown) => setNotice(caught instanceof Error ? caught.message : String(caught)),
    );
  }, []);
  useEffect(load, [load]);

  const saved = (row: Row) => {
    setEditing(null);
    setNotice(
      `Saved ${row.name}${row.isPublished ? '. The site is rebuilding with it.' : ' (not published).'}`,
    );
    load();
  };

  return (
    <section aria-labelledby="industries-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="industries-heading" className="text-2xl font-bold text-ink">
          Industries
        </h2>
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
        >
          Add industry
        </button>
      </div>
      <p aria-live="polite" className="text-slate-700">
        {notice}
      </p>
      {editing === 'new' && <IndustryForm onSaved={saved} onCancel={() => setEditing(null)} />}
      {rows === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="space-y-3 px-4 py-3" data-industry-slug={row.slug}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {row.name}{' '}
                    <span className="text-sm font-normal text-slate-600">
                      · {row.isPublished ? 'Published' : 'Not published'}
                    </span>
                  </p>
                  <a href={`/industries/${row.slug}`} className="link text-sm break-all">
                    /industries/{row.slug}
                  </a>
                </div>
                {(mayPublish || !row.isPublished) && (
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    aria-label={`Edit ${row.name}`}
                    onClick={() => setEditing(row.id)}
                  >
                    Edit
                  </button>
                )}
              </div>
              {editing === row.id && (
                <IndustryForm row={row} onSaved={saved} onCancel={() => setEditing(null)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
