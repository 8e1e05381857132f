/**
 * Landing pages: pages the marketer composes from the brand's sections, at /{slug}, every one
 * (published or not) listed, and each edited with the form engine, its sections added, moved and
 * removed (SectionsInput.tsx), previewed at a phone's and a desktop's width and shared
 * (ComposedPagePreview.tsx). A new page starts blank or from a template.
 */
import { LANDING_PAGE_TEMPLATES } from '#lib/landing-pages/templates.ts';
import { ComposedPagePreview } from './ComposedPagePreview.tsx';
import {
  RecordsPanel,
  type RecordRow,
  type RecordStart,
  type RecordsWords,
} from './RecordsPanel.tsx';

interface LandingPageRow extends RecordRow {
  title: string;
}

const WORDS: RecordsWords<LandingPageRow> = {
  heading: 'Landing pages',
  collection: '/api/admin/landing-pages',
  listKey: 'landing-pages',
  itemKey: 'landing-page',
  noun: 'page',
  addLabel: 'New page',
  newLabel: 'New page',
  saveLabel: 'Save page',
  nameOf: (row) => row.title,
  titleOf: (row) => row.title,
  pathOf: (slug) => `/${slug}`,
  dataAttribute: 'data-landing-page-slug',
  notFound: 'That page no longer exists.',
};

/** A new page starts blank or from a template (campaign, service, event): each passes every rule. */
const STARTS: RecordStart[] = LANDING_PAGE_TEMPLATES.map(({ id, label, description, page }) => ({
  id,
  label,
  description,
  value: { ...page },
}));

export default function LandingPagesPanel({
  onSaved,
  initialEdit,
}: {
  onSaved?: () => void;
  initialEdit?: string | undefined;
}) {
  return (
    <RecordsPanel
      words={WORDS}
      starts={STARTS}
      onSaved={onSaved}
      initialEdit={initialEdit}
      extra={(value, { row, facts, toSend }) => (
        <ComposedPagePreview id={row?.id} head={value} facts={facts} page={toSend} />
      )}
    />
  );
}
