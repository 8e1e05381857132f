/**
 * A post as the live insight page would show it, built straight from the database (a saved post of
 * any status) or from the editor's unsaved fields, with no rebuild.
 */
import type { Database } from '#lib/db/database.ts';
import { getPost } from '#lib/posts/admin.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { imagesOf, libraryImages } from '#lib/media/queries.ts';
import { mediaIdOf, mediaPath, mediaPathsIn } from '#lib/media/urls.ts';
import { bodyPictures, pictureHtml, READING_COLUMN_SIZES } from '#lib/media/picture.ts';
import { renderMarkdown } from '#lib/markdown/render.ts';
import type { ValidPostInput } from '#lib/posts/input.ts';
import { readingMinutes } from '#lib/posts/reading-time.ts';
import type { Insight, LibraryImage, Taxonomies, Taxonomy } from '#lib/content/types.ts';
import { cardFromInsight, type InsightCardData } from '#lib/insights/cards.ts';
import { relatedInsights } from '#lib/insights/related.ts';
import { previewCardCover } from '#lib/brand/cover-choice.ts';

export interface PreviewContent {
  insight: Insight;
  related: InsightCardData[];
}

/** Where a preview may load library originals from; a share link's viewer may not. */
type LibraryOriginal = ((imageId: string) => string) | undefined;

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
  bodyImages: LibraryImage[] = [],
): Insight {
  return {
    id: source.id,
    slug: source.slug,
    title: source.title,
    excerpt: source.excerpt,
    content: source.content,
    coverImageUrl: source.coverImageUrl,
    coverImage,
    bodyImages,
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

async function withRelated(
  db: Database,
  source: PreviewSource,
  libraryOriginal: LibraryOriginal,
): Promise<PreviewContent> {
  const now = new Date();
  const [taxonomies, published, images] = await Promise.all([
    allTaxonomies(db),
    allInsights(db),
    libraryImages(db, [source.coverImageUrl, ...mediaPathsIn(source.content)]),
  ]);
  const insight = insightFromFields(
    source,
    taxonomies,
    now,
    images.get(source.coverImageUrl) ?? null,
    imagesOf(images, mediaPathsIn(source.content)),
  );
  const others = published.filter((candidate) => candidate.id !== source.id);
  // Related posts published since the last build have no built covers yet.
  const related = relatedInsights(insight, others, { now }).map((post) => ({
    ...cardFromInsight(post),
    cover: previewCardCover(post, libraryOriginal),
  }));
  return { insight, related };
}

/** A saved post, whatever its status; null when it does not exist. */
export async function savedPostPreview(
  db: Database,
  id: string,
  libraryOriginal?: LibraryOriginal,
): Promise<PreviewContent | null> {
  const post = await getPost(db, id);
  if (!post) return null;
  const { category, ...rest } = post;
  return withRelated(
    db,
    { ...rest, category: category as ValidPostInput['category'] },
    libraryOriginal,
  );
}

/** The editor's fields as they are, saved or not (`id` of the saved post, if any). */
export function unsavedPreview(
  db: Database,
  fields: ValidPostInput,
  saved: { id: string; publishedAt: Date | null } | null,
  libraryOriginal?: LibraryOriginal,
): Promise<PreviewContent> {
  return withRelated(
    db,
    {
      ...fields,
      id: saved?.id ?? 'unsaved',
      publishedAt: saved?.publishedAt ?? null,
      updatedAt: new Date(),
    },
    libraryOriginal,
  );
}

/**
 * The body as a preview shows it. Its library images: for a signed-in admin, each image's original
 * from `originalSrc` (a post not yet built has no variants); for a share link, the `<picture>` of
 * its built variants, as the live page will show it. Images the page cannot show are left out.
 */
export function previewBodyHtml(
  insight: Insight,
  originalSrc?: (imageId: string) => string,
): string {
  const images = new Map(insight.bodyImages.map((image) => [mediaPath(image.id), image]));
  const shown = originalSrc
    ? (path: string, alt: string) => {
        if (!mediaIdOf(path)) return undefined;
        const image = images.get(path);
        return image
          ? pictureHtml({
              src: originalSrc(image.id),
              srcset: '',
              sizes: READING_COLUMN_SIZES,
              sources: [],
              alt,
              width: image.width,
              height: image.height,
            })
          : null;
      }
    : bodyPictures(insight.bodyImages);
  return renderMarkdown(insight.content, { image: shown });
}
