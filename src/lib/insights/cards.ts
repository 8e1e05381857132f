/** What an insight card shows: its first audience and at most two topics. */
import type { InsightSummary } from '#lib/content/types.ts';
import {
  indexTaxonomy,
  toIndexEntry,
  type IndexTaxonomy,
  type InsightsIndex,
  type InsightsIndexEntry,
} from './search-index.ts';

export interface InsightCardData {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  date: string;
  minutes: number;
  audience: IndexTaxonomy | null;
  topics: IndexTaxonomy[];
}

export const CARD_TOPICS = 2;

/** The card's own text: an index entry without its tag lists. */
function cardText({
  personas: _personas,
  journeyStages: _journeyStages,
  topics: _topics,
  ...text
}: InsightsIndexEntry): Omit<InsightCardData, 'audience' | 'topics'> {
  return text;
}

/** A card from an index entry, naming its tags from the index's taxonomies. */
export function cardFromEntry(
  entry: InsightsIndexEntry,
  taxonomies: InsightsIndex['taxonomies'],
): InsightCardData {
  const named = (list: readonly IndexTaxonomy[], slug: string) =>
    list.find((t) => t.slug === slug) ?? { slug, name: slug };
  const audience = entry.personas[0];
  return {
    ...cardText(entry),
    audience: audience === undefined ? null : named(taxonomies.personas, audience),
    topics: entry.topics.slice(0, CARD_TOPICS).map((slug) => named(taxonomies.topics, slug)),
  };
}

/** A card from a post read at build time. */
export function cardFromInsight(insight: InsightSummary): InsightCardData {
  const audience = insight.personas[0];
  return {
    ...cardText(toIndexEntry(insight)),
    audience: audience ? indexTaxonomy(audience) : null,
    topics: insight.topics.slice(0, CARD_TOPICS).map(indexTaxonomy),
  };
}
