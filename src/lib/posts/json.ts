/** How the admin API sends posts: dates as ISO strings, the shape the admin island reads. */
import type { AdminPost } from './admin.ts';
import { postStatus } from './status.ts';

export function postJson(post: AdminPost) {
  return {
    ...post,
    status: postStatus(post),
    category: post.category ?? '',
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    focusKeyword: post.focusKeyword ?? '',
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
