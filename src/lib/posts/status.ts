/**
 * Where a post stands for the public. A post is published with a time; while that time is still
 * ahead it is scheduled, and every public page, feed and list leaves it out until it has come.
 */
export type PostStatus = 'draft' | 'scheduled' | 'published';

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export interface PublicationFields {
  isPublished: boolean;
  publishedAt: Date | null;
}

export function postStatus(post: PublicationFields, now: Date = new Date()): PostStatus {
  if (!post.isPublished || !post.publishedAt) return 'draft';
  return post.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** True when the public site shows the post at `now`. */
export const isLive = (post: PublicationFields, now: Date = new Date()): boolean =>
  postStatus(post, now) === 'published';
