/**
 * The compact index the build publishes at /insights/index.json: only what the explorer's cards and
 * filters need, so the browser can filter and page without asking the server.
 */
import type { InsightSummary, Taxonomies, Taxonomy } from '#lib/content/types.ts';
import { coverFor } from '#lib/brand/cover-choice.ts';

export interface IndexTaxonomy {
  slug: string;
  name: string;
}

/** One post in /insights/index.json. */
export interface InsightsIndexEntry {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  /** Publication time, ISO 8601. */
  date: string;
  minutes: number;
  /** Taxonomy slugs, each list ordered by name. */
  personas: string[];
  journeyStages: string[];
  topics: string[];
}

export interface InsightsIndex {
  taxonomies: {
    personas: IndexTaxonomy[];
    journeyStages: IndexTaxonomy[];
    topics: IndexTaxonomy[];
  };
  /** Newest first. */
  posts: InsightsIndexEntry[];
}

export const indexTaxonomy = (t: Pick<Taxonomy, 'slug' | 'name'>): IndexTaxonomy => ({
  slug: t.slug,
  name: t.name,
});

export function toIndexEntry(insight: InsightSummary): InsightsIndexEntry {
  return {
    slug: insight.slug,
    title: insight.title,
    excerpt: insight.excerpt,
    cover: coverFor(insight),
    date: insight.publishedAt.toISOString(),
    minutes: insight.readingMinutes,
    personas: insight.personas.map((t) => t.slug),
    journeyStages: insight.journeyStages.map((t) => t.slug),
    topics: insight.topics.map((t) => t.slug),
  };
}

/** The published index: every public insight (newest first) and the chips' taxonomies. */
export function insightsIndex(
  insights: readonly InsightSummary[],
  taxonomies: Taxonomies,
): InsightsIndex {
  return {
    taxonomies: {
      personas: taxonomies.personas.map(indexTaxonomy),
      journeyStages: taxonomies.journeyStages.map(indexTaxonomy),
      topics: taxonomies.topics.map(indexTaxonomy),
    },
    posts: insights.map(toIndexEntry),
  };
}
