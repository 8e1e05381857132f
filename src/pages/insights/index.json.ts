/** The index the /insights explorer filters in the browser: compact fields of every public post. */
import type { APIRoute } from 'astro';
import { insightsContent } from '#data/insights/index.ts';
import { insightsIndex } from '#lib/insights/search-index.ts';

export const GET: APIRoute = async () => {
  const { insights, taxonomies } = await insightsContent();
  return new Response(JSON.stringify(insightsIndex(insights, taxonomies)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
