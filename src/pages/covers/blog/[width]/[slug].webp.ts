import type { APIRoute, GetStaticPaths } from 'astro';
import { blogArticles, type BlogArticle } from '#data/blog/index.ts';
import { blogCoverInput } from '#lib/brand/cover-choice.ts';
import { coverWebpResponse, coverWidthPaths, type CoverWidth } from '#lib/brand/render-cover.ts';

/** Each blog article's cover as WebP, in the widths pages load: the same art as its social image. */
export const getStaticPaths = (async () =>
  coverWidthPaths(
    (await blogArticles()).map((article) => ({ slug: article.id, item: article })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ item: BlogArticle; width: CoverWidth }> = ({ props }) =>
  coverWebpResponse(blogCoverInput(props.item.data), props.width);
