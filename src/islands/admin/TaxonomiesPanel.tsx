/**
 * Audiences, journey stages and topics: list each with how many posts use it, add, rename, change
 * the slug (the old address redirects) and intro, and delete (refused while posts use it, unless the
 * marketer chooses to take it off them).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { TaxonomyUse } from '#lib/taxonomies/admin.ts';
import type { TaxonomyInput } from '#lib/taxonomies/input.ts';
import { TAXONOMY_KIND_LIST, TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { slugify } from '#lib/text/slugify.ts';
import { ApiError, isStale, request } from './api.ts';
import { RowActions } from './RowActions.tsx';
import { FormActions, PageFormElement, usePageForm } from './page-form.tsx';
import { RevisionHistoryButton } from './revision-history-button.tsx';
import { useCan } from './role.ts';

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
  update: (kind: TaxonomyKind, id: string, fields: TaxonomyInput, version: number | undefined) =>
    request<{ item: TaxonomyUse }>(
      'PUT',
      `/api/admin/taxonomies/${TAXONOMY_TERMS[kind].segment}/${id}`,
      fields,
      version,
    ),
  remove: (kind: TaxonomyKind, item: TaxonomyUse, detach: boolean) =>
    request<{ ok: true; detachedFrom: string[] }>(
      'DELETE',
      `/api/admin/taxonomies/${TAXONOMY_TERMS[kind].segment}/${item.id}${detach ? '?detach=true' : ''}`,
      undefined,
      item.version,
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
  const [fields, setFields] = useState({
    name: item?.name ?? '',
    slug: item?.slug ?? '',
    intro: item?.intro ?? '',
  });
  const [slugTouched, setSlugTouched] = useState(item !== undefined);
  const form = usePageForm({
    noun,
    version: item?.version,
    send: async (version) => {
      const { item: saved } = item
        ? await taxonomyApi.update(kind, item.id, fields, version)
        : await taxonomyApi.create(kind, fields);
      onSaved({ ...saved, postCount: item?.postCount ?? 0 });
      return saved.version;
    },
    reload:
      item &&
      (async () => {
        const current = (await taxonomyApi.list(kind)).items.find((other) => other.id === item.id);
        if (!current) throw new Error(`That ${noun} no longer exists.`);
        setFields({ name: current.name, slug: current.slug, intro: current.intro ?? '' });
        return current.version;
      }),
  });

  return (
    <PageFormElement form={form} label={item ? `Edit ${item.name}` : `New ${noun}`}>
      {form.text(
        'name',
        'Name',
        fields.name,
        (name) =>
          setFields((current) => ({
            ...current,
            name,
            ...(!slugTouched && { slug: slugify(name) }),
          })),
        `The ${noun} as readers see it.`,
      )}
      {form.text(
        'slug',
        'Slug',
        fields.slug,
        (slug) => {
          setSlugTouched(true);
          setFields((current) => ({ ...current, slug }));
        },
        `The page is ${prefix}/${fields.slug || '…'}.${item ? ' Changing it moves the page: the old address redirects to the new one.' : ''}`,
      )}
      {form.area(
        'intro',
        'Intro (optional)',
        fields.intro,
        (intro) => setFields((current) => ({ ...current, intro })),
        3,
        `Opens the ${noun}’s page, above its articles.`,
      )}
      {item && (
        <RevisionHistoryButton
          kind={TAXONOMY_TERMS[kind].revisions}
          id={item.id}
          onRestore={(document) => {
            const restored = document as unknown as TaxonomyUse;
            setFields({ name: restored.name, slug: restored.slug, intro: restored.intro ?? '' });
            setSlugTouched(true);
          }}
        />
      )}
      <FormActions form={form} label={item ? 'Save' : `Add ${noun}`} onCancel={onCancel} />
    </PageFormElement>
  );
}

function TaxonomySection({
  kind,
  onSaved,
}: {
  kind: TaxonomyKind;
  onSaved?: (() => void) | undefined;
}) {
  const { noun, plural, prefix } = TAXONOMY_TERMS[kind];
  const headingId = useId();
  const [items, setItems] = useState<TaxonomyUse[] | null>(null);
  // The id of the record being edited, 'new' for the add form, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState<{ item: TaxonomyUse; message: string } | null>(null);
  // Every change to an audience, stage or topic is live at once: not for contributors.
  const mayChange = useCan('publish');

  const load = useCallback(() => {
    taxonomyApi.list(kind).then(
      ({ items: loaded }) => setItems(loaded),
      (caught: unknown) => setNotice(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [kind]);
  useEffect(load, [load]);

  const saved = (item: TaxonomyUse, verb: string) => {
    setEditing(null);
    // The list holds the saved version at once: an Edit or Delete pressed before it reloads sends it.
    setItems((current) =>
      current && current.some((other) => other.id === item.id)
        ? current.map((other) => (other.id === item.id ? item : other))
        : current && [...current, item],
    );
    // The publishing line above says whether the site is rebuilding with it, and when it is live.
    setNotice(`${verb} “${item.name}”.`);
    onSaved?.();
    load();
  };

  const remove = async (item: TaxonomyUse, detach: boolean) => {
    if (!detach && !window.confirm(`Delete the ${noun} “${item.name}”?`)) return;
    setRefusal(null);
    try {
      await taxonomyApi.remove(kind, item, detach);
      setNotice(`Deleted “${item.name}”.`);
      onSaved?.();
      load();
    } catch (caught) {
      if (isStale(caught)) {
        setNotice(
          `“${item.name}” was changed since this list was loaded, so nothing was deleted. The list now shows it as it is; check it and try again.`,
        );
        load();
      } else if (caught instanceof ApiError && caught.status === 409) {
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
        {mayChange && (
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            onClick={() => setEditing('new')}
            disabled={editing === 'new'}
          >
            Add {noun}
          </button>
        )}
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
                {mayChange && (
                  <RowActions
                    subject={item.name}
                    onEdit={() => setEditing(item.id)}
                    onDelete={() => void remove(item, false)}
                  />
                )}
              </div>
              {editing === item.id && (
                <TaxonomyForm
                  kind={kind}
                  item={item}
                  onSaved={(updated) => saved(updated, 'Changed')}
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

export default function TaxonomiesPanel({ onSaved }: { onSaved?: () => void }) {
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
        <TaxonomySection key={kind} kind={kind} onSaved={onSaved} />
      ))}
    </section>
  );
}
