/** The post form's fields for a new post and for a saved one. */
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
