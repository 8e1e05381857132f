/** Related articles under a built-in blog article: same category first, then shared keywords. */

export interface BlogRelatedCandidate {
  id: string;
  category: string;
  keywords: readonly string[];
  publishedAt: Date;
}

export const DEFAULT_BLOG_RELATED_LIMIT = 2;

const normalize = (keyword: string) => keyword.trim().toLowerCase().replace(/\s+/g, ' ');

export function sharedKeywords(
  a: Pick<BlogRelatedCandidate, 'keywords'>,
  b: Pick<BlogRelatedCandidate, 'keywords'>,
): number {
  const mine = new Set(a.keywords.map(normalize));
  return new Set(b.keywords.map(normalize).filter((k) => mine.has(k))).size;
}

/**
 * Other articles of the same category (more shared keywords first), then articles of other
 * categories that share at least one keyword; newest first among equals. Never the article itself.
 */
export function relatedBlogArticles<T extends BlogRelatedCandidate>(
  article: BlogRelatedCandidate,
  candidates: readonly T[],
  limit = DEFAULT_BLOG_RELATED_LIMIT,
): T[] {
  return candidates
    .filter((candidate) => candidate.id !== article.id)
    .map((candidate) => ({
      candidate,
      sameCategory: candidate.category === article.category ? 1 : 0,
      shared: sharedKeywords(article, candidate),
    }))
    .filter(({ sameCategory, shared }) => sameCategory > 0 || shared > 0)
    .sort(
      (a, b) =>
        b.sameCategory - a.sameCategory ||
        b.shared - a.shared ||
        b.candidate.publishedAt.getTime() - a.candidate.publishedAt.getTime() ||
        a.candidate.id.localeCompare(b.candidate.id),
    )
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate);
}
