/**
 * What the editor's publish control will do with the date typed into it: publish now (no date),
 * schedule (a time ahead), or publish at once dated in the past (backdate). Pure, so the editor's
 * wording and the server's behavior are tested against the same rule.
 */
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { parseSiteLocal } from '#lib/time/site-time.ts';
import { postStatus } from './status.ts';

export type PublishPlan =
  | { kind: 'now' }
  | { kind: 'schedule'; at: Date }
  | { kind: 'backdate'; at: Date }
  | { kind: 'invalid' };

export function publishPlan(typed: string, now: Date = new Date()): PublishPlan {
  if (!typed.trim()) return { kind: 'now' };
  const at = parseSiteLocal(typed);
  if (!at) return { kind: 'invalid' };
  return at.getTime() > now.getTime() ? { kind: 'schedule', at } : { kind: 'backdate', at };
}

/** How a publish action reads in the publishing status line. */
export function publishChange(
  post: { title: string; isPublished: boolean; publishedAt: Date | null },
  now: Date = new Date(),
): string {
  const status = postStatus(post, now);
  if (status === 'scheduled')
    return `Scheduled “${post.title}” for ${formatSiteTime(post.publishedAt!)}`;
  return status === 'published' ? `Published “${post.title}”` : `Unpublished “${post.title}”`;
}
