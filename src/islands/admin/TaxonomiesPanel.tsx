/**
 * Audiences, journey stages and topics: list each with how many posts use it, add, rename, change
 * the slug (the old address redirects) and intro, and delete (refused while posts use it, unless the
 * marketer chooses to take it off them).
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { TaxonomyUse } from '#lib/taxonomies/admin.ts';
import type { TaxonomyInput } from '#lib/taxonomies/input.ts';
import { TAXONOMY_KIND_LIST, TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { slugify } from '#lib/text/slugify.ts';
import { ApiError, request } from './api.ts';

const taxonomyApi = {
  list: (kind: TaxonomyKind) =>
    request<{ items: TaxonomyUse[] }>(
      'GET',
      `/api/admin/taxonomies/${TAXONOMY_TERMS[kind].segment}`,
    ),
  create: (kind: TaxonomyKind, fields: TaxonomyInput) =>
    request<{ item: TaxonomyUse }>(
      'POST',
      `/api/admin/taxonomies/${TAXONOMY_TERMS[kind].segment}`,
      fields,
    ),
  update: (kind: TaxonomyKind, id: string, fields: TaxonomyInput) =>
    request<{ item: TaxonomyUse }>(
      'PUT',
      `/api/admin/taxonomies/${TAXONOMY_TERMS[kind].segment}/${id}`,
      fields,
    ),
  remove: (kind: TaxonomyKind, id: string, detach: boolean) =>
    request<{ ok: true; detachedFrom: string[] }>(
      'DELETE',
      `/api/admin/taxonomies/${TAXONOMY_TERMS[kind].segment}/${id}${detach ? '?detach=true' : ''}`,
    ),
};

interface FormProps {
  kind: TaxonomyKind;
  /** The record being edited; undefined for a new one. */
  item?: TaxonomyUse;
  onSaved: (item: TaxonomyUse) => void;
  onCancel: () => void;
}

function TaxonomyForm({ kind, item, onSaved, onCancel }: FormProps) {
  const { noun, prefix } = TAXONOMY_TERMS[kind];
  const id = useId();
  const [fields, setFields] = useState({
    name: item?.name ?? '',
    slug: item?.slug ?? '',
    intro: item?.intro ?? '',
  });
  const [slugTouched, setSlugTouched] = useState(item !== undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setMessage('');
    try {
      const { item: saved } = item
        ? await taxonomyApi.update(kind, item.id, fields)
        : await taxonomyApi.create(kind, fields);
      onSaved({ ...saved, postCount: item?.postCount ?? 0 });
    } catch (caught) {
      // Everything typed stays in the form.
      if (caught instanceof ApiError) setErrors(caught.fields);
      setMessage(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof typeof fields) => ({
    id: `${id}-${key}`,
    name: key,
    value: fields[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': [`${id}-${key}-help`, errors[key] && `${id}-${key}-error`]
      .filter(Boolean)
      .join(' '),
    className: 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2',
  });
  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={item ? `Edit ${item.name}` : `New ${noun}`}
    >
      <div>
        <label htmlFor={`${id}-name`} className="font-medium text-ink">
          Name
        </label>
        <input
          {...field('name')}
          onChange={(event) => {
            const name = event.target.value;
            setFields((current) => ({
              ...current,
              name,
              ...(!slugTouched && { slug: slugify(name) }),
            }));
          }}
        />
        <p id={`${id}-name-help`} className="sr-only">
          The {noun} as readers see it.
        </p>
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor={`${id}-slug`} className="font-medium text-ink">
          Slug
        </label>
        <input
          {...field('slug')}
          onChange={(event) => {
            setSlugTouched(true);
            setFields((current) => ({ ...current, slug: event.target.value }));
          }}
        />
        <p id={`${id}-slug-help`} className="mt-1 text-sm text-slate-600">
          The page is {prefix}/{fields.slug || '…'}.
          {item && ' Changing it moves the page: the old address redirects to the new one.'}
        </p>
        {fieldError('slug')}
      </div>
      <div>
        <label htmlFor={`${id}-intro`} className="font-medium text-ink">
          Intro <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          rows={3}
          {...field('intro')}
          onChange={(event) => setFields((current) => ({ ...current, intro: event.target.value }))}
        />
        <p id={`${id}-intro-help`} className="mt-1 text-sm text-slate-600">
          Opens the {noun}’s page, above its articles.
        </p>
        {fieldError('intro')}
      </div>
      {message && (
        <p role="alert" className="text-red-700">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary px-4 py-2" disabled={saving}>
          {saving ? 'Saving…' : item ? 'Save' : `Add ${noun}`}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function TaxonomySection({ kind }: { kind: TaxonomyKind }) {
  const { noun, plural, prefix } = TAXONOMY_TERMS[kind];
  const headingId = useId();
  const [items, setItems] = useState<TaxonomyUse[] | null>(null);
  // The id of the record being edited, 'new' for the add form, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState<{ item: TaxonomyUse; message: string } | null>(null);

  const load = useCallback(() => {
    taxonomyApi.list(kind).then(
      ({ items: loaded }) => setItems(loaded),
      (caught: unknown) => setNotice(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [kind]);
  useEffect(load, [load]);

  const saved = (item: TaxonomyUse, verb: string) => {
    setEditing(null);
    setNotice(`${verb} “${item.name}”. The site is rebuilding with the change.`);
    load();
  };

  const remove = async (item: TaxonomyUse, detach: boolean) => {
    if (!detach && !window.confirm(`Delete the ${noun} “${item.name}”?`)) return;
    setRefusal(null);
    try {
      await taxonomyApi.remove(kind, item.id, detach);
      setNotice(`Deleted “${item.name}”.`);
      load();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        setRefusal({ item, message: caught.message });
      } else {
        setNotice(caught instanceof Error ? caught.message : String(caught));
      }
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {plural}
        </h3>
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
        >
          Add {noun}
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {notice}
      </p>
      {refusal && (
        <div role="alert" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-ink">{refusal.message}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-secondary px-3 py-1.5 text-sm"
              onClick={() => void remove(refusal.item, true)}
            >
              Take it off those posts and delete it
            </button>
            <button
              type="button"
              className="btn-secondary px-3 py-1.5 text-sm"
              onClick={() => setRefusal(null)}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      {editing === 'new' && (
        <TaxonomyForm
          kind={kind}
          onSaved={(item) => saved(item, 'Added')}
          onCancel={() => setEditing(null)}
        />
      )}
      {items === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id} className="space-y-3 px-4 py-3" data-taxonomy-slug={item.slug}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{item.name}</p>
                  <p className="text-sm text-slate-600">
                    <a href={`${prefix}/${item.slug}`} className="link break-all">
                      {prefix}/{item.slug}
                    </a>{' '}
                    · {item.postCount} post{item.postCount === 1 ? '' : 's'}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    aria-label={`Edit ${item.name}`}
                    onClick={() => setEditing(item.id)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    aria-label={`Delete ${item.name}`}
                    onClick={() => void remove(item, false)}
                  >
                    Delete
                  </button>
                </div>
              </div>
              {editing === item.id && (
                <TaxonomyForm
                  kind={kind}
                  item={item}
                  onSaved={(updated) => saved(updated, 'Saved')}
                  onCancel={() => setEditing(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {items?.length === 0 && <p className="text-slate-600">No {noun}s yet.</p>}
    </section>
  );
}

export default function TaxonomiesPanel() {
  return (
    <section aria-labelledby="taxonomies-heading" className="space-y-8">
      <div>
        <h2 id="taxonomies-heading" className="text-2xl font-bold text-ink">
          Audiences, stages and topics
        </h2>
        <p className="mt-1 text-slate-600">
          They group the insights, and each has its own page on the site.
        </p>
      </div>
      {TAXONOMY_KIND_LIST.map((kind) => (
        <TaxonomySection key={kind} kind={kind} />
      ))}
    </section>
  );
}
