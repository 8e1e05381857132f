import type { APIRoute, GetStaticPaths } from 'astro';
import { blogArticles, type BlogArticle } from '#data/blog/index.ts';
import { blogCoverInput } from '#lib/brand/cover-choice.ts';
import {
  coverImagePaths,
  coverImageResponse,
  type CoverRouteProps,
} from '#lib/brand/render-cover.ts';

/** Each blog article's cover in the widths and formats pages load: the same art as its social image. */
export const getStaticPaths = (async () =>
  coverImagePaths(
    (await blogArticles()).map((article) => ({ slug: article.id, item: article })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<CoverRouteProps<BlogArticle>> = ({ props }) =>
  coverImageResponse(blogCoverInput(props.item.data), props);
