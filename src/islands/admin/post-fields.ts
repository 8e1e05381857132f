/**
 * The post form's fields for a new post and for a saved one. Apart from the form, so the post list
 * can open the editor without loading it first.
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

export const fieldsOf = (post: AdminPost): PostFields => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.content,
  coverImageUrl: post.coverImageUrl,
  category: post.category,
  metaTitle: post.metaTitle,
  metaDescription: post.metaDescription,
  focusKeyword: post.focusKeyword,
  personaIds: post.personaIds,
  journeyStageIds: post.journeyStageIds,
  topicIds: post.topicIds,
});
