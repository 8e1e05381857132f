/**
 * Location pages: list every city (published or not), add one, and edit everything its page shows:
 * intro, areas, three highlights, four service cards and five FAQs. While the marketer types, the
 * editor compares the page with every other published one and warns before it reads like a copy.
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { LocationRow } from '#lib/locations/admin.ts';
import {
  DOORWAY_THRESHOLD,
  locationText,
  similarity,
  type LocationText,
} from '#lib/locations/doorway.ts';
import { LOCATION_COUNTS } from '#lib/locations/fields.ts';
import type { LocationDetails, LocationInput } from '#lib/locations/input.ts';
import { slugify } from '#lib/text/slugify.ts';
import { request } from './api.ts';
import { RevisionHistoryButton } from './revision-history-button.tsx';
import { useCan } from './role.ts';
import { FormActions, PublishedCheckbox, usePageForm } from './page-form.tsx';

type Row = Omit<LocationRow, 'updatedAt'> & { updatedAt: string };

const locationsApi = {
  list: () => request<{ locations: Row[] }>('GET', '/api/admin/locations'),
  create: (fields: LocationInput) =>
    request<{ location: Row }>('POST', '/api/admin/locations', fields),
  update: (id: string, fields: LocationInput, version: number | undefined) =>
    request<{ location: Row }>('PUT', `/api/admin/locations/${id}`, fields, version),
};

const blankCard = { icon: 'check' as const, title: '', description: '' };
const blankDetails = (): LocationDetails => ({
  areas: [],
  highlights: Array.from({ length: LOCATION_COUNTS.highlights }, () => ({ ...blankCard })),
  services: Array.from({ length: LOCATION_COUNTS.services }, () => ({
    ...blankCard,
    href: '/managed-it-services',
    linkLabel: '',
  })),
  faqs: Array.from({ length: LOCATION_COUNTS.faqs }, () => ({ question: '', answer: '' })),
});

interface Fields {
  slug: string;
  city: string;
  state: string;
  metaTitle: string;
  metaDescription: string;
  introText: string;
  isPublished: boolean;
  areas: string;
  details: LocationDetails;
}

const fieldsOf = (row?: Row): Fields => ({
  slug: row?.slug ?? '',
  city: row?.city ?? '',
  state: row?.state ?? '',
  metaTitle: row?.metaTitle ?? '',
  metaDescription: row?.metaDescription ?? '',
  introText: row?.introText ?? '',
  isPublished: row?.isPublished ?? false,
  areas: (row?.details?.areas ?? []).join('\n'),
  details: row?.details ?? blankDetails(),
});

const inputOf = (fields: Fields): LocationInput => ({
  slug: fields.slug,
  city: fields.city,
  state: fields.state,
  metaTitle: fields.metaTitle,
  metaDescription: fields.metaDescription,
  introText: fields.introText,
  isPublished: fields.isPublished,
  details: {
    ...fields.details,
    areas: fields.areas
      .split('\n')
      .map((area) => area.trim())
      .filter(Boolean),
  },
});

function LocationForm({
  row,
  others,
  onSaved,
  onCancel,
}: {
  row?: Row;
  others: LocationText[];
  onSaved: (row: Row) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(() => fieldsOf(row));
  const [slugTouched, setSlugTouched] = useState(row !== undefined);
  const form = usePageForm({
    noun: 'location page',
    version: row?.version,
    send: async (version) => {
      const input = inputOf(fields);
      const { location } = row
        ? await locationsApi.update(row.id, input, version)
        : await locationsApi.create(input);
      onSaved(location);
    },
    reload:
      row &&
      (async () => {
        const current = (await locationsApi.list()).locations.find((other) => other.id === row.id);
        if (!current) throw new Error('That location no longer exists.');
        setFields(fieldsOf(current));
        return current.version;
      }),
  });
  const { text, area, icon } = form;

  const closest = useMemo(() => {
    const page = locationText(fields);
    return others
      .filter((other) => other.slug !== fields.slug)
      .map((other) => ({ slug: other.slug, score: similarity(page, other) }))
      .sort((a, b) => b.score - a.score)[0];
  }, [fields, others]);
  const tooAlike = closest !== undefined && closest.score > DOORWAY_THRESHOLD;

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const setDetail = <K extends 'highlights' | 'services' | 'faqs'>(
    key: K,
    index: number,
    change: Partial<LocationDetails[K][number]>,
  ) =>
    setFields((current) => ({
      ...current,
      details: {
        ...current.details,
        [key]: current.details[key].map((item, i) => (i === index ? { ...item, ...change } : item)),
      },
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.save();
  };

  return (
    <form
      className="space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={row ? `Edit ${row.city}` : 'New location'}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ink">Page</legend>
        {text('city', 'City', fields.city, (city) =>
          setFields((current) => ({
            ...current,
            city,
            ...(!slugTouched && { slug: slugify(`${city} ${current.state}`) }),
          })),
        )}
        {text('state', 'State (two letters)', fields.state, (typed) => {
          const state = typed.toUpperCase();
          setFields((current) => ({
            ...current,
            state,
            ...(!slugTouched && { slug: slugify(`${current.city} ${state}`) }),
          }));
        })}
        {text('slug', 'Slug', fields.slug, (slug) => {
          setSlugTouched(true);
          set('slug', slug);
        })}
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
          {area('details.areas', 'Areas served (one per line)', fields.areas, (value) =>
            set('areas', value),
          )}
        </div>
      </fieldset>
      {(['highlights', 'services'] as const).map((kind) => (
        <fieldset key={kind} className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-ink">
            {kind === 'highlights' ? 'Highlights' : 'Service cards'}
          </legend>
          {fields.details[kind].map((card, index) => (
            <div
              key={index}
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2"
            >
              {icon(`details.${kind}.${index}.icon`, card.icon, (value) =>
                setDetail(kind, index, { icon: value }),
              )}
              {text(
                `details.${kind}.${index}.title`,
                `${kind === 'highlights' ? 'Highlight' : 'Service'} ${index + 1} title`,
                card.title,
                (value) => setDetail(kind, index, { title: value }),
              )}
              <div className="sm:col-span-2">
                {area(
                  `details.${kind}.${index}.description`,
                  `${kind === 'highlights' ? 'Highlight' : 'Service'} ${index + 1} description`,
                  card.description,
                  (value) => setDetail(kind, index, { description: value }),
                  2,
                )}
              </div>
              {'href' in card && (
                <>
                  {text(`details.services.${index}.href`, 'Link', card.href, (value) =>
                    setDetail('services', index, { href: value }),
                  )}
                  {text(
                    `details.services.${index}.linkLabel`,
                    'Link text',
                    card.linkLabel,
                    (value) => setDetail('services', index, { linkLabel: value }),
                  )}
                </>
              )}
            </div>
          ))}
        </fieldset>
      ))}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold text-ink">Questions</legend>
        {fields.details.faqs.map((faq, index) => (
          <div key={index} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
            {text(
              `details.faqs.${index}.question`,
              `Question ${index + 1}`,
              faq.question,
              (value) => setDetail('faqs', index, { question: value }),
            )}
            {area(
              `details.faqs.${index}.answer`,
              `Answer ${index + 1}`,
              faq.answer,
              (value) => setDetail('faqs', index, { answer: value }),
              2,
            )}
          </div>
        ))}
      </fieldset>
      <p
        role="status"
        className={
          tooAlike ? 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-ink' : 'sr-only'
        }
      >
        {tooAlike && closest
          ? `This page reads ${Math.round(closest.score * 100)}% like /locations/${closest.slug} once the city names are removed. Search engines treat near-copies as doorway pages: rewrite the intro and questions for ${fields.city || 'this city'}. It cannot be published until then.`
          : ''}
      </p>
      <PublishedCheckbox
        checked={fields.isPublished}
        onChange={(value) => set('isPublished', value)}
      />
      {row && (
        <RevisionHistoryButton
          kind="locations"
          id={row.id}
          onRestore={(document) => {
            // The content comes back; whether the page is published stays as it is now.
            setFields({ ...fieldsOf(document as unknown as Row), isPublished: fields.isPublished });
            setSlugTouched(true);
          }}
        />
      )}
      <FormActions form={form} label="Save location" onCancel={onCancel} />
    </form>
  );
}

export default function LocationsPanel() {
  const [data, setData] = useState<{ locations: Row[] } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // A contributor changes drafts only: a published page has no Edit for them.
  const mayPublish = useCan('publish');

  const load = useCallback(() => {
    locationsApi
      .list()
      .then(setData, (caught: unknown) =>
        setNotice(caught instanceof Error ? caught.message : String(caught)),
      );
  }, []);
  useEffect(load, [load]);

  /** Every other published page's own words, for the editor's comparison. */
  const published = useMemo<LocationText[]>(
    () =>
      (data?.locations ?? [])
        .filter((row) => row.isPublished && row.details)
        .map((row) => locationText({ ...row, details: row.details! })),
    [data],
  );

  const saved = (row: Row) => {
    setEditing(null);
    setNotice(
      `Saved ${row.city}, ${row.state}${row.isPublished ? '. The site is rebuilding with it.' : ' (not published).'}`,
    );
    load();
  };

  return (
    <section aria-labelledby="locations-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="locations-heading" className="text-2xl font-bold text-ink">
          Locations
        </h2>
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
        >
          Add location
        </button>
      </div>
      <p aria-live="polite" className="text-slate-700">
        {notice}
      </p>
      {editing === 'new' && (
        <LocationForm others={published} onSaved={saved} onCancel={() => setEditing(null)} />
      )}
      {data === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.locations.map((row) => (
            <li key={row.id} className="space-y-3 px-4 py-3" data-location-slug={row.slug}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {row.city}, {row.state}{' '}
                    <span className="text-sm font-normal text-slate-600">
                      · {row.isPublished ? 'Published' : 'Not published'}
                    </span>
                  </p>
                  <a href={`/locations/${row.slug}`} className="link text-sm break-all">
                    /locations/{row.slug}
                  </a>
                </div>
                {(mayPublish || !row.isPublished) && (
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    aria-label={`Edit ${row.city}`}
                    onClick={() => setEditing(row.id)}
                  >
                    Edit
                  </button>
                )}
              </div>
              {editing === row.id && (
                <LocationForm
                  row={row}
                  others={published}
                  onSaved={saved}
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
