/**
 * Industry pages: every industry (published or not), added and edited with the form engine from
 * the industry schema: summary, intro, image, specialized services, questions and resource links,
 * each list with as many items as the page allows.
 */
import { RecordsPanel, type RecordRow, type RecordsWords } from './RecordsPanel.tsx';

interface IndustryRow extends RecordRow {
  name: string;
}

const WORDS: RecordsWords<IndustryRow> = {
  heading: 'Industries',
  collection: '/api/admin/industries',
  listKey: 'industries',
  itemKey: 'industry',
  noun: 'industry page',
  addLabel: 'Add industry',
  newLabel: 'New industry',
  saveLabel: 'Save industry',
  nameOf: (row) => row.name,
  titleOf: (row) => row.name,
  pathOf: (slug) => `/industries/${slug}`,
  dataAttribute: 'data-industry-slug',
  notFound: 'That industry no longer exists.',
};

export default function IndustriesPanel({
  onSaved,
  initialEdit,
}: {
  onSaved?: () => void;
  initialEdit?: string | undefined;
}) {
  return <RecordsPanel words={WORDS} onSaved={onSaved} initialEdit={initialEdit} />;
}
