/**
 * Landing pages: pages the marketer composes from the brand's sections, at /{slug}, every one
 * (published or not) listed, and each edited with the form engine, its sections added, moved and
 * removed (SectionsInput.tsx). A new page starts blank or from a template.
 */
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

// TODO(templates.ts): replace with the templates of src/lib/landing-pages/templates.ts.
const STARTS: RecordStart[] = [
  {
    id: 'hero-only',
    label: 'A hero only',
    value: {
      sections: [
        {
          type: 'hero',
          title: 'Managed IT that keeps your team working',
          intro: 'One team for your help desk, security and cloud, on a fixed monthly price.',
        },
      ],
    },
  },
];

export default function LandingPagesPanel({
  onSaved,
  initialEdit,
}: {
  onSaved?: () => void;
  initialEdit?: string | undefined;
}) {
  return <RecordsPanel words={WORDS} starts={STARTS} onSaved={onSaved} initialEdit={initialEdit} />;
}
