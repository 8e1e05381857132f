import type { APIRoute, GetStaticPaths } from 'astro';
import { blogArticles, type BlogArticle } from '#data/blog/index.ts';
import { blogCoverInput } from '#lib/brand/cover-choice.ts';
import { coverPng } from '#lib/brand/render-cover.ts';

/** Each blog article's Open Graph image, 1200 × 630, drawn at build time from its title and category. */
export const getStaticPaths = (async () =>
  (await blogArticles()).map((article) => ({
    params: { slug: article.id },
    props: { article },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ article: BlogArticle }> = async ({ props }) =>
  new Response(new Uint8Array(await coverPng(blogCoverInput(props.article.data))), {
    headers: { 'Content-Type': 'image/png' },
  });
