/**
 * A post as the live insight page would show it, built straight from the database (a saved post of
 * any status) or from the editor's unsaved fields, with no rebuild.
 */
import type { Database } from '#lib/db/database.ts';
import { getPost } from '#lib/posts/admin.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { libraryImages } from '#lib/media/queries.ts';
import type { ValidPostInput } from '#lib/posts/input.ts';
import { readingMinutes } from '#lib/posts/reading-time.ts';
import type { Insight, LibraryImage, Taxonomies, Taxonomy } from '#lib/content/types.ts';
import { cardFromInsight, type InsightCardData } from '#lib/insights/cards.ts';
import { relatedInsights } from '#lib/insights/related.ts';

export interface PreviewContent {
  insight: Insight;
  related: InsightCardData[];
}

type PreviewSource = ValidPostInput & {
  id: string;
  publishedAt: Date | null;
  updatedAt: Date;
};

const pick = (all: Taxonomy[], ids: readonly string[]) => all.filter((t) => ids.includes(t.id));

export function insightFromFields(
  source: PreviewSource,
  taxonomies: Taxonomies,
  now: Date,
  coverImage: LibraryImage | null = null,
): Insight {
  return {
    id: source.id,
    slug: source.slug,
    title: source.title,
    excerpt: source.excerpt,
    content: source.content,
    coverImageUrl: source.coverImageUrl,
    coverImage,
    category: source.category,
    metaTitle: source.metaTitle,
    metaDescription: source.metaDescription,
    // Not published yet: dated as if it went live now.
    publishedAt: source.publishedAt ?? now,
    updatedAt: source.updatedAt,
    readingMinutes: readingMinutes(source.content),
    personas: pick(taxonomies.personas, source.personaIds),
    journeyStages: pick(taxonomies.journeyStages, source.journeyStageIds),
    topics: pick(taxonomies.topics, source.topicIds),
  };
}

async function withRelated(db: Database, source: PreviewSource): Promise<PreviewContent> {
  const now = new Date();
  const [taxonomies, published, images] = await Promise.all([
    allTaxonomies(db),
    allInsights(db),
    libraryImages(db, [source.coverImageUrl]),
  ]);
  const insight = insightFromFields(
    source,
    taxonomies,
    now,
    images.get(source.coverImageUrl) ?? null,
  );
  const others = published.filter((candidate) => candidate.id !== source.id);
  return { insight, related: relatedInsights(insight, others, { now }).map(cardFromInsight) };
}

/** A saved post, whatever its status; null when it does not exist. */
export async function savedPostPreview(db: Database, id: string): Promise<PreviewContent | null> {
  const post = await getPost(db, id);
  if (!post) return null;
  const { category, ...rest } = post;
  return withRelated(db, { ...rest, category: category as ValidPostInput['category'] });
}

/** The editor's fields as they are, saved or not (`id` of the saved post, if any). */
export function unsavedPreview(
  db: Database,
  fields: ValidPostInput,
  saved: { id: string; publishedAt: Date | null } | null,
): Promise<PreviewContent> {
  return withRelated(db, {
    ...fields,
    id: saved?.id ?? 'unsaved',
    publishedAt: saved?.publishedAt ?? null,
    updatedAt: new Date(),
  });
}
