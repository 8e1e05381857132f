/**
 * A draft insight started from a built-in outline ("Start a draft" on /blog-generator): its title,
 * slug, headings with their briefs, meta description and focus keyword come from the outline; the
 * excerpt starts as the meta description and the cover as the category's topic graphic.
 */
import type { InsightCategory } from '#config/publishing.ts';
import type { StockCoverName } from '#lib/brand/stock-covers.ts';
import { outlineSections } from './markdown.ts';
import type { BlogOutline } from './outline.ts';

const CATEGORY_COVERS: Record<InsightCategory, StockCoverName> = {
  'Managed Services': 'managed-it',
  Cybersecurity: 'cybersecurity',
  'Cloud Solutions': 'cloud',
  'Network Architecture': 'networking',
  'AI Infrastructure': 'ai-infrastructure',
};

export function draftFromOutline(outline: BlogOutline) {
  return {
    title: outline.title,
    slug: outline.url.replace(/^.*\//, ''),
    excerpt: outline.metaDescription,
    content: outlineSections(outline),
    coverImageUrl: `/images/insights/${CATEGORY_COVERS[outline.category]}.svg`,
    category: outline.category,
    metaDescription: outline.metaDescription,
    focusKeyword: outline.primaryKeyword,
  };
}

/** The slugs a draft tries in turn when the outline's own is taken (`guide`, `guide-2`, …). */
export const draftSlugs = (slug: string, tries = 20): string[] =>
  Array.from({ length: tries }, (_, i) => (i === 0 ? slug : `${slug}-${i + 1}`));
