/**
 * The blog generator's built-in outlines, read from content/blog-outlines/*.json and validated at
 * build time (the page's copy is the /blog-generator page document).
 */
import type { Feature } from '#components/sections/types.ts';
import { parseOutlines, type NamedOutline } from '#lib/blog-generator/outline.ts';
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

const outlineFiles = import.meta.glob<unknown>('../../../content/blog-outlines/*.json', {
  eager: true,
  import: 'default',
});

/** The built-in outlines, validated; a broken file fails the build. */
export const builtInOutlines: readonly NamedOutline[] = parseOutlines(outlineFiles);
