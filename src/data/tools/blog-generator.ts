/**
 * The blog generator's built-in outlines, read from content/blog-outlines/*.json and validated at
 * build time (the page's copy is the /blog-generator page document).
 */
import { parseOutlines, type NamedOutline } from '#lib/blog-generator/outline.ts';

const outlineFiles = import.meta.glob<unknown>('../../../content/blog-outlines/*.json', {
  eager: true,
  import: 'default',
});

/** The built-in outlines, validated; a broken file fails the build. */
export const builtInOutlines: readonly NamedOutline[] = parseOutlines(outlineFiles);
