/** The RSS feed: blog articles and insights together, newest first. */
import rss, { type RSSFeedItem } from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { site as siteConfig } from '#config/site.ts';
import { blogArticles } from '#data/blog/index.ts';
import { insightsContent } from '#data/insights/index.ts';
import { pageCopy } from '#data/pages.ts';

export const GET: APIRoute = async (context) => {
  const [articles, { insights }, { defaults }] = await Promise.all([
    blogArticles(),
    insightsContent(),
    pageCopy('site'),
  ]);
  const items: RSSFeedItem[] = [
    ...articles.map((article) => ({
      title: article.data.title,
      link: `/blog/${article.id}`,
      pubDate: article.data.publishedAt,
      description: article.data.excerpt,
      categories: [article.data.category],
    })),
    ...insights.map((insight) => ({
      title: insight.title,
      link: `/insights/${insight.slug}`,
      pubDate: insight.publishedAt,
      description: insight.excerpt,
      categories: [...insight.personas, ...insight.journeyStages, ...insight.topics].map(
        (t) => t.name,
      ),
    })),
  ].sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime());

  return rss({
    title: `${siteConfig.brand} Blog and Insights`,
    description: defaults.description,
    site: context.site ?? context.url.origin,
    items,
    customData: '<language>en-us</language>',
    trailingSlash: false,
  });
};
