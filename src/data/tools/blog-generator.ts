/**
 * The blog generator's outlines: the `blog-outlines` page document, in the order the admin keeps
 * them (the page's own copy is the `blog-generator` document).
 */
import { pageCopy, type RenderContext } from '#data/pages.ts';
import { namedOutlines, type NamedOutline } from '#lib/blog-generator/outline.ts';

/** The outlines the generator offers, read as every page document is (an unsaved one in a preview). */
export async function generatorOutlines(context?: RenderContext): Promise<NamedOutline[]> {
  return namedOutlines((await pageCopy('blog-outlines', context)).outlines);
}
