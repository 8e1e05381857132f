/** The public content shapes the pages read (spec §3 "Public content posts" and taxonomies). */
export type TaxonomyKind = 'persona' | 'journeyStage' | 'topic';

export interface Taxonomy {
  id: string;
  slug: string;
  name: string;
  intro: string | null;
}

export interface InsightSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImageUrl: string;
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
}

export interface Paged<T> {
  data: T[];
  count: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface Location {
  slug: string;
  city: string;
  state: string;
  metaTitle: string;
  metaDescription: string;
  introText: string;
}

export interface Industry {
  slug: string;
  name: string;
  description: string;
  introText: string;
  metaTitle: string;
  metaDescription: string;
  imageUrl: string | null;
}

export interface Taxonomies {
  personas: Taxonomy[];
  journeyStages: Taxonomy[];
  topics: Taxonomy[];
}
