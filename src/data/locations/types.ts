/** The shape of a city landing page's copy (/locations/{slug}). */
import type { Action, FaqEntry, Feature, Stat } from '#components/sections/types.ts';

/** Local specifics written for one city; the page composes them with the database intro. */
export interface CityDetails {
  /** Neighborhoods, towns and corridors we serve around the city. */
  areas: readonly string[];
  /** Three highlights: why a business in this city picks us. */
  highlights: readonly [Feature, Feature, Feature];
  /** Four service cards, each tied to what businesses in this city need. */
  services: readonly [Feature, Feature, Feature, Feature];
  /** Five questions local prospects actually ask. */
  faqs: readonly [FaqEntry, FaqEntry, FaqEntry, FaqEntry, FaqEntry];
}

export interface PricingTier {
  name: string;
  price: string;
  users: string;
  features: readonly string[];
  popular?: boolean | undefined;
}

export interface SlaRow {
  priority: string;
  example: string;
  response: string;
  resolution: string;
}

/** Everything a location page renders, from the database, a data file or both. */
export interface LocationView {
  slug: string;
  city: string;
  state: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  areas: readonly string[];
  highlights: readonly Feature[];
  services: readonly Feature[];
  faqs: readonly FaqEntry[];
  actions: readonly Action[];
  /** Fuller pages (New York, Brooklyn) add local figures, pricing and service levels. */
  stats?: readonly Stat[];
  pricing?: { intro: string; tiers: readonly PricingTier[] };
  sla?: { intro: string; rows: readonly SlaRow[]; commitments: readonly string[] };
}
