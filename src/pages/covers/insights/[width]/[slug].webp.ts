import type { APIRoute, GetStaticPaths } from 'astro';
import { insightsContent } from '#data/insights/index.ts';
import { insightCoverInput, isStockCover } from '#lib/brand/cover-choice.ts';
import { coverWebpResponse, coverWidthPaths, type CoverWidth } from '#lib/brand/render-cover.ts';
import type { Insight } from '#lib/content/types.ts';

/** Each generated insight cover as WebP, in the widths pages load (for posts without their own image). */
export const getStaticPaths = (async () => {
  const { insights } = await insightsContent();
  return coverWidthPaths(
    insights
      .filter((insight) => isStockCover(insight.coverImageUrl))
      .map((insight) => ({ slug: insight.slug, item: insight })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ item: Insight; width: CoverWidth }> = ({ props }) =>
  coverWebpResponse(insightCoverInput(props.item), props.width);
