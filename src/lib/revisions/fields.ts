/**
 * Revisions, the browser-safe part: how many are kept, which are never pruned, and what the admin
 * calls each kind of record. A revision's kind is its record's table name
 * with hyphens for underscores (posts, locations, journey-stages, …: browsers never see a schema
 * name), so a content type added later has revisions under its own table's name.
 */
/** Pruning keeps at least this many of each record's newest revisions (the database agrees). */
export const REVISIONS_KEPT = 50;

export interface RevisionSummary {
  version: number;
  /** Whether that version was public (or scheduled): such a revision is never pruned. */
  published: boolean;
}

/**
 * The versions pruning removes from one record's revisions: every one that is neither among the
 * newest `keep` nor published. Whatever order they come in.
 */
export function revisionsToPrune(
  revisions: readonly RevisionSummary[],
  keep: number = REVISIONS_KEPT,
): number[] {
  return [...revisions]
    .sort((a, b) => b.version - a.version)
    .slice(keep)
    .filter((revision) => !revision.published)
    .map((revision) => revision.version)
    .sort((a, b) => a - b);
}

/**
 * Whether a document was on the public site (or scheduled for it): its `isPublished` when the kind
 * has drafts; a kind without drafts (audiences, stages, topics) is live with every save.
 */
export function isPublishedDocument(document: Readonly<Record<string, unknown>>): boolean {
  return typeof document.isPublished === 'boolean' ? document.isPublished : true;
}

/** The kind of revisions of a table's records: `journey_stages` → `journey-stages`. */
export const kindOfTable = (table: string) => table.replaceAll('_', '-');

/** What the admin calls one record of a kind; a kind not listed is named after its table. */
const KIND_NOUNS: Readonly<Record<string, string>> = {
  posts: 'post',
  personas: 'audience',
  'journey-stages': 'journey stage',
  topics: 'topic',
  locations: 'location page',
  industries: 'industry page',
  'page-documents': 'page',
};

export function kindNoun(kind: string): string {
  return KIND_NOUNS[kind] ?? kind.replaceAll('-', ' ').replace(/s$/, '');
}

/** The refusal to show or restore revisions of a record that was deleted (or never existed). */
export const deletedRecordMessage = (kind: string, noun = kindNoun(kind)) =>
  `This ${noun} no longer exists (it was deleted), so none of its revisions can be shown or restored.`;

/** Bookkeeping a document carries that a reader does not compare. */
export const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'authorId',
]);
