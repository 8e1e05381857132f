/**
 * What the insights pages read at build time: every public insight and the taxonomies, loaded once
 * per build or render pass (each route's getStaticPaths shares them) and fresh on every request in
 * dev.
 */
import { getDb } from '#lib/db/client.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { buildSource } from '#lib/publishing/page-reads.ts';
import { keepUnchanged, perObject } from '#lib/publishing/kept-objects.ts';
import type { Insight, Taxonomies, Taxonomy, TaxonomyKind } from '#lib/content/types.ts';
import { splitRenderable } from '#lib/posts/renderable.ts';
import { TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import { INSIGHTS_PAGE_SIZE, pageOf, type InsightsPage } from '#lib/insights/pagination.ts';
import { cardFromInsight, type InsightCardData } from '#lib/insights/cards.ts';
import { groupByTaxonomy } from '#lib/insights/filters.ts';
import { relatedIndex } from '#lib/insights/related.ts';
import { pageNumbers, totalPagesFor } from '#lib/insights/pagination.ts';

export interface InsightsContent {
  /** Newest first. */
  insights: Insight[];
  taxonomies: Taxonomies;
}

/** A post unchanged since the last pass is the same object: its digests and cards are kept. */
const keepUnchangedInsights = keepUnchanged<Insight>();
const cardOf = perObject(cardFromInsight);

async function load(): Promise<InsightsContent> {
  const db = await getDb();
  const [all, taxonomies] = await Promise.all([allInsights(db), allTaxonomies(db)]);
  // A post that cannot render is left out of every page and list rather than failing the build.
  const { renderable, leftOut } = splitRenderable(all);
  for (const post of leftOut) {
    console.warn(`[insights] left out /insights/${post.slug}: ${post.reason}`);
  }
  return { insights: keepUnchangedInsights(renderable), taxonomies };
}

/** Once per build or render pass; a page that calls it while it renders records the read. */
const builtContent = buildSource('insights', load);

export function insightsContent(): Promise<InsightsContent> {
  // The dev server renders on request, so admin changes must show without a restart.
  if (import.meta.env.DEV) return load();
  return builtContent();
}

export async function insightPaths() {
  const { insights } = await insightsContent();
  const relatedTo = relatedIndex(insights, { now: new Date() });
  return insights.map((insight) => ({
    params: { slug: insight.slug },
    props: { insight, related: relatedTo(insight).map(cardOf) },
  }));
}

/** Where each taxonomy's pages live and how its badge reads. */
export const taxonomyRoutes = {
  persona: { prefix: TAXONOMY_TERMS.persona.prefix, badge: 'Audience', list: 'personas' },
  journeyStage: {
    prefix: TAXONOMY_TERMS.journeyStage.prefix,
    badge: 'Journey Stage',
    list: 'journeyStages',
  },
  topic: { prefix: TAXONOMY_TERMS.topic.prefix, badge: 'Topic', list: 'topics' },
} as const satisfies Record<
  TaxonomyKind,
  { prefix: string; badge: string; list: keyof Taxonomies }
>;

export function taxonomyHref(kind: TaxonomyKind, slug: string, page = 1): string {
  const base = `${taxonomyRoutes[kind].prefix}/${slug}`;
  return page > 1 ? `${base}/${page}` : base;
}

export interface TaxonomyPageProps {
  kind: TaxonomyKind;
  taxonomy: Taxonomy;
  listing: InsightsPage<InsightCardData>;
}

/** Every page of every record of one taxonomy: /topic/cloud, /topic/cloud/2, ... */
export async function taxonomyPaths(kind: TaxonomyKind) {
  const { insights, taxonomies } = await insightsContent();
  const groups = groupByTaxonomy(insights, kind);
  return taxonomies[taxonomyRoutes[kind].list].flatMap((taxonomy) => {
    const cards = (groups.get(taxonomy.slug) ?? []).map(cardOf);
    return pageNumbers(totalPagesFor(cards.length, INSIGHTS_PAGE_SIZE)).map((page) => ({
      params: { slug: taxonomy.slug, page: page === 1 ? undefined : String(page) },
      props: {
        kind,
        taxonomy,
        listing: pageOf(cards, page, INSIGHTS_PAGE_SIZE),
      } satisfies TaxonomyPageProps,
    }));
  });
}

/** The insights listing (its copy is the Insights page document). */
export const INSIGHTS_PATH = '/insights';

/** A taxonomy page's meta description: its intro, cut at a word to at most 155 characters. */
export function describeTaxonomy(
  badge: string,
  taxonomy: Pick<Taxonomy, 'name' | 'intro'>,
  page = 1,
): string {
  const text =
    taxonomy.intro ??
    `Articles for ${taxonomy.name} from the Northbeam IT engineers: managed IT, security, cloud and compliance advice.`;
  // Later pages get their own description: search engines flag duplicates across a paginated list.
  const full = `${badge}: ${taxonomy.name}${page > 1 ? `, page ${page}` : ''}. ${text}`;
  if (full.length <= 155) return full;
  return `${full.slice(0, 154).replace(/\s+\S*$/, '')}…`;
}
