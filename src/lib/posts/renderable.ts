/**
 * One post must never stop the public site from building: a published post whose Markdown cannot be
 * rendered within the renderer's limits is left out of every page and list, and the admin's
 * publishing status names it. Saving refuses such content, so only rows written around the admin
 * (imports, older data, lowered limits) can get here.
 */
import { MarkdownLimitError, renderMarkdown } from '#lib/markdown/render.ts';
import type { LibraryImage } from '#lib/content/types.ts';
import { bodyPictures } from '#lib/media/picture.ts';

export interface LeftOutPost {
  id: string;
  slug: string;
  title: string;
  reason: string;
}

interface RenderablePost {
  id: string;
  slug: string;
  title: string;
  content: string;
  updatedAt: Date;
  /** The library images its body shows (a `<picture>` each); absent ones are left out. */
  bodyImages?: readonly LibraryImage[];
}

type Rendered = { html: string } | { reason: string };

// Keyed by id and last change, so the publishing status can poll without rendering every post again,
// and an incremental publish (every post's page props, each time) renders only the changed ones.
const cache = new Map<string, Rendered>();
/** Twice the largest site measured (10,000 posts, about 50 MB of HTML): a publish never empties it. */
const MAX_CACHED = 20_000;

function rendered(post: RenderablePost): Rendered {
  const images = post.bodyImages ?? [];
  // An image's size or alt text changes the HTML without changing the post.
  const imageKey = images.map((image) => `${image.id}/${image.width}/${image.height}/${image.alt}`);
  const key = `${post.id}:${post.updatedAt.getTime()}:${post.content.length}:${imageKey.join('|')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let result: Rendered;
  try {
    result = { html: renderMarkdown(post.content, { image: bodyPictures(images) }) };
  } catch (error) {
    result = {
      reason:
        error instanceof MarkdownLimitError ? error.message : 'Its content could not be rendered.',
    };
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, result);
  return result;
}

/** The post's HTML, rendered once per version of its content. Throws when it cannot render. */
export function postHtml(post: RenderablePost): string {
  const result = rendered(post);
  if ('html' in result) return result.html;
  throw new MarkdownLimitError('unrenderable', result.reason);
}

/** Splits posts into those that render and those left out (with why), keeping their order. */
export function splitRenderable<T extends RenderablePost>(
  posts: readonly T[],
): { renderable: T[]; leftOut: LeftOutPost[] } {
  const renderable: T[] = [];
  const leftOut: LeftOutPost[] = [];
  for (const post of posts) {
    const result = rendered(post);
    if ('html' in result) renderable.push(post);
    else leftOut.push({ id: post.id, slug: post.slug, title: post.title, reason: result.reason });
  }
  return { renderable, leftOut };
}
