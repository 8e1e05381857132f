/**
 * The SEO and content guidelines every article follows (docs/product-rules.md, "Content
 * guidance"): one table, which /blog-generator lists and the post editor's guidance panel scores.
 * A measured guideline's text is written from its numbers, so the page and the score never differ.
 * Browser-safe: no zod, no database.
 */

/** What the guidance panel measures in a post. */
export type MeasuredRule =
  'words' | 'internalLinks' | 'externalSources' | 'keywordDensity' | 'metaDescription';

export interface Guideline {
  /** Which of the page's two lists it belongs to. */
  group: 'seo' | 'content';
  /** The line /blog-generator shows. */
  text: string;
  /** Set when the editor scores it: the rule and its range (inclusive; `min` absent: no floor). */
  measure?: { rule: MeasuredRule; label: string; min?: number; max: number; unit: string };
}

/** A post's body: 1,500 to 2,500 words. */
export const WORD_RANGE = { min: 1500, max: 2500 } as const;
/** Links to pages on this site (services, tools, other articles): 3 to 5. */
export const INTERNAL_LINK_RANGE = { min: 3, max: 5 } as const;
/** Links to other sites (recognized authorities): 2 to 3. */
export const EXTERNAL_SOURCE_RANGE = { min: 2, max: 3 } as const;
/** The focus keyword's share of the body's words, in percent: 1 to 2. */
export const KEYWORD_DENSITY_RANGE = { min: 1, max: 2 } as const;
/** The meta description's longest length, in characters: 155. */
export const META_DESCRIPTION_GUIDELINE = 155;

const range = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;

export const CONTENT_GUIDELINES: readonly Guideline[] = [
  {
    group: 'seo',
    text: `Keyword density of ${range(KEYWORD_DENSITY_RANGE)}% for the primary keyword`,
    measure: {
      rule: 'keywordDensity',
      label: 'Focus keyword density',
      ...KEYWORD_DENSITY_RANGE,
      unit: '%',
    },
  },
  { group: 'seo', text: 'Primary keyword in the title, the first 100 words and at least one H2' },
  {
    group: 'seo',
    text: `Meta description of at most ${META_DESCRIPTION_GUIDELINE} characters`,
    measure: {
      rule: 'metaDescription',
      label: 'Meta description',
      max: META_DESCRIPTION_GUIDELINE,
      unit: 'characters',
    },
  },
  {
    group: 'seo',
    text: `${range(INTERNAL_LINK_RANGE)} internal links to service pages and tools`,
    measure: {
      rule: 'internalLinks',
      label: 'Internal links',
      ...INTERNAL_LINK_RANGE,
      unit: 'links',
    },
  },
  {
    group: 'seo',
    text: `${range(EXTERNAL_SOURCE_RANGE)} external sources from recognized authorities`,
    measure: {
      rule: 'externalSources',
      label: 'External sources',
      ...EXTERNAL_SOURCE_RANGE,
      unit: 'links',
    },
  },
  {
    group: 'content',
    text: `${range(WORD_RANGE)} words per post`,
    measure: { rule: 'words', label: 'Word count', ...WORD_RANGE, unit: 'words' },
  },
  { group: 'content', text: 'Estimated 12-15 minute read, as the outline template states' },
  { group: 'content', text: 'One H1, H2 for each section, H3 for subsections' },
  { group: 'content', text: 'Figures and claims match our published numbers' },
  { group: 'content', text: 'Close with one clear call to action' },
];

/** The lines of one of /blog-generator's two lists, in order. */
export const guidelineTexts = (group: Guideline['group']): string[] =>
  CONTENT_GUIDELINES.filter((guideline) => guideline.group === group).map(({ text }) => text);
