/**
 * Which cover an insight shows. The shipped topic graphics (/images/insights/*.svg) are stand-ins:
 * a post that still points at one gets its own generated cover instead. An image the marketer set
 * is shown as it is; the Open Graph image is generated either way.
 */
import { artForTopic, BRAND_GREEN, type TopicArt } from './topic-art.ts';
import type { CoverInput } from './cover-layout.ts';
import { HERO_MOTIFS, SERVICE_MOTIFS } from './hero-art.ts';
import { COVER, COVER_WIDTHS, type CoverFormat } from './cover-size.ts';
import type { LibraryImage } from '#lib/content/types.ts';
import { cardVariantPath, mediaIdOf } from '#lib/media/urls.ts';
import { libraryPicture, READING_COLUMN_SIZES, type PictureImage } from '#lib/media/picture.ts';
import { isStockCover, type StockCoverName } from './stock-covers.ts';

export { STOCK_COVER_NAMES, isStockCover, type StockCoverName } from './stock-covers.ts';

/**
 * A generated cover's URLs: each of COVER_WIDTHS in AVIF and WebP for pages (`small` for cards,
 * `large` the fallback `src`), PNG 1200 × 630 for social cards. Insights and blog articles are drawn
 * the same way, each under its own section.
 */
export const generatedCover = (slug: string, section: 'insights' | 'blog' = 'insights') => {
  const at = (width: number, format: CoverFormat) =>
    `/covers/${section}/${width}/${slug}.${format}`;
  const srcset = (format: CoverFormat) =>
    COVER_WIDTHS.map((width) => `${at(width, format)} ${width}w`).join(', ');
  return {
    small: at(Math.min(...COVER_WIDTHS), 'webp'),
    large: at(Math.max(...COVER_WIDTHS), 'webp'),
    srcset: srcset('webp'),
    avifSrcset: srcset('avif'),
    social: `/og/${section}/${slug}.png`,
  };
};

/** A generated cover as a page shows it: AVIF, else WebP, at every width; decorative (the title says it). */
export const generatedCoverImage = (slug: string, section: 'insights' | 'blog', sizes: string) => {
  const cover = generatedCover(slug, section);
  return {
    src: cover.large,
    srcset: cover.srcset,
    sources: [{ type: 'image/avif', srcset: cover.avifSrcset }],
    sizes,
    alt: '',
  };
};

/**
 * Whether a post shows its generated cover: it names a topic graphic, or a library image that pages
 * cannot show (deleted, or left out because it does not decode: media/decodable.ts).
 */
export const showsGeneratedCover = (post: {
  coverImageUrl: string;
  coverImage?: LibraryImage | null;
}): boolean =>
  !post.coverImage && (isStockCover(post.coverImageUrl) || mediaIdOf(post.coverImageUrl) !== null);

/** The cover a page and a card show for this post: its library image, else its generated cover. */
export function coverFor(post: {
  slug: string;
  coverImageUrl: string;
  coverImage?: LibraryImage | null;
}): string {
  if (post.coverImage) return cardVariantPath(post.coverImage);
  return showsGeneratedCover(post) ? generatedCover(post.slug).small : post.coverImageUrl;
}

/** The shipped graphic a preview card shows when the post's own cover needs a build. */
const PREVIEW_FALLBACK_COVER: `/images/insights/${StockCoverName}.svg` =
  '/images/insights/managed-it.svg';

/**
 * The cover a card shows in a preview, which renders before any build has written covers or image
 * variants: a library image's original where the viewer may load it (`libraryOriginal`), else its
 * built card variant; the topic graphic the post names (a shipped file); else a shipped graphic.
 */
export function previewCardCover(
  post: { coverImageUrl: string; coverImage?: LibraryImage | null },
  libraryOriginal?: (imageId: string) => string,
): string {
  if (post.coverImage) {
    return libraryOriginal ? libraryOriginal(post.coverImage.id) : cardVariantPath(post.coverImage);
  }
  return isStockCover(post.coverImageUrl) ? post.coverImageUrl : PREVIEW_FALLBACK_COVER;
}

/** How wide an article's cover shows: the reading column, else the screen less its padding. */
export const ARTICLE_COVER_SIZES = READING_COLUMN_SIZES;

/**
 * The cover an article page shows: its library image as a `<picture>` of built variants, else its
 * generated cover. A preview renders before any build: it shows the library image's original from
 * `preview.src`, or the image path the post names.
 */
export function articleCover(
  post: { slug: string; coverImageUrl: string; coverImage: LibraryImage | null },
  preview: { src: string | undefined } | null,
): {
  src: string;
  alt: string;
  srcset?: string;
  sizes?: string;
  sources?: PictureImage['sources'];
} {
  if (preview) {
    return post.coverImage && preview.src
      ? { src: preview.src, alt: post.coverImage.alt }
      : { src: post.coverImageUrl, alt: '' };
  }
  if (post.coverImage) return libraryPicture(post.coverImage, ARTICLE_COVER_SIZES);
  if (!showsGeneratedCover(post)) return { src: post.coverImageUrl, alt: '' };
  return generatedCoverImage(post.slug, 'insights', ARTICLE_COVER_SIZES);
}

/** What the generator draws for a post: its title, its first topic's name and look. */
export function insightCoverInput(post: {
  title: string;
  category: string | null;
  topics: readonly { slug: string; name: string }[];
}): CoverInput {
  const topic = post.topics[0];
  return {
    title: post.title,
    eyebrow: topic?.name ?? post.category ?? 'Insights',
    section: 'Insights',
    art: artForTopic(topic?.slug),
  };
}

/** A page's social image as its head names it: 1200 × 630, with the page title as alt text. */
export const socialImage = (src: string, alt: string) => ({ src, ...COVER, alt });

/** Each blog category drawn like the insight topic it matches. */
const BLOG_CATEGORY_TOPICS: Record<string, string> = {
  'Managed Services': 'managed-it',
  Cybersecurity: 'cybersecurity',
  'Cloud Solutions': 'cloud',
  'Network Architecture': 'networking',
};

export const blogCoverInput = (article: { title: string; category: string }): CoverInput => ({
  title: article.title,
  eyebrow: article.category,
  section: 'Blog',
  art: artForTopic(BLOG_CATEGORY_TOPICS[article.category]),
});

/** A service page's social image path, from its own path (/cloud-solutions → /og/services/cloud-solutions.png). */
export const serviceSocialImagePath = (path: string) => `/og/services${path}.png`;

/** Service pages are drawn in the brand's green with the motif their hero shows. */
const serviceArt = (path: string): TopicArt => ({
  motif: SERVICE_MOTIFS[path] ?? HERO_MOTIFS.service,
  hue: BRAND_GREEN,
  deep: '#14532d',
});

export const serviceCoverInput = (head: {
  path: string;
  title: string;
  hero: { title: string };
}): CoverInput => ({
  title: head.hero.title,
  eyebrow: head.title,
  section: 'Services',
  art: serviceArt(head.path),
});
