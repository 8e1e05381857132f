import type { APIRoute, GetStaticPaths } from 'astro';
import { insightsContent } from '#data/insights/index.ts';
import { insightCoverInput, showsGeneratedCover } from '#lib/brand/cover-choice.ts';
import {
  coverImagePaths,
  coverImageResponse,
  type CoverRouteProps,
} from '#lib/brand/render-cover.ts';
import type { Insight } from '#lib/content/types.ts';

/**
 * Each generated insight cover in the widths and formats pages load (for posts without their own
 * image, or whose image is left out).
 */
export const getStaticPaths = (async () => {
  const { insights } = await insightsContent();
  return coverImagePaths(
    insights.filter(showsGeneratedCover).map((insight) => ({ slug: insight.slug, item: insight })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<CoverRouteProps<Insight>> = ({ props }) =>
  coverImageResponse(insightCoverInput(props.item), props);
