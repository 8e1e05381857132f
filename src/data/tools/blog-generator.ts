/**
 * The blog generator's outlines, the `blog-outlines` page document in the order the admin keeps them,
 * and its guideline lists (the page's own copy is the `blog-generator` document).
 */
import type { Feature } from '#components/sections/types.ts';
import { pageCopy, type RenderContext } from '#data/pages.ts';
import { namedOutlines, type NamedOutline } from '#lib/blog-generator/outline.ts';
import { guidelineTexts } from '#lib/content-guidance/rules.ts';

/**
 * /blog-generator's two lists: the rules the admin's content guidance measures a post against, from
 * its one table, so they are code, not page copy (their headings and intro are the page document's).
 */
export const blogGuidelines: readonly Feature[] = [
  {
    icon: 'chart-line',
    title: 'SEO guidelines',
    description: 'Write for readers first; these keep the article findable.',
    bullets: guidelineTexts('seo'),
  },
  {
    icon: 'file-check',
    title: 'Content guidelines',
    description: 'Long enough to answer the question fully, short enough to finish.',
    bullets: guidelineTexts('content'),
  },
];

/** The outlines the generator offers, read as every page document is (an unsaved one in a preview). */
export async function generatorOutlines(context?: RenderContext): Promise<NamedOutline[]> {
  return namedOutlines((await pageCopy('blog-outlines', context)).outlines);
}
