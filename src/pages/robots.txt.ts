import type { APIRoute } from 'astro';
import { NOINDEX_PATHS, NOINDEX_PREFIXES } from '#config/indexing.ts';

export const GET: APIRoute = ({ site }) => {
  const disallowed = [...NOINDEX_PATHS, ...NOINDEX_PREFIXES].map((path) => `Disallow: ${path}`);
  const sitemap = new URL('/sitemap-index.xml', site).href;
  return new Response(
    ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${sitemap}`, ''].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
};
