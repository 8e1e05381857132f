/**
 * Related articles under an insight, computed at build time from the list of posts. Each candidate
 * earns points for every tag it shares with the post; recency breaks ties.
 */

/** Points for each shared tag: a shared topic says most about what a reader wants next. */
export const RELATED_WEIGHTS = {
  topics: 3,
  journeyStages: 2,
  personas: 1,
} as const;

type TagList = keyof typeof RELATED_WEIGHTS;

export interface RelatedCandidate {
  id: string;
  slug: string;
  publishedAt: Date;
  /** Absent means published (the public reads only return published posts). */
  isPublished?: boolean;
  personas: readonly { slug: string }[];
  journeyStages: readonly { slug: string }[];
  topics: readonly { slug: string }[];
}

export interface RelatedOptions {
  limit?: number;
  /** Posts published after this instant are scheduled, not public yet. */
  now?: Date;
}

/** Three related articles under a post. */
export const DEFAULT_RELATED_LIMIT = 3;

const TAG_LISTS = Object.keys(RELATED_WEIGHTS) as TagList[];

/** The points a candidate earns against the post: weight × number of shared tags, summed. */
export function relatedScore(
  post: Pick<RelatedCandidate, TagList>,
  candidate: Pick<RelatedCandidate, TagList>,
): number {
  return TAG_LISTS.reduce((score, list) => {
    const mine = new Set(post[list].map((tag) => tag.slug));
    const shared = candidate[list].filter((tag) => mine.has(tag.slug)).length;
    return score + shared * RELATED_WEIGHTS[list];
  }, 0);
}

function isVisible(candidate: RelatedCandidate, now: Date): boolean {
  return candidate.isPublished !== false && candidate.publishedAt.getTime() <= now.getTime();
}

/**
 * The best `limit` related posts: highest score first, then newest, then by slug so equal posts
 * always come in the same order. Never the post itself, drafts, scheduled posts or posts sharing
 * nothing with it.
 */
export function relatedInsights<T extends RelatedCandidate>(
  post: RelatedCandidate,
  candidates: readonly T[],
  { limit = DEFAULT_RELATED_LIMIT, now = new Date() }: RelatedOptions = {},
): T[] {
  return candidates
    .filter((candidate) => candidate.id !== post.id && isVisible(candidate, now))
    .map((candidate) => ({ candidate, score: relatedScore(post, candidate) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.publishedAt.getTime() - a.candidate.publishedAt.getTime() ||
        a.candidate.slug.localeCompare(b.candidate.slug),
    )
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate);
}
