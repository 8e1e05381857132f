import type { APIRoute, GetStaticPaths } from 'astro';
import { insightsContent } from '#data/insights/index.ts';
import { insightCoverInput } from '#lib/brand/cover-choice.ts';
import { coverPng } from '#lib/brand/render-cover.ts';
import type { Insight } from '#lib/content/types.ts';

/** Each insight's Open Graph image, 1200 × 630, drawn at build time from its title and topic. */
export const getStaticPaths = (async () => {
  const { insights } = await insightsContent();
  return insights.map((insight) => ({ params: { slug: insight.slug }, props: { insight } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ insight: Insight }> = async ({ props }) =>
  new Response(new Uint8Array(await coverPng(insightCoverInput(props.insight))), {
    headers: { 'Content-Type': 'image/png' },
  });
