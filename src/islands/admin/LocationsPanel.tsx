/**
 * Location pages: every city (published or not), added and edited with the form engine from the
 * location schema: intro, areas, three highlights, four service cards and five FAQs. While the
 * marketer types, the editor compares the page with every other published one and warns before it
 * reads like a copy.
 */
import { useMemo } from 'react';
import {
  DOORWAY_THRESHOLD,
  locationText,
  similarity,
  type LocationText,
} from '#lib/locations/doorway.ts';
import type { LocationDetails } from '#lib/locations/input.ts';
import type { DocumentValue } from '#lib/pages/fields.ts';
import { RecordsPanel, type RecordRow, type RecordsWords } from './RecordsPanel.tsx';

interface LocationRow extends RecordRow {
  city: string;
  state: string;
  introText: string;
  details: LocationDetails | null;
}

const WORDS: RecordsWords<LocationRow> = {
  heading: 'Locations',
  collection: '/api/admin/locations',
  listKey: 'locations',
  itemKey: 'location',
  noun: 'location page',
  addLabel: 'Add location',
  newLabel: 'New location',
  saveLabel: 'Save location',
  nameOf: (row) => row.city,
  titleOf: (row) => `${row.city}, ${row.state}`,
  pathOf: (slug) => `/locations/${slug}`,
  dataAttribute: 'data-location-slug',
  notFound: 'That location no longer exists.',
};

type Page = Parameters<typeof locationText>[0];

/** The warning before a page reads like another published city's. */
function DoorwayWarning({ value, rows }: { value: DocumentValue; rows: readonly LocationRow[] }) {
  const page = value as unknown as Page;
  const others = useMemo<LocationText[]>(
    () =>
      rows
        .filter((row) => row.isPublished && row.details)
        .map((row) => locationText({ ...row, details: row.details! })),
    [rows],
  );
  const closest = useMemo(() => {
    const text = locationText(page);
    return others
      .filter((other) => other.slug !== page.slug)
      .map((other) => ({ slug: other.slug, score: similarity(text, other) }))
      .sort((a, b) => b.score - a.score)[0];
  }, [page, others]);
  const tooAlike = closest !== undefined && closest.score > DOORWAY_THRESHOLD;
  return (
    <p
      role="status"
      className={
        tooAlike ? 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-ink' : 'sr-only'
      }
    >
      {tooAlike && closest
        ? `This page reads ${Math.round(closest.score * 100)}% like /locations/${closest.slug} once the city names are removed. Search engines treat near-copies as doorway pages: rewrite the intro and questions for ${page.city || 'this city'}. It cannot be published until then.`
        : ''}
    </p>
  );
}

export default function LocationsPanel({
  onSaved,
  initialEdit,
}: {
  onSaved?: () => void;
  initialEdit?: string | undefined;
}) {
  return (
    <RecordsPanel
      words={WORDS}
      onSaved={onSaved}
      initialEdit={initialEdit}
      extra={(value, { rows }) => <DoorwayWarning value={value} rows={rows} />}
    />
  );
}
