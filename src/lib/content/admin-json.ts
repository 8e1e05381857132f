/** How the admin API sends posts: dates as ISO strings, the shape the admin island reads. */
import type { AdminPost } from './admin-posts.ts';

export function postJson(post: AdminPost) {
  return {
    ...post,
    category: post.category ?? '',
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
