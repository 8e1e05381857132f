/**
 * The built-in blog articles, each a page document (`blog-{slug}`, src/lib/pages/documents/blog.ts)
 * read through the page copy's one read path, and what the blog pages derive from them.
 */
import { BLOG_CATEGORIES } from '#config/blog.ts';
import { pageCopy, type RenderContext } from '#data/pages.ts';
import { relatedBlogArticles } from '#lib/blog/related.ts';
import { blogArticleSchema } from '#lib/pages/documents/blog.ts';
import { DOCUMENT_KEYS, PAGE_DOCUMENTS, type DocumentKey } from '#lib/pages/registry.ts';

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Who an article names when its document leaves the author empty. */
export const DEFAULT_BLOG_AUTHOR = 'Northbeam IT Team';

/** An article as the pages show it: its slug, its fields (dates as dates) and its Markdown. */
export interface BlogArticle {
  /** The slug: the article is served at /blog/{id}. */
  id: string;
  data: {
    title: string;
    excerpt: string;
    metaDescription: string;
    keywords: string[];
    category: BlogCategory;
    publishedAt: Date;
    updatedAt?: Date | undefined;
    readTime: number;
    author: string;
  };
  body: string;
}

/** At most two related articles under a blog article (docs/product-rules.md). */
export const RELATED_ARTICLES = 2;

const BLOG_PATH_PREFIX = '/blog/';

type BlogArticleKey = {
  [K in DocumentKey]: (typeof PAGE_DOCUMENTS)[K]['schema'] extends typeof blogArticleSchema
    ? K
    : never;
}[DocumentKey];

const isBlogArticleKey = (key: DocumentKey): key is BlogArticleKey =>
  PAGE_DOCUMENTS[key].schema === blogArticleSchema;

/** The page documents that are blog articles, with the slug their registry path gives them. */
export const BLOG_ARTICLE_DOCUMENTS = DOCUMENT_KEYS.filter(isBlogArticleKey).map((key) => ({
  key,
  slug: PAGE_DOCUMENTS[key].paths[0].slice(BLOG_PATH_PREFIX.length),
}));

/** Every article, newest first (an unsaved one in a preview of it). */
export async function blogArticles(context?: RenderContext): Promise<BlogArticle[]> {
  const articles = await Promise.all(
    BLOG_ARTICLE_DOCUMENTS.map(async ({ key, slug }): Promise<BlogArticle> => {
      const { body, publishedAt, updatedAt, author, ...fields } = await pageCopy(key, context);
      return {
        id: slug,
        data: {
          ...fields,
          publishedAt: new Date(publishedAt),
          ...(updatedAt && { updatedAt: new Date(updatedAt) }),
          author: author || DEFAULT_BLOG_AUTHOR,
        },
        body,
      };
    }),
  );
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

/** The article at /blog/{slug} with its related ones, as a preview shows it; null if none is. */
export async function previewBlogArticle(
  slug: string,
  context: RenderContext,
): Promise<{ article: BlogArticle; related: BlogArticle[] } | null> {
  const articles = await blogArticles(context);
  const article = articles.find((candidate) => candidate.id === slug);
  return article ? { article, related: relatedArticles(articles, article) } : null;
}
