import type { APIRoute, GetStaticPaths } from 'astro';
import { insightsContent } from '#data/insights/index.ts';
import { insightCoverInput, isStockCover } from '#lib/brand/cover-choice.ts';
import { COVER_WIDTHS, coverWebp, type CoverWidth } from '#lib/brand/render-cover.ts';
import type { Insight } from '#lib/content/types.ts';

/** Each generated insight cover as WebP, in the widths pages load (for posts without their own image). */
export const getStaticPaths = (async () => {
  const { insights } = await insightsContent();
  return insights
    .filter((insight) => isStockCover(insight.coverImageUrl))
    .flatMap((insight) =>
      COVER_WIDTHS.map((width) => ({
        params: { width: String(width), slug: insight.slug },
        props: { insight, width },
      })),
    );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ insight: Insight; width: CoverWidth }> = async ({ props }) =>
  new Response(new Uint8Array(await coverWebp(insightCoverInput(props.insight), props.width)), {
    headers: { 'Content-Type': 'image/webp' },
  });
