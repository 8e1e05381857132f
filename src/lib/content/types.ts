/** The public content shapes the pages read: posts with their taxonomies, locations, industries. */
import type { industries, locations } from '#lib/db/schema.ts';

export type TaxonomyKind = 'persona' | 'journeyStage' | 'topic';

export interface Taxonomy {
  id: string;
  slug: string;
  name: string;
  intro: string | null;
}

/** A media-library image as pages show it: its size (for width and height) and alt text. */
export interface LibraryImage {
  id: string;
  width: number;
  height: number;
  alt: string;
}

export interface InsightSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImageUrl: string;
  /** The library image the cover names, or null for a built-in topic graphic. */
  coverImage: LibraryImage | null;
  category: string | null;
  publishedAt: Date;
  updatedAt: Date;
  /** Word count / 200, rounded up. */
  readingMinutes: number;
  personas: Taxonomy[];
  journeyStages: Taxonomy[];
  topics: Taxonomy[];
}

export interface Insight extends InsightSummary {
  /** Markdown. */
  content: string;
  /** The library images the body shows that pages can show (a missing or undecodable one is left out). */
  bodyImages: LibraryImage[];
  /** Overrides for search results and social cards; the title and the excerpt when null. */
  metaTitle: string | null;
  metaDescription: string | null;
}

/** A location page's row, without the database id. */
export type Location = Omit<typeof locations.$inferSelect, 'id'>;

/** An industry page's row, without the database id, with its library image's size and alt text. */
export type Industry = Omit<typeof industries.$inferSelect, 'id'> & {
  libraryImage: LibraryImage | null;
};

export interface Taxonomies {
  personas: Taxonomy[];
  journeyStages: Taxonomy[];
  topics: Taxonomy[];
}
