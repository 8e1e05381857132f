/** The head of an insight page: its SEO overrides, or the title and the excerpt fitted to length. */
import type { Insight } from '#lib/content/types.ts';
import { site as siteConfig } from '#config/site.ts';
import { generatedCover } from '#lib/brand/cover-choice.ts';
import { articleHead, type ArticleHead } from './article-head.ts';
import type { BusinessFacts } from './json-ld.ts';
import { metaDescriptionOf, metaTitleOf } from './meta-text.ts';

/** The Insights listing, an insight's breadcrumb parent. */
const INSIGHTS_SECTION = { name: 'Insights', path: '/insights' } as const;

export function insightHead(
  insight: Insight,
  site: string | URL,
  publisher: BusinessFacts,
): ArticleHead {
  return articleHead(
    {
      path: `/insights/${insight.slug}`,
      title: metaTitleOf(insight.metaTitle, insight.title),
      description: metaDescriptionOf(insight.metaDescription, insight.excerpt),
      image: { src: generatedCover(insight.slug).social, alt: insight.title },
      publishedAt: insight.publishedAt,
      modifiedAt: insight.updatedAt,
      author: `${siteConfig.brand} Team`,
      tags: [...insight.personas, ...insight.journeyStages, ...insight.topics].map((t) => t.name),
      section: INSIGHTS_SECTION,
    },
    site,
    publisher,
  );
}
