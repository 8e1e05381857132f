/**
 * Who may read a kind of record's history: whoever may read its records (a revision is the whole
 * record), decided by the access table before the database is read, so the answer never says
 * whether a record the caller may not read exists.
 */
import { pageDocumentResource, type Resource } from '#lib/access/policy.ts';
import { collectionOfKind } from '#lib/collections/registry.ts';
import { deletedRecordMessage } from './fields.ts';

/**
 * The resource each kind's records are; null: the table has a version for other reasons and keeps
 * no history (an import job, a revision). A kind not listed keeps none either.
 */
const KIND_RESOURCES: Readonly<Record<string, Resource | ((id: string) => Resource) | null>> = {
  posts: 'posts',
  personas: 'taxonomies',
  'journey-stages': 'taxonomies',
  topics: 'taxonomies',
  'page-documents': pageDocumentResource,
  redirects: 'redirects',
  'import-jobs': null,
  'content-revisions': null,
};

/**
 * The resource a record's history is read as (a collection's records: the collection's), or the
 * 404 for a kind that keeps none.
 */
export function revisionResource(kind: string, id: string): Resource | { notFound: string } {
  const rule = Object.hasOwn(KIND_RESOURCES, kind)
    ? KIND_RESOURCES[kind]
    : (collectionOfKind(kind)?.resource ?? null);
  const resource = typeof rule === 'function' ? rule(id) : rule;
  return resource ?? { notFound: deletedRecordMessage(kind, collectionOfKind(kind)?.nouns.one) };
}
