/** The built-in blog articles (content collection `blog`) and what the blog pages derive from them. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { BLOG_CATEGORIES } from '#config/blog.ts';
import { relatedBlogArticles } from '#lib/blog/related.ts';

export type BlogArticle = CollectionEntry<'blog'>;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** At most two related articles under a blog article (docs/product-rules.md). */
export const RELATED_ARTICLES = 2;

/** Every article, newest first. */
export async function blogArticles(): Promise<BlogArticle[]> {
  const articles = await getCollection('blog');
  return articles.sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime());
}

/** Browse by Category: the categories that have articles, with their real counts, not fixed numbers. */
export function categoryCounts(
  articles: readonly BlogArticle[],
): { category: BlogCategory; count: number; articles: BlogArticle[] }[] {
  return BLOG_CATEGORIES.map((category) => {
    const inCategory = articles.filter((article) => article.data.category === category);
    return { category, count: inCategory.length, articles: inCategory };
  }).filter(({ count }) => count > 0);
}

const asCandidate = (article: BlogArticle) => ({
  id: article.id,
  category: article.data.category,
  keywords: article.data.keywords,
  publishedAt: article.data.publishedAt,
  article,
});

/** Up to two other articles: same category first, then those sharing keywords. */
export function relatedArticles(
  articles: readonly BlogArticle[],
  current: BlogArticle,
): BlogArticle[] {
  return relatedBlogArticles(asCandidate(current), articles.map(asCandidate), RELATED_ARTICLES).map(
    (candidate) => candidate.article,
  );
}

export const blogPage = {
  path: '/blog',
  title: 'IT Insights Blog',
  description:
    'Practical guides on managed IT, cybersecurity, cloud and networking for small and mid-sized businesses, written by the Northbeam IT engineering team.',
  hero: {
    eyebrow: 'Blog',
    title: 'IT guidance for growing businesses',
    intro:
      'In-depth articles from our engineers on managed IT, security threats, cloud and networks: what they cost, what to ask and what actually works.',
  },
  cta: {
    title: 'Want these answers for your own business?',
    text: 'Our free IT assessment turns the advice in these articles into a written plan for your team, your budget and your risks.',
    actions: [
      { label: 'Get Free IT Assessment', href: '/contact' },
      { label: 'Run the Security Check', href: '/security-check', variant: 'secondary' },
    ],
  },
} as const;
