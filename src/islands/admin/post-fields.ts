/**
 * The post form's fields for a new post, a saved one and a version from its history, and the ones it
 * requires.
 */
import type { AdminPost, PostFields } from './api.ts';

export const emptyPost: PostFields = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  coverImageUrl: '',
  category: '',
  metaTitle: '',
  metaDescription: '',
  focusKeyword: '',
  personaIds: [],
  journeyStageIds: [],
  topicIds: [],
};

/** The form's fields of a saved post: every field of `emptyPost`, as the post has it. */
export const fieldsOf = (post: AdminPost): PostFields =>
  Object.fromEntries(
    Object.keys(emptyPost).map((key) => [key, post[key as keyof PostFields]]),
  ) as unknown as PostFields;

/** A post's document from its history, as the form reads a post (blank overrides as ''). */
export const fieldsOfRevision = (document: Record<string, unknown>): PostFields =>
  fieldsOf({
    ...document,
    category: document.category ?? '',
    metaTitle: document.metaTitle ?? '',
    metaDescription: document.metaDescription ?? '',
    focusKeyword: document.focusKeyword ?? '',
  } as AdminPost);

/** The post form's text fields (the others are lists of ids). */
export type TextField =
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'coverImageUrl'
  | 'category'
  | 'metaTitle'
  | 'metaDescription'
  | 'focusKeyword';

const REQUIRED: {
  key: Exclude<TextField, 'metaTitle' | 'metaDescription' | 'focusKeyword'>;
  label: string;
}[] = [
  { key: 'title', label: 'Title' },
  { key: 'slug', label: 'Slug' },
  { key: 'excerpt', label: 'Excerpt' },
  { key: 'content', label: 'Content' },
  { key: 'coverImageUrl', label: 'Image URL' },
  { key: 'category', label: 'Category' },
];

/** Each required field left blank, with what the form says about it. */
export function missingFields(fields: PostFields): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key, label } of REQUIRED)
    if (!fields[key].trim()) errors[key] = `${label} is required.`;
  return errors;
}
