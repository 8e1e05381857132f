/**
 * The shapes stored in JSON columns: what a row holds once its entity's schema has checked it. The
 * schemas (src/lib/locations/input.ts, src/lib/industries/input.ts) are the rules and the messages;
 * they must produce exactly these shapes (each schema states so with `satisfies`), so the tables can
 * be typed without importing the entities above them.
 */
import type { IconName } from '#lib/brand/icon-names.ts';

/** An icon, a title and a description. */
export interface CardColumn {
  icon: IconName;
  title: string;
  description: string;
}

/** A card that links to another page of this site. */
export interface LinkedCardColumn extends CardColumn {
  href: string;
  linkLabel: string;
}

export interface FaqColumn {
  question: string;
  answer: string;
}

/** A location page's own copy (locations.details). */
export interface LocationDetails {
  areas: string[];
  highlights: CardColumn[];
  services: LinkedCardColumn[];
  faqs: FaqColumn[];
}

/** An industry page's own copy (industries.details). */
export interface IndustryDetails {
  services: CardColumn[];
  faqs: FaqColumn[];
  resources: LinkedCardColumn[];
}

/**
 * One section of a composed page (landing_pages.sections), as stored: its kind and its fields,
 * checked on every save by the section's schema (src/lib/composed-pages/sections.ts).
 */
export interface StoredSection {
  type: string;
  [field: string]: unknown;
}
