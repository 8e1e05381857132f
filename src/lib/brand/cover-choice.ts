/**
 * Which cover an insight shows. The shipped topic graphics (/images/insights/*.svg) are stand-ins:
 * a post that still points at one gets its own generated cover instead. An image the marketer set
 * is shown as it is; the Open Graph image is generated either way.
 */
import { artForTopic } from './topic-art.ts';
import type { CoverInput } from './cover-layout.ts';

const STOCK_COVER = /^\/images\/insights\/[a-z0-9-]+\.svg$/;

export const isStockCover = (url: string): boolean => STOCK_COVER.test(url);

/** The generated cover's URLs: WebP at 600 and 1200 px for pages, PNG 1200 × 630 for social cards. */
export const generatedCover = (slug: string) => ({
  small: `/covers/insights/600/${slug}.webp`,
  large: `/covers/insights/1200/${slug}.webp`,
  social: `/og/insights/${slug}.png`,
});

/** The cover a page and a card show for this post. */
export const coverFor = (post: { slug: string; coverImageUrl: string }): string =>
  isStockCover(post.coverImageUrl) ? generatedCover(post.slug).small : post.coverImageUrl;

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
