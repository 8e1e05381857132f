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

/** The post's tags as sets, built once per post rather than once per candidate. */
type TagSets = Record<TagList, ReadonlySet<string>>;

const slugSet = (tags: readonly { slug: string }[]): ReadonlySet<string> =>
  new Set(tags.map((tag) => tag.slug));

const tagSets = (post: Pick<RelatedCandidate, TagList>): TagSets => ({
  topics: slugSet(post.topics),
  journeyStages: slugSet(post.journeyStages),
  personas: slugSet(post.personas),
});

function scoreAgainst(mine: TagSets, candidate: Pick<RelatedCandidate, TagList>): number {
  let score = 0;
  for (const list of TAG_LISTS) {
    for (const tag of candidate[list]) if (mine[list].has(tag.slug)) score += RELATED_WEIGHTS[list];
  }
  return score;
}

/** The points a candidate earns against the post: weight × number of shared tags, summed. */
export const relatedScore = (
  post: Pick<RelatedCandidate, TagList>,
  candidate: Pick<RelatedCandidate, TagList>,
): number => scoreAgainst(tagSets(post), candidate);

function isVisible(candidate: RelatedCandidate, now: Date): boolean {
  return candidate.isPublished !== false && candidate.publishedAt.getTime() <= now.getTime();
}

interface Ranked<T> {
  candidate: T;
  score: number;
}

/** Highest score first, then newest, then by slug, so equal posts always come in the same order. */
const byRank = <T extends RelatedCandidate>(a: Ranked<T>, b: Ranked<T>): number =>
  b.score - a.score ||
  b.candidate.publishedAt.getTime() - a.candidate.publishedAt.getTime() ||
  a.candidate.slug.localeCompare(b.candidate.slug);

/**
 * The best `limit` related posts, in rank order. Never the post itself, drafts, scheduled posts or
 * posts sharing nothing with it. Every post of the build runs this against every other, so it keeps
 * only the best `limit` while it scores instead of sorting them all.
 */
export function relatedInsights<T extends RelatedCandidate>(
  post: RelatedCandidate,
  candidates: readonly T[],
  { limit = DEFAULT_RELATED_LIMIT, now = new Date() }: RelatedOptions = {},
): T[] {
  const size = Math.max(0, limit);
  const mine = tagSets(post);
  const best: Ranked<T>[] = [];
  for (const candidate of candidates) {
    if (candidate.id === post.id || !isVisible(candidate, now)) continue;
    const score = scoreAgainst(mine, candidate);
    if (score <= 0) continue;
    const ranked = { candidate, score };
    const last = best.at(-1);
    if (best.length === size && (last === undefined || byRank(ranked, last) >= 0)) continue;
    const at = best.findIndex((other) => byRank(ranked, other) < 0);
    best.splice(at === -1 ? best.length : at, 0, ranked);
    if (best.length > size) best.pop();
  }
  return best.map(({ candidate }) => candidate);
}

/**
 * Every post's related posts at once, each exactly as `relatedInsights` ranks them: what a build
 * needs for every article. Candidates with the same tags score alike against any post, so each set
 * of tags is scored once per post, not each candidate: ten thousand posts took about a minute one by
 * one (bench/results.md), and the build and every publish list them all.
 */
export function relatedIndex<T extends RelatedCandidate>(
  candidates: readonly T[],
  { limit = DEFAULT_RELATED_LIMIT, now = new Date() }: RelatedOptions = {},
): (post: RelatedCandidate) => T[] {
  const size = Math.max(0, limit);
  const byRecency = (a: T, b: T) =>
    b.publishedAt.getTime() - a.publishedAt.getTime() || a.slug.localeCompare(b.slug);
  const groups = new Map<string, { tags: Pick<RelatedCandidate, TagList>; members: T[] }>();
  for (const candidate of candidates) {
    if (!isVisible(candidate, now)) continue;
    const key = TAG_LISTS.map((list) =>
      candidate[list]
        .map((tag) => tag.slug)
        .sort()
        .join('\n'),
    ).join('\t');
    const group = groups.get(key);
    if (group) group.members.push(candidate);
    else groups.set(key, { tags: candidate, members: [candidate] });
  }
  // Each group's best few, newest first: a post needs at most `size` of a group, and itself aside.
  const ranked = [...groups.values()].map(({ tags, members }) => ({
    tags,
    members: members.sort(byRecency).slice(0, size + 1),
  }));
  return (post) => {
    const mine = tagSets(post);
    const scored = ranked
      .map((group) => ({ members: group.members, score: scoreAgainst(mine, group.tags) }))
      .filter((group) => group.score > 0)
      .sort((a, b) => b.score - a.score);
    const best: T[] = [];
    for (let at = 0; at < scored.length && best.length < size;) {
      const score = scored[at]!.score;
      const tied: T[] = [];
      for (; at < scored.length && scored[at]!.score === score; at++)
        tied.push(...scored[at]!.members);
      for (const candidate of tied.sort(byRecency)) {
        if (candidate.id === post.id) continue;
        best.push(candidate);
        if (best.length === size) break;
      }
    }
    return best;
  };
}
